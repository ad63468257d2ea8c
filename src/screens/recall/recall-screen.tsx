import { useMemo, useState } from 'react';
import { useApi } from '#api/api-context.tsx';
import { HttpError } from '#api/client.ts';
import { failureMessage, fieldMessagesInWords } from '#api/failure-message.ts';
import { useCreateQuote } from '#api/create-quote.ts';
import { createFormServices } from '#api/form-services.ts';
import { getProposal } from '#api/store-proposal.ts';
import { useRecallProposal } from '#api/recall-proposal.ts';
import type { RecallInput } from '#domain/contract/buying.ts';
import { screenForms } from '#domain/schema/screen-forms.ts';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import { useScreenForm } from '#forms/use-screen-form.ts';
import { useAppState } from '#journey/app-state-context.tsx';
import pageMessages from '#schemas/page-messages.json';
import { RecallIntro } from './recall-intro';
import { useJourney } from '#journey/navigation.tsx';
import { Link } from '#journey/router.tsx';
import { BackAndNext } from '#screens/shared/back-and-next.tsx';
import { QuestionsLoading } from '#screens/shared/questions-loading.tsx';

/**
 * Retrieve a Quote (SPEC.md 2.14): reference, postcode and date of birth find the quote and open it in
 * this browser. An expired quote asks only for a new start date, and Update gives the quote again.
 */
export default function RecallScreen() {
  const api = useApi();
  const journey = useJourney();
  const { dispatch } = useAppState();
  const formContext = useMemo(() => ({ services: createFormServices(api) }), [api]);
  const details = useScreenForm(screenForms.recall);
  const startDate = useScreenForm(screenForms['update-start-date']);
  const recall = useRecallProposal();
  const createQuote = useCreateQuote();
  const [expiredUuid, setExpiredUuid] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Saved answers the form's rules refuse now (a rule added since): the start date cannot fix them.
  const [answersRefused, setAnswersRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = expiredUuid ? startDate : details;

  const opened = (uuid: string) => {
    dispatch({ type: 'proposal/uuid', uuid });
    journey.go('PaymentOption', uuid);
  };

  const retrieve = async () => {
    const input = details.formData as unknown as RecallInput;
    try {
      opened((await recall({ ...input, reference: input.reference.toUpperCase() })).uuid);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const uuid = (error.body as { error?: { uuid?: unknown } } | null)?.error?.uuid;
      if (error.code === 'expired' && typeof uuid === 'string') {
        dispatch({ type: 'proposal/uuid', uuid });
        setExpiredUuid(uuid);
      } else if (error.status === 422)
        setMessage(fieldMessagesInWords(details.showServerMessages(error.fields)));
      else setMessage(failureMessage(error));
    }
  };

  const update = async () => {
    if (!expiredUuid) return;
    const proposal = await getProposal(api, expiredUuid);
    const risk = { ...proposal.risk, cover_start_date: startDate.formData.cover_start_date };
    await createQuote({ uuid: proposal.uuid, version: proposal.version, risk });
    opened(proposal.uuid);
  };

  const onSubmit = async () => {
    setMessage(null);
    setAnswersRefused(false);
    if (form.submit().length > 0) return;
    setBusy(true);
    try {
      await (expiredUuid ? update() : retrieve());
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        const fields = error.fields.map((f) => ({ ...f, path: f.path.replace(/^risk\./, '') }));
        // A message on an answer the start-date form does not ask is one it cannot fix.
        setAnswersRefused(startDate.showServerMessages(fields).length > 0);
      } else setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card recall">
      <RecallIntro expired={expiredUuid !== null} />
      {message ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      {answersRefused && expiredUuid ? (
        <p className="notice notice--error" role="alert">
          {pageMessages.answers_need_changing}{' '}
          <Link to={journey.pathOf('QuoteEditForm', expiredUuid)}>{pageMessages.change_answers}</Link>
        </p>
      ) : null}
      {form.ready ? (
        <QuoteStepForm key={form.formProps.step.id} {...form.formProps} formContext={formContext}>
          <span />
        </QuoteStepForm>
      ) : (
        <QuestionsLoading failed={form.failed} />
      )}
      <BackAndNext
        form={form}
        back={{ label: 'Back', onPress: () => journey.go('QuoteCreateForm') }}
        next={{
          label: expiredUuid ? 'Update' : 'Retrieve Quote',
          onPress: () => void onSubmit(),
          disabled: busy,
          busy,
        }}
      />
    </div>
  );
}
