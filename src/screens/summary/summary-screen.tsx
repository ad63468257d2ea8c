import { useDeferredValue, useMemo, useState } from 'react';
import summarySchema from '#schemas/summary/summary.schema.json';
import { useAllReferenceLists } from '#api/use-reference-lists.ts';
import { useProposal } from '#api/get-proposal.ts';
import type { Proposal } from '#domain/contract/proposal.ts';
import { summaryTop } from '#domain/journey/screen-tops.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { STEP_PARAM, useJourney, useUuid, withQuery } from '#journey/navigation.tsx';
import { PaymentOutcomeNotice } from '#screens/shared/payment-outcome-notice.tsx';
import { PriceBox } from '#screens/shared/price-box.tsx';
import { AnswerList, ReviewBox } from '#screens/shared/review-box.tsx';
import { useAddonChoice } from '#screens/shared/use-addon-choice.ts';
import { SummaryIntro } from './summary-intro';
import { CoverDetails, FinalPoints, KeyContacts, OptionalExtras, PolicyBox } from './summary-boxes';
import { BackAndNext } from '#screens/shared/back-and-next.tsx';
import '#screens/shared/quote-screens.css';

const agreeQuestion = summarySchema.properties.agreed;

/**
 * Summary (SPEC.md 2.10): the cover, every answer to review (the boxes declared in
 * schemas/summary/summary.ui.json, built by the schema reader), the documents and the 'I Agree' gate.
 */
export default function SummaryScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const journey = useJourney();
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const choice = useAddonChoice(proposal);
  if (!proposal?.quote) return null;
  const quote = proposal.quote;
  const addons = proposal.addons ?? [];
  const edit = journey.pathOf('QuoteEditForm', proposal.uuid);
  const onContinue = async () => {
    if (!agreed) {
      setShowError(true);
      return;
    }
    try {
      // A cover removed in the price box is priced before the customer pays.
      await choice.settle();
    } catch (error) {
      console.warn('The optional covers were not saved', error);
      return;
    }
    if (proposal.is_pay_monthly) journey.go('Instalments', proposal.uuid);
    else journey.leave('Payment', proposal.uuid);
  };

  return (
    <div className="quote-layout">
      <div>
        <SummaryIntro top={summaryTop(proposal)} notice={<PaymentOutcomeNotice />} />
        <CoverDetails proposal={proposal} quote={quote} addons={addons} />
        <AnswerReview risk={proposal.risk} editTo={edit} />
        <PolicyBox quote={quote} />
        <OptionalExtras addons={addons} />
        <KeyContacts quote={quote} />
        <FinalPoints quote={quote} addons={addons}>
          <p>{agreeQuestion.description}</p>
          {showError && !agreed ? (
            <p className="error-message" role="alert" id="agree-error">
              {agreeQuestion.errorMessage}
            </p>
          ) : null}
          <div className="checkbox-row">
            <input
              id="summary-agree"
              type="checkbox"
              checked={agreed}
              aria-describedby={showError && !agreed ? 'agree-error' : undefined}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <label htmlFor="summary-agree">{agreeQuestion.title}</label>
          </div>
        </FinalPoints>
        <BackAndNext
          back={{ label: 'Previous', onPress: () => journey.go('Addons', proposal.uuid) }}
          next={{ label: 'Continue', onPress: () => void onContinue() }}
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

/**
 * Every answer to review, each box's Edit opening the form at the step its answers start in, with
 * the reference lists' names for codes (a job's and a business's from
 * the long lists, fetched by name). The lists arrive after the screen shows; the boxes take them in a deferred render, which React does in slices, rather than in
 * the one task that took the server's answer (docs/decisions/048).
 */
function AnswerReview({ risk, editTo }: { risk: Proposal['risk']; editTo: string }) {
  const lists = useDeferredValue(useAllReferenceLists());
  // The same elements until the deferred lists change, so the lists' own (urgent) render stops here.
  return useMemo(
    () =>
      quoteForm.review(risk, lists).map((group) => (
        <ReviewBox
          key={group.title}
          title={group.title}
          editTo={
            group.step === undefined ? editTo : withQuery(editTo, { [STEP_PARAM]: String(group.step + 1) })
          }
        >
          {group.items.length > 0 ? <AnswerList items={group.items} /> : <p>{group.empty}</p>}
        </ReviewBox>
      )),
    [risk, lists, editTo],
  );
}
