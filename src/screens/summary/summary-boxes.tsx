import type { ReactNode } from 'react';
import type { Proposal } from '#domain/contract/proposal.ts';
import type { Addon, Quote } from '#domain/contract/quote.ts';
import { isoToDisplay } from '#domain/dates.ts';
import { BUSINESS_NAME, COOLING_OFF_DAYS, SUPPORT_PHONE } from '#domain/limits.ts';
import { addPounds, formatMoney, formatWholePounds } from '#domain/money.ts';
import { ReviewBox } from '#screens/shared/review-box.tsx';

const orUnknown = (v: string | undefined) => (v ? v : 'Unknown');

/** Your cover and, when paying monthly, the finance details (SPEC.md 2.10). */
export function CoverDetails({
  proposal,
  quote,
  addons,
}: {
  proposal: Proposal;
  quote: Quote;
  addons: Addon[];
}) {
  const payMonthly = proposal.is_pay_monthly;
  const annualTotal = addPounds(quote.premium, ...addons.map((a) => a.premium));
  return (
    <>
      <ReviewBox
        title="Your cover"
        rows={[
          [
            'Price',
            payMonthly
              ? `${formatMoney(quote.monthly_payment)} a month`
              : `${formatMoney(annualTotal)} a year`,
          ],
          ['Payment frequency', payMonthly ? 'Monthly' : 'Annually'],
          ['Cover starts', isoToDisplay(quote.cover_start_date)],
          ['Cover ends', isoToDisplay(quote.cover_end_date)],
          ['Quote reference', proposal.reference],
        ]}
      />
      {payMonthly ? (
        <ReviewBox
          title="Finance details"
          rows={[
            ['Deposit payable today', formatMoney(quote.monthly_deposit)],
            [`Monthly instalments (x${quote.monthly_installments})`, formatMoney(quote.monthly_payment)],
            ['Interest charge', `${quote.monthly_interest}%`],
            ['Representative APR', `${quote.monthly_apr}%`],
            ['Total amount payable', formatMoney(quote.monthly_total_payable)],
          ]}
        >
          <p>
            <a href={quote.documents.adequate_explanations} target="_blank" rel="noreferrer">
              Adequate Explanations
            </a>{' '}
            ·{' '}
            <a href={quote.documents.pre_contract_credit_information} target="_blank" rel="noreferrer">
              Pre-contract Credit Information
            </a>
          </p>
        </ReviewBox>
      ) : null}
    </>
  );
}

/** Policy: the insurer and the excess table (whole pounds, SPEC.md 9). */
export function PolicyBox({ quote }: { quote: Quote }) {
  return (
    <ReviewBox title="Policy" rows={[['Insurer', orUnknown(quote.insurer_name)]]}>
      {quote.excesses && quote.excesses.breakdown.length > 0 ? (
        <table className="excess-table">
          <caption className="visually-hidden">Excesses</caption>
          <thead>
            <tr>
              <th scope="col">Excess</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {quote.excesses.breakdown.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                <td>{formatWholePounds(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No excess applies.</p>
      )}
    </ReviewBox>
  );
}

/** The optional covers chosen, or 'No optional extras have been selected.' */
export function OptionalExtras({ addons }: { addons: Addon[] }) {
  return (
    <ReviewBox title="Optional extras">
      {addons.length === 0 ? (
        <p>No optional extras have been selected.</p>
      ) : (
        <ul>
          {addons.map((a) => (
            <li key={a.code}>
              {a.addon_name}: {formatMoney(a.premium)} a year
            </li>
          ))}
        </ul>
      )}
    </ReviewBox>
  );
}

/** Who to call. */
export function KeyContacts({ quote }: { quote: Quote }) {
  return (
    <ReviewBox title="Key contacts">
      <p>
        {BUSINESS_NAME}: {SUPPORT_PHONE}. Claims and policy changes go through us; we will pass them to{' '}
        {orUnknown(quote.insurer_name)}.
      </p>
    </ReviewBox>
  );
}

/** Final Points To Confirm: the documents, the cooling-off note and (as children) the I Agree box. */
export function FinalPoints({
  quote,
  addons,
  children,
}: {
  quote: Quote;
  addons: Addon[];
  children: ReactNode;
}) {
  return (
    <section className="card" aria-labelledby="final-points">
      <h2 id="final-points">Final Points To Confirm</h2>
      <ul className="link-list">
        <li>
          <a href={quote.documents.policy_summary} target="_blank" rel="noreferrer">
            Insurance Product Information Document (policy summary)
          </a>
        </li>
        <li>
          <a href={quote.documents.full_policy_wordings} target="_blank" rel="noreferrer">
            Policy wording
          </a>
        </li>
        <li>
          <a href={quote.documents.proposal_form} target="_blank" rel="noreferrer">
            Your proposal form
          </a>
        </li>
        <li>
          <a href={quote.documents.terms_and_conditions} target="_blank" rel="noreferrer">
            Terms and conditions
          </a>
        </li>
        {addons.map((a) => (
          <li key={a.code}>
            <a href={a.documents.ipid} target="_blank" rel="noreferrer">
              {a.addon_name}: Insurance Product Information Document
            </a>
          </li>
        ))}
      </ul>
      <p>
        We will email your policy documents once you have paid. You have {COOLING_OFF_DAYS} days from the
        start of cover, or from receiving your documents if later, to cancel.
      </p>
      {children}
    </section>
  );
}
