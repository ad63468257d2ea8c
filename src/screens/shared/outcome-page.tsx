import type { ReactNode } from 'react';
import { usePathOf } from '#journey/navigation.tsx';
import { Link } from '#journey/router.tsx';

/**
 * The shared look of the outcome pages (SPEC.md 2.15): a heading, the message and Start a quote;
 * with a uuid, first a way back to that quote (its gate sends it where its state belongs).
 */
export function OutcomePage({
  heading,
  children,
  uuid = null,
}: {
  heading: string;
  children: ReactNode;
  uuid?: string | null;
}) {
  const pathOf = usePathOf();
  return (
    <div className="card outcome">
      <h1>{heading}</h1>
      {children}
      <p className="button-row">
        {uuid ? (
          <Link className="button" to={pathOf('PaymentOption', uuid)}>
            Back to your quote
          </Link>
        ) : null}
        <Link className={uuid ? 'button button--secondary' : 'button'} to={pathOf('QuoteCreateForm')}>
          Start a quote
        </Link>
      </p>
    </div>
  );
}
