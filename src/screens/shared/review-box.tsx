import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AnswerItem } from '#domain/schema/answers.ts';

/** Answers as the review shows them: rows as a description list, groups (a claim, a driver) as sub-sections. */
export function AnswerList({ items, level = 3 }: { items: readonly AnswerItem[]; level?: number }) {
  const rows = items.filter((i) => i.kind === 'row');
  const groups = items.filter((i) => i.kind === 'group');
  const Heading = `h${Math.min(level, 6)}` as 'h3';
  return (
    <>
      {rows.length > 0 ? (
        <dl>
          {rows.map((row) => (
            <div key={row.path} className="review-box__row">
              <dt>{row.question}</dt>
              <dd>
                {row.answer.map((line, i) => (
                  <span key={i} className="review-box__line">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {groups.map((group) => (
        <section key={group.path} className="review-box__group" aria-label={group.heading}>
          <Heading>{group.heading}</Heading>
          <AnswerList items={group.items} level={level + 1} />
        </section>
      ))}
    </>
  );
}

/**
 * A collapsible review box of the summary (SPEC.md 2.10) with its Edit link to the quote form. The
 * link sits beside the disclosure, not inside its summary, so each control stays on its own.
 */
export function ReviewBox({
  title,
  editTo,
  rows,
  children,
}: {
  title: string;
  editTo?: string;
  rows?: [string, ReactNode][];
  children?: ReactNode;
}) {
  return (
    <section className="card review-box" aria-label={title}>
      {editTo ? (
        <Link className="button button--secondary review-box__edit" to={editTo}>
          Edit<span className="visually-hidden"> {title.toLowerCase()}</span>
        </Link>
      ) : null}
      <details open>
        <summary>
          <h2 className="review-box__title">{title}</h2>
        </summary>
        {rows ? (
          <dl>
            {rows.map(([label, value]) => (
              <div key={label} className="review-box__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children}
      </details>
    </section>
  );
}
