import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A collapsible review box of the summary (SPEC.md 2.10) with its Edit link to the quote form. */
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
    <details className="card review-box" open>
      <summary>
        <span>{title}</span>
        {editTo ? (
          <Link className="button button--secondary" to={editTo}>
            Edit<span className="visually-hidden"> {title.toLowerCase()}</span>
          </Link>
        ) : null}
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
  );
}
