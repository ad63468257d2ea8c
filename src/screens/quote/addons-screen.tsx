import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { saveAddons, savePaymentMethod, type Addon } from '../../api/quote';
import { useAppState } from '../../app/app-state-context';
import { pathOf } from '../../app/route-table';
import { formatMoney } from '../../domain/money';
import { LoadingDots } from './loading-dots';
import { PriceBox } from './price-box';
import { useQuotedProposal } from './use-quoted-proposal';
import './quote-screens.css';

const sameCodes = (a: Addon[], b: Addon[]) =>
  a
    .map((x) => x.code)
    .sort()
    .join() ===
  b
    .map((x) => x.code)
    .sort()
    .join();

/** Optional covers (SPEC.md 2.8): add or remove, saved (and re-priced) when leaving the screen. */
export default function AddonsScreen() {
  const { uuid, proposal } = useQuotedProposal('Addons');
  const api = useApi();
  const navigate = useNavigate();
  const { dispatch } = useAppState();
  const [chosen, setChosen] = useState<Addon[] | null>(null);
  const [frequency, setFrequency] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  if (!proposal?.quote || !uuid) return null;
  const saved = proposal.addons ?? [];
  const selected = chosen ?? saved;
  const changed = !sameCodes(selected, saved);
  const payMonthly = frequency ?? proposal.is_pay_monthly;

  const toggle = (addon: Addon) => {
    const next = selected.some((a) => a.code === addon.code)
      ? selected.filter((a) => a.code !== addon.code)
      : [...selected, addon];
    setChosen(next);
    dispatch({ type: 'addons/changed', changed: !sameCodes(next, saved) });
  };
  const choose = (monthly: boolean) => {
    setFrequency(monthly);
    void savePaymentMethod(api, uuid, monthly).catch((error) =>
      console.warn('Payment method not saved', error),
    );
  };
  const leave = async (to: 'PaymentOption' | 'Summary') => {
    if (changed) {
      setSaving(to === 'Summary');
      try {
        await saveAddons(api, uuid, selected);
        dispatch({ type: 'addons/changed', changed: false });
      } catch (error) {
        setSaving(false);
        throw error;
      }
    }
    navigate(pathOf(to, uuid));
  };

  return (
    <div className="quote-layout">
      <div>
        <h1>Optional covers</h1>
        <p>
          Add any of these to your policy. {payMonthly ? 'Monthly prices shown exclude credit charges.' : ''}
        </p>
        {proposal.quote.addons.map((addon) => {
          const isChosen = selected.some((a) => a.code === addon.code);
          return (
            <section key={addon.code} className="card addon" aria-labelledby={`addon-${addon.code}`}>
              <h2 id={`addon-${addon.code}`}>{addon.addon_name}</h2>
              <p className="addon__price">
                {payMonthly
                  ? `${formatMoney(addon.monthly_premium)} per month`
                  : `${formatMoney(addon.premium)} per annum`}
              </p>
              <p>{addon.description}</p>
              <p>
                <a href={addon.documents.ipid} target="_blank" rel="noreferrer">
                  Insurance Product Information Document
                  <span className="visually-hidden"> for {addon.addon_name}</span>
                </a>{' '}
                ·{' '}
                <a href={addon.documents.policy_wording} target="_blank" rel="noreferrer">
                  Policy wording<span className="visually-hidden"> for {addon.addon_name}</span>
                </a>
              </p>
              <button
                type="button"
                className={isChosen ? 'button button--secondary' : 'button'}
                aria-pressed={isChosen}
                onClick={() => toggle(addon)}
              >
                {isChosen ? 'Remove' : 'Add'}
                <span className="visually-hidden"> {addon.addon_name}</span>
              </button>
            </section>
          );
        })}
        {saving ? (
          <p role="status" className="notice">
            Loading Summary
            <LoadingDots />
          </p>
        ) : null}
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void leave('PaymentOption')}
          >
            Back
          </button>
          <button type="button" className="button" disabled={saving} onClick={() => void leave('Summary')}>
            Continue
          </button>
        </div>
      </div>
      <PriceBox
        proposal={proposal}
        payMonthly={payMonthly}
        onFrequency={choose}
        addons={selected}
        onRemoveAddon={toggle}
      />
    </div>
  );
}
