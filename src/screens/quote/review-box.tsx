import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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
        <summary>{title}</summary>
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
