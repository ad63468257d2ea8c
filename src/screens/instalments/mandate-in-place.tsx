import type { DirectDebitSummary } from '#domain/contract/proposal.ts';

/**
 * The Direct Debit this quote already has (the credit check passed for its instalments): shown back
 * masked, as the server keeps it, so a customer back from a failed card payment goes on without
 * answering everything again, or changes the bank details.
 */
export function MandateInPlace({ mandate, onChange }: { mandate: DirectDebitSummary; onChange(): void }) {
  return (
    <section className="card" aria-labelledby="mandate-in-place">
      <h2 id="mandate-in-place">Your Direct Debit is set up</h2>
      <dl className="mandate">
        <dt>Account holder</dt>
        <dd>{mandate.account_name}</dd>
        <dt>Account number</dt>
        <dd>{mandate.account_number}</dd>
        <dt>Sort code</dt>
        <dd>{mandate.sort_code}</dd>
      </dl>
      <p>Continue to pay your deposit by card, or use other bank details.</p>
      <button type="button" className="button button--secondary" onClick={onChange}>
        Change bank details
      </button>
    </section>
  );
}
