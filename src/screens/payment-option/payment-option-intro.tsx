import type { PaymentOptionTop } from '#domain/journey/screen-tops.ts';

/**
 * The top of Payment option: the greeting and the price. The server's page holds it filled in from
 * the proposal (src/app/route-shells.tsx, docs/decisions/051), so it is the same markup in both.
 * Each run of words is one piece of text, as in the server's page, so it paints the same.
 */
export function PaymentOptionIntro({ top }: { top: PaymentOptionTop }) {
  return (
    <>
      <h1>{`Hi ${top.forename}, here is your quote`}</h1>
      <p>
        {`Your annual ${top.coverName} quote is `}
        <strong>{top.price}</strong>
        {`. Paying monthly costs ${top.monthlyExtra} more, because of the credit charges.`}
      </p>
    </>
  );
}
