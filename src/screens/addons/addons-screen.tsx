import { useState } from 'react';
import { useProposal } from '#api/get-proposal.ts';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { LoadingDots } from '#screens/shared/loading-dots.tsx';
import { PageActionError, usePageAction } from '#screens/shared/page-action.tsx';
import { PriceBox } from '#screens/shared/price-box.tsx';
import { useAddonChoice } from '#screens/shared/use-addon-choice.ts';
import { AddonCard } from './addon-card';
import { BackAndNext } from '#screens/shared/back-and-next.tsx';
import '#screens/shared/quote-screens.css';

/**
 * Optional covers (SPEC.md 2.8): add or remove; each change is priced at once (useAddonChoice) and
 * anything still being saved is finished before leaving, with 'Loading Summary' on the way there.
 */
export default function AddonsScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const journey = useJourney();
  const choice = useAddonChoice(proposal);
  /** The screen being left for while the choice is settled (SPEC.md 2.8: 'Loading Summary'). */
  const [waitingFor, setWaitingFor] = useState<'PaymentOption' | 'Summary' | null>(null);
  const action = usePageAction();
  if (!proposal?.quote) return null;
  const payMonthly = proposal.is_pay_monthly;

  const leave = async (to: 'PaymentOption' | 'Summary') => {
    if (waitingFor) return;
    if (choice.unsettled) setWaitingFor(to);
    const settled = await action.run(async () => {
      await choice.settle();
      return true;
    });
    if (!settled) {
      setWaitingFor(null);
      return;
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
            chosen={choice.selected.some((a) => a.code === addon.code)}
            onToggle={() => choice.toggle(addon)}
          />
        ))}
        {waitingFor === 'Summary' ? (
          <p role="status" className="loading-message">
            Loading Summary
            <LoadingDots />
          </p>
        ) : null}
        <PageActionError message={action.message} />
        <BackAndNext
          back={{ label: 'Back', onPress: () => void leave('PaymentOption') }}
          next={{ label: 'Continue', onPress: () => void leave('Summary'), disabled: waitingFor !== null }}
        />
      </div>
      <PriceBox
        proposal={proposal}
        addons={choice.selected}
        repricing={choice.repricing}
        onRemoveAddon={choice.toggle}
      />
    </div>
  );
}
