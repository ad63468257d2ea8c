import { useLayoutEffect, useRef } from 'react';
import { useSavePaymentMethod } from '#api/save-payment-method.ts';
import type { Proposal } from '#domain/contract/proposal.ts';
import type { Addon } from '#domain/contract/quote.ts';
import { formatMoney } from '#domain/money.ts';
import pageMessages from '#schemas/page-messages.json';
import { PageActionError, usePageAction } from './page-action';
import { PriceBar } from './price-bar';
import { codesOf, type Repricing } from './use-addon-choice';
import './quote-screens.css';

interface PriceBoxProps {
  proposal: Proposal;
  /** The addons currently chosen (saved or not yet saved). */
  addons: Addon[];
  onRemoveAddon?(addon: Addon): void;
  /** Where the price of a changed choice of covers stands (useAddonChoice). */
  repricing?: Repricing;
  /** False on the payment screens: the way to pay is already chosen there. */
  canChangeFrequency?: boolean;
}

const REPRICING_MESSAGES = {
  running: pageMessages.repricing_running,
  failed: pageMessages.repricing_failed,
};

/**
 * The price box beside the quote screens (SPEC.md 2.9); its toggle stores the payment method at once.
 * Every figure is the server's quote; while that quote is not yet the one of the covers listed (a
 * change being priced), the figures are dimmed and say so.
 */
export function PriceBox(props: PriceBoxProps) {
  const { proposal, addons, onRemoveAddon, repricing = null, canChangeFrequency = true } = props;
  const choosePaymentMethod = useSavePaymentMethod();
  const action = usePageAction();
  const choose = (monthly: boolean) => void action.run(() => choosePaymentMethod(proposal, monthly));
  const payMonthly = proposal.is_pay_monthly;
  const quote = proposal.quote;
  const premium = quote?.premium ?? 0;
  const outOfDate = repricing !== null || codesOf(addons) !== codesOf(proposal.addons);
  const focusAfterRemove = useFocusAfterRemove(addons);
  const box = useRef<HTMLElement>(null);
  return (
    <>
      <aside ref={box} className="card price-box" aria-labelledby="price-box-title" tabIndex={-1}>
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
        <p className="price-box__repricing" role="status">
          {repricing ? REPRICING_MESSAGES[repricing] : ''}
        </p>
        {premium === 0 ? (
          <p className="price-box__loading" role="status">
            Loading quote...
          </p>
        ) : (
          <div
            className={outOfDate ? 'price-box__figures is-out-of-date' : 'price-box__figures'}
            aria-busy={outOfDate}
          >
            {payMonthly ? (
              <>
                <p className="price-box__headline">
                  <span className="price-box__amount">{formatMoney(quote?.monthly_payment)}</span> monthly
                  payments
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
                  <span className="price-box__amount">{formatMoney(quote?.annual_total)}</span> single payment
                </p>
                <p className="price-box__note">
                  {formatMoney(premium)} premium
                  {quote?.addons_total ? ` plus ${formatMoney(quote.addons_total)} additional cover` : ''},
                  including Insurance Premium Tax.
                </p>
              </>
            )}
          </div>
        )}
        <h3 ref={focusAfterRemove.heading} tabIndex={-1}>
          Optional covers
        </h3>
        {addons.length === 0 ? (
          <p>No addons selected.</p>
        ) : (
          <ul className="price-box__addons" ref={focusAfterRemove.list}>
            {addons.map((addon) => (
              <li key={addon.code}>
                <span>{addon.addon_name}</span>
                {onRemoveAddon ? (
                  <button
                    type="button"
                    className="price-box__remove"
                    onClick={() => {
                      focusAfterRemove.removing(addon);
                      onRemoveAddon(addon);
                    }}
                  >
                    Remove<span className="visually-hidden"> {addon.addon_name}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </aside>
      {premium === 0 ? null : (
        <PriceBar
          box={box}
          amount={formatMoney(payMonthly ? quote?.monthly_payment : quote?.annual_total)}
          payMonthly={payMonthly}
          message={repricing ? REPRICING_MESSAGES[repricing] : null}
        />
      )}
    </>
  );
}

/**
 * Where the focus goes after a cover's Remove, whose button goes with the cover: the next cover's
 * Remove (the one now in its place), else the one before, else the list's heading. Left on the
 * removed button, it fell to the page, and a keyboard's next Tab started again from the top.
 */
function useFocusAfterRemove(addons: Addon[]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<{ code: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const gone = removed.current;
    if (gone === null || addons.some((a) => a.code === gone.code)) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.price-box__remove') ?? [];
    const target = buttons[Math.min(gone.index, buttons.length - 1)] ?? heading.current;
    target?.focus();
  }, [addons]);
  return {
    heading,
    list,
    removing: (addon: Addon) => {
      removed.current = { code: addon.code, index: addons.findIndex((a) => a.code === addon.code) };
    },
  };
}
