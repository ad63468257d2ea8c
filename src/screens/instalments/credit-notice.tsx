import type { CreditTerms } from '#domain/journey/screen-tops.ts';
import { BUSINESS_NAME, CREDIT_PROVIDER, CREDIT_WITHDRAWAL_DAYS } from '#domain/limits.ts';
import { useDirectDebitGuarantee } from './direct-debit-guarantee';

/**
 * The monthly plan, who lends, the change-of-mind period and the credit documents (SPEC.md 2.11).
 * The server's page holds it filled in from the proposal (src/app/route-shells.tsx, docs/decisions/051):
 * each paragraph before the documents is one piece of text, as there, so it paints the same. The page's copy
 * (`beforeScripts`) stops before the paragraph with the guarantee's button, which works only once the
 * scripts run: a tap on it would be lost.
 */
export function CreditNotice({
  terms,
  beforeScripts = false,
}: {
  terms: CreditTerms;
  beforeScripts?: boolean;
}) {
  const guarantee = useDirectDebitGuarantee();
  return (
    <section className="card" aria-labelledby="credit-notice">
      <h2 id="credit-notice">Your credit agreement</h2>
      <p>
        {`You pay a deposit of ${terms.deposit} by card today, then ${terms.instalments} monthly instalments ` +
          `of ${terms.payment} by Direct Debit: ${terms.totalPayable} in total, at a representative APR ` +
          `of ${terms.apr}%.`}
      </p>
      <p>
        {`Your credit agreement is with ${CREDIT_PROVIDER}. ${BUSINESS_NAME} is a credit broker, not a ` +
          `lender. ${CREDIT_PROVIDER} will check your details with a credit reference agency; this is a soft ` +
          `check that does not affect your credit rating.`}
      </p>
      <p>
        {`If you change your mind, you can withdraw from the credit agreement within ${CREDIT_WITHDRAWAL_DAYS} ` +
          `days of the day after it is made, without giving a reason. You would then pay the rest of the ` +
          `premium in full.`}
      </p>
      {beforeScripts ? null : (
        <p>
          Please read the{' '}
          <a href={terms.adequateExplanations} target="_blank" rel="noreferrer">
            Adequate Explanations
          </a>{' '}
          and the{' '}
          <a href={terms.preContractCredit} target="_blank" rel="noreferrer">
            Pre-contract Credit Information
          </a>{' '}
          before you continue. Your payments are protected by {guarantee.opener}.
        </p>
      )}
      {beforeScripts ? null : guarantee.dialog}
    </section>
  );
}
