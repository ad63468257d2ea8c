import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePathOf } from '#journey/navigation.tsx';

/** The shared look of the outcome pages (SPEC.md 2.15): a heading, the message and Start a quote. */
export function OutcomePage({ heading, children }: { heading: string; children: ReactNode }) {
  const pathOf = usePathOf();
  return (
    <div className="card outcome">
      <h1>{heading}</h1>
      {children}
      <p>
        <Link className="button" to={pathOf('QuoteCreateForm')}>
          Start a quote
        </Link>
      </p>
    </div>
  );
}
