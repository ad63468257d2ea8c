import type { Quote } from '#domain/contract/quote.ts';
import { BUSINESS_NAME, CREDIT_PROVIDER, CREDIT_WITHDRAWAL_DAYS } from '#domain/limits.ts';
import { formatMoney } from '#domain/money.ts';
import { DirectDebitGuarantee } from './direct-debit-guarantee';

/** The monthly plan, who lends, the change-of-mind period and the credit documents (SPEC.md 2.11). */
export function CreditNotice({ quote }: { quote: Quote }) {
  return (
    <section className="card" aria-labelledby="credit-notice">
      <h2 id="credit-notice">Your credit agreement</h2>
      <p>
        You pay a deposit of {formatMoney(quote.monthly_deposit)} by card today, then{' '}
        {quote.monthly_installments} monthly instalments of {formatMoney(quote.monthly_payment)} by Direct
        Debit: {formatMoney(quote.monthly_total_payable)} in total, at a representative APR of{' '}
        {quote.monthly_apr}%.
      </p>
      <p>
        Your credit agreement is with {CREDIT_PROVIDER}. {BUSINESS_NAME} is a credit broker, not a lender.{' '}
        {CREDIT_PROVIDER} will check your details with a credit reference agency; this is a soft check that
        does not affect your credit rating.
      </p>
      <p>
        If you change your mind, you can withdraw from the credit agreement within {CREDIT_WITHDRAWAL_DAYS}{' '}
        days of the day after it is made, without giving a reason. You would then pay the rest of the premium
        in full.
      </p>
      <p>
        Please read the{' '}
        <a href={quote.documents.adequate_explanations} target="_blank" rel="noreferrer">
          Adequate Explanations
        </a>{' '}
        and the{' '}
        <a href={quote.documents.pre_contract_credit_information} target="_blank" rel="noreferrer">
          Pre-contract Credit Information
        </a>{' '}
        before you continue. Your payments are protected by <DirectDebitGuarantee />.
      </p>
    </section>
  );
}
