import { useState } from 'react';
import { useProposal } from '#api/get-proposal.ts';
import { useSaveAddons } from '#api/save-addons.ts';
import type { Addon } from '#domain/contract/quote.ts';
import { useAppState } from '#journey/app-state-context.tsx';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { LoadingDots } from '#screens/shared/loading-dots.tsx';
import { PageActionError, usePageAction } from '#screens/shared/page-action.tsx';
import { PriceBox } from '#screens/shared/price-box.tsx';
import { AddonCard } from './addon-card';
import '#screens/shared/quote-screens.css';

const codes = (addons: readonly Addon[]) =>
  addons
    .map((a) => a.code)
    .sort()
    .join();

/** Optional covers (SPEC.md 2.8): add or remove, saved (and re-priced) when leaving the screen. */
export default function AddonsScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const journey = useJourney();
  const saveAddons = useSaveAddons();
  const { dispatch } = useAppState();
  const [chosen, setChosen] = useState<Addon[] | null>(null);
  const [saving, setSaving] = useState(false);
  const action = usePageAction();
  if (!proposal?.quote) return null;
  const saved = proposal.addons ?? [];
  const selected = chosen ?? saved;
  const changed = codes(selected) !== codes(saved);
  const payMonthly = proposal.is_pay_monthly;

  const toggle = (addon: Addon) => {
    const next = selected.some((a) => a.code === addon.code)
      ? selected.filter((a) => a.code !== addon.code)
      : [...selected, addon];
    setChosen(next);
    dispatch({ type: 'addons/changed', changed: codes(next) !== codes(saved) });
  };
  const leave = async (to: 'PaymentOption' | 'Summary') => {
    if (changed) {
      setSaving(to === 'Summary');
      const stored = await action.run(async () => {
        await saveAddons(proposal.uuid, selected);
        return true;
      });
      if (!stored) {
        setSaving(false);
        return;
      }
      dispatch({ type: 'addons/changed', changed: false });
    }
    journey.go(to, proposal.uuid);
  };

  return (
    <div className="quote-layout">
      <div>
        <h1>Optional covers</h1>
        <p>
          Add any of these to your policy. {payMonthly ? 'Monthly prices shown exclude credit charges.' : ''}
        </p>
        {proposal.quote.addons.map((addon) => (
          <AddonCard
            key={addon.code}
            addon={addon}
            payMonthly={payMonthly}
            chosen={selected.some((a) => a.code === addon.code)}
            onToggle={() => toggle(addon)}
          />
        ))}
        {saving ? (
          <p role="status" className="notice">
            Loading Summary
            <LoadingDots />
          </p>
        ) : null}
        <PageActionError message={action.message} />
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
      <PriceBox proposal={proposal} addons={selected} onRemoveAddon={toggle} />
    </div>
  );
}
