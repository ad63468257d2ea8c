import { useMemo, useRef, useState } from 'react';
import instalmentsSchema from '#schemas/instalments/instalments.schema.json';
import { useApi } from '#api/api-context.tsx';
import { HttpError } from '#api/client.ts';
import { fieldMessagesInWords } from '#api/failure-message.ts';
import { createFormServices } from '#api/form-services.ts';
import { useProposal } from '#api/get-proposal.ts';
import { reasonCodeOf, useSaveDirectDebit } from '#api/save-direct-debit.ts';
import { DIRECT_DEBIT_ACCEPTED, type DirectDebitInput } from '#domain/contract/buying.ts';
import { creditTerms } from '#domain/journey/screen-tops.ts';
import { screenForms } from '#domain/schema/screen-forms.ts';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import { useScreenForm } from '#forms/use-screen-form.ts';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { PageActionError } from '#screens/shared/page-action.tsx';
import { PaymentOutcomeNotice } from '#screens/shared/payment-outcome-notice.tsx';
import { PriceBox } from '#screens/shared/price-box.tsx';
import { InstalmentsIntro } from './instalments-intro';
import { MandateInPlace } from './mandate-in-place';
import { BackAndNext } from '#screens/shared/back-and-next.tsx';
import { QuestionsLoading } from '#screens/shared/questions-loading.tsx';
import '#screens/shared/quote-screens.css';

const AFFORDABILITY = ['income_sufficient', 'income_after_outgoings'];
/** SPEC.md 2.11: what the page says when either affordability answer is not yes. */
const AGREE_MESSAGE = instalmentsSchema.properties.income_sufficient.errorMessage.required_boolean;

/** Instalments (SPEC.md 2.11): affordability, the Direct Debit details and the credit provider's check. */
export default function InstalmentsScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const journey = useJourney();
  const api = useApi();
  const formContext = useMemo(() => ({ services: createFormServices(api) }), [api]);
  const form = useScreenForm(screenForms.instalments);
  const saveDirectDebit = useSaveDirectDebit();
  const [agreementError, setAgreementError] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [changingBank, setChangingBank] = useState(false);
  if (!proposal?.quote) return null;
  const quote = proposal.quote;
  // A Direct Debit already agreed for these instalments (the server clears it when they change).
  const mandate = changingBank ? null : proposal.direct_debit;

  const onContinue = async () => {
    setPageError(null);
    if (mandate) {
      journey.leave('Payment', proposal.uuid);
      return;
    }
    const messages = form.submit();
    const unaffordable = messages.some((m) => AFFORDABILITY.includes(m.path));
    setAgreementError(unaffordable);
    if (unaffordable) {
      window.scrollTo({ top: 0 });
      heading.current?.focus();
      return;
    }
    if (messages.length > 0) return;
    const details = form.formData.direct_debit as Omit<DirectDebitInput, 'uuid'>;
    setBusy(true);
    try {
      const answer = await saveDirectDebit({ uuid: proposal.uuid, ...details });
      if (reasonCodeOf(answer) === DIRECT_DEBIT_ACCEPTED) journey.leave('Payment', proposal.uuid);
      else journey.go('InstalmentsDeclined', proposal.uuid);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422)
        setPageError(
          fieldMessagesInWords(
            form.showServerMessages(
              error.fields.map((f) => ({ path: `direct_debit.${f.path}`, message: f.message })),
            ),
          ),
        );
      else if (error instanceof HttpError && (error.status === 503 || error.status === 429))
        setPageError(error.message);
      else if (!(error instanceof HttpError && error.status === 419))
        journey.go('InstalmentsDeclined', proposal.uuid);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="quote-layout">
      <div>
        <InstalmentsIntro
          terms={creditTerms(quote)}
          headingRef={heading}
          notices={
            <>
              {agreementError ? (
                <p className="notice notice--error" role="alert">
                  {AGREE_MESSAGE}
                </p>
              ) : null}
              <PaymentOutcomeNotice />
            </>
          }
        />
        {mandate ? (
          <MandateInPlace mandate={mandate} onChange={() => setChangingBank(true)} />
        ) : (
          <section className="card" aria-labelledby="instalments-questions">
            <h2 id="instalments-questions">Affordability and your bank details</h2>
            {form.ready ? (
              <QuoteStepForm {...form.formProps} formContext={formContext}>
                <span />
              </QuoteStepForm>
            ) : (
              <QuestionsLoading failed={form.failed} />
            )}
          </section>
        )}
        {/* Where the customer pressed Continue: the page's top is out of view by then. */}
        <PageActionError message={pageError} />
        <BackAndNext
          form={mandate ? undefined : form}
          back={{ label: 'Previous', onPress: () => journey.go('Summary', proposal.uuid) }}
          next={{
            label: busy ? 'Checking your details...' : 'Continue',
            onPress: () => void onContinue(),
            disabled: busy,
            busy,
          }}
        />
      </div>
      <PriceBox proposal={proposal} addons={proposal.addons ?? []} canChangeFrequency={false} />
    </div>
  );
}
