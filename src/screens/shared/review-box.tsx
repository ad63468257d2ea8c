import { useId, useState, type ReactNode } from 'react';
import type { AnswerItem } from '#domain/schema/answers.ts';
import { Icon } from '#widgets/shared/icons.tsx';
import { Link } from '#journey/router.tsx';

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
 * A collapsible review box of the summary (SPEC.md 2.10), open at first: its title is a button that
 * says whether the box is open and folds its body; the Edit link to the quote form sits beside it.
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
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <section className="card review-box" aria-label={title}>
      <div className="review-box__header">
        <h2 className="review-box__title">
          <button
            type="button"
            className="review-box__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {title}
            <Icon name={open ? 'chevron-up' : 'chevron-down'} className="review-box__chevron" />
          </button>
        </h2>
        {editTo ? (
          <Link className="button button--secondary review-box__edit" to={editTo}>
            Edit<span className="visually-hidden"> {title.toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      <div id={bodyId} className="review-box__body" hidden={!open}>
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
      </div>
    </section>
  );
}
