import { useSavePaymentMethod } from '#api/save-payment-method.ts';
import type { Proposal } from '#domain/contract/proposal.ts';
import type { Addon } from '#domain/contract/quote.ts';
import { addPounds, formatMoney } from '#domain/money.ts';
import { PageActionError, usePageAction } from './page-action';
import './quote-screens.css';

interface PriceBoxProps {
  proposal: Proposal;
  /** The addons currently chosen (saved or not yet saved). */
  addons: Addon[];
  onRemoveAddon?(addon: Addon): void;
  /** False on the payment screens: the way to pay is already chosen there. */
  canChangeFrequency?: boolean;
}

/** The price box beside the quote screens (SPEC.md 2.9); its toggle stores the payment method at once. */
export function PriceBox({ proposal, addons, onRemoveAddon, canChangeFrequency = true }: PriceBoxProps) {
  const choosePaymentMethod = useSavePaymentMethod();
  const action = usePageAction();
  const choose = (monthly: boolean) => void action.run(() => choosePaymentMethod(proposal, monthly));
  const payMonthly = proposal.is_pay_monthly;
  const quote = proposal.quote;
  const premium = quote?.premium ?? 0;
  const addonsCost = addPounds(...addons.map((a) => a.premium));
  return (
    <aside className="card price-box" aria-labelledby="price-box-title">
      <h2 id="price-box-title">Your price</h2>
      {canChangeFrequency ? (
        <div className="price-box__toggle" role="group" aria-label="How would you like to pay?">
          <button
            type="button"
            className={payMonthly ? 'is-on' : ''}
            aria-pressed={payMonthly}
            onClick={() => choose(true)}
          >
            Monthly
          </button>
          <button
            type="button"
            className={payMonthly ? '' : 'is-on'}
            aria-pressed={!payMonthly}
            onClick={() => choose(false)}
          >
            Annually
          </button>
        </div>
      ) : (
        <p className="price-box__frequency">Paying {payMonthly ? 'monthly' : 'annually'}</p>
      )}
      <PageActionError message={action.message} />
      {premium === 0 ? (
        <p className="price-box__loading" role="status">
          Loading quote...
        </p>
      ) : payMonthly ? (
        <>
          <p className="price-box__headline">
            <span className="price-box__amount">{formatMoney(quote?.monthly_payment)}</span> monthly payments
          </p>
          <dl className="price-box__rows">
            <dt>Total Premium</dt>
            <dd>{formatMoney(quote?.annual_total)}</dd>
            <dt>Interest charge</dt>
            <dd>{quote?.monthly_interest}%</dd>
            <dt>Deposit payable today</dt>
            <dd>{formatMoney(quote?.monthly_deposit)}</dd>
            <dt>O/s after deposit</dt>
            <dd>{formatMoney(quote?.monthly_amount_of_credit)}</dd>
            <dt>Monthly instalments (x{quote?.monthly_installments})</dt>
            <dd>{formatMoney(quote?.monthly_payment)}</dd>
            <dt>Total amount payable</dt>
            <dd>{formatMoney(quote?.monthly_total_payable)}</dd>
          </dl>
        </>
      ) : (
        <>
          <p className="price-box__headline">
            <span className="price-box__amount">{formatMoney(addPounds(premium, addonsCost))}</span> single
            payment
          </p>
          <p className="price-box__note">
            {formatMoney(premium)} premium
            {addons.length > 0 ? ` plus ${formatMoney(addonsCost)} additional cover` : ''}, including
            Insurance Premium Tax.
          </p>
        </>
      )}
      <h3>Optional covers</h3>
      {addons.length === 0 ? (
        <p>No addons selected.</p>
      ) : (
        <ul className="price-box__addons">
          {addons.map((addon) => (
            <li key={addon.code}>
              <span>{addon.addon_name}</span>
              {onRemoveAddon ? (
                <button type="button" className="price-box__remove" onClick={() => onRemoveAddon(addon)}>
                  Remove<span className="visually-hidden"> {addon.addon_name}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
