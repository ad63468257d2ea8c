import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '#api/api-context.tsx';
import { useCreateProposal } from '#api/create-proposal.ts';
import { useCreateQuote } from '#api/create-quote.ts';
import { createFormServices } from '#api/form-services.ts';
import { useUpdateProposal } from '#api/update-proposal.ts';
import type { Proposal, Risk } from '#domain/contract/proposal.ts';
import { applyEffects } from '#domain/effects/apply-effects.ts';
import { withoutCopiedEchoes } from '#domain/effects/copied-messages.ts';
import type { FormContext } from '#domain/form-services.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { quoteSteps } from '#forms/quote-steps.ts';
import { ErrorSummary } from '#forms/error-summary.tsx';
import { useStepErrors } from '#forms/use-step-errors.ts';
import { useAppState } from '#journey/app-state-context.tsx';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { Link } from '#journey/router.tsx';
import { PageActionError, usePageAction } from '#screens/shared/page-action.tsx';
import { formLists, formPartsLoaded, loadFormParts } from '#forms/form-parts.ts';
import { stepValidation } from '#step-validators';
import { finaliseRisk } from './finalise-risk';
import { removeDraft } from './quote-draft';
import { AlreadyHaveAQuote, QuoteFormIntro } from './quote-form-side';
import { scrollToFirstError, scrollToStep } from '#forms/scroll.ts';
import { StepPanel } from './step-panel';
import { afterNextPaint, noteInput, whenQuiet } from './when-quiet';
import { useQuoteAnswers } from './use-quote-answers';
import { useStepAsked } from './use-step-asked';
import { useStepFunnel } from './use-step-funnel';
import './quote-form.css';

const LAST = quoteSteps.length - 1;
/** A step's messages, without a copied answer's echo of its source's (the customer sees the source only). */
const validateStep = (index: number, risk: Risk) =>
  withoutCopiedEchoes(stepValidation(quoteSteps[index].id).validate(risk), quoteForm.effects, risk);

/**
 * The quote form (SPEC.md 2.6): create, or edit a saved proposal (loaded by the edit route), in five
 * accordion steps.
 */
export function QuoteFormScreen({ mode, proposal }: { mode: 'create' | 'edit'; proposal?: Proposal }) {
  const isEdit = mode === 'edit';
  const addressUuid = useUuid();
  const uuid = isEdit ? addressUuid : null;
  const journey = useJourney();
  const openAt = useStepAsked(isEdit);
  const api = useApi();
  const { dispatch } = useAppState();
  const createProposal = useCreateProposal();
  const updateProposal = useUpdateProposal();
  const createQuote = useCreateQuote();
  const services = useMemo(() => createFormServices(api), [api]);

  const { risk, riskRef, changeRisk, step, setStep, furthest, setFurthest } = useQuoteAnswers(
    uuid,
    proposal,
    LAST,
    openAt,
  );
  const action = usePageAction();
  const submitting = action.busy;
  const errors = useStepErrors(quoteSteps.length);
  const { hideUntouched } = errors;
  // Each step's own context: a widget that shows new questions (the van's) tells its own step, even
  // when the customer has opened another while it waited for the server.
  const formContexts = useMemo<FormContext[]>(
    () => quoteSteps.map((_, index) => ({ services, questionsShown: () => hideUntouched(index) })),
    [services, hideUntouched],
  );
  const visibleRef = useRef(errors.visible);
  visibleRef.current = errors.visible;
  const stepFunnel = useStepFunnel(quoteSteps[step].id, errors.visible[step], riskRef);
  const stepFunnelRef = useRef(stepFunnel);
  stepFunnelRef.current = stepFunnel;

  // A step's validators and lazy widgets are fetched as it opens, and those of the next step and of
  // every other step the customer can open as soon as they work in this one (not on arrival: the
  // first visit loads only the open step's). Their forms are then built ahead, hidden (decision 049).
  // A step shows with its reference lists in, and the long lists its type-ahead answers are named
  // from (decision 057): its selects never show "Loading..." and then all render again.
  const [ready, setReady] = useState<ReadonlySet<number>>(
    () =>
      new Set(
        quoteSteps.flatMap((s, i) =>
          formPartsLoaded(s.id) &&
          services.listsIn() &&
          formLists(s.id).every((name) => services.cachedList(name))
            ? [i]
            : [],
        ),
      ),
  );
  // On arrival what is below the open step (the steps after it, the Back, and on a phone the side
  // card) shows with its questions, not before: the open step grows from "Loading questions..." to
  // its form, and all that would move down as the customer reads (layout shift: Lighthouse's CLS
  // 0.03 on /quote/create).
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [arrived, setArrived] = useState(() => ready.has(step));
  if (!arrived && ready.has(step)) setArrived(true);
  const ensureReady = useCallback(
    async (indices: number[]) => {
      // A list that cannot be fetched leaves its answer without its name, not the step unshown.
      const typed = indices.flatMap((i) => formLists(quoteSteps[i].id));
      await Promise.all([
        ...indices.map((i) => loadFormParts(quoteSteps[i].id)),
        services.listsReady(),
        ...typed.map((name) => services.loadList(name).catch(() => undefined)),
      ]);
      // The step's form renders in slices, not in one task that blocks the page (docs/decisions/048).
      // Steps ready already (the open step on a page's arrival, decision 066) leave the state as it
      // is: a new set would render the whole screen again for nothing.
      startTransition(() =>
        setReady((previous) =>
          indices.every((i) => previous.has(i)) ? previous : new Set([...previous, ...indices]),
        ),
      );
    },
    [services],
  );
  useEffect(() => {
    const load = () =>
      ensureReady([step]).catch((error) => {
        console.warn('Step validators not loaded', error);
        // The step says so (with a reload); what is below it shows even so: the customer can still
        // move to another step.
        setFailed((previous) => new Set([...previous, step]));
        setArrived(true);
      });
    // A step opened by a press whose parts are not in yet: React runs this effect before the press
    // paints, and the first fetch of a chunk's files (Vite's preload of each) took 60-75 ms at 4x
    // there. The press paints the step opening ("Loading questions...") first (decision 053).
    if (formPartsLoaded(quoteSteps[step].id)) load();
    else afterNextPaint(load);
  }, [step, ensureReady]);
  const prefetched = useRef(-1);
  const opensNext = (index: number) => index !== step && (index === step + 1 || index <= furthest);
  const prefetchNext = () => {
    noteInput();
    if (prefetched.current === step) return;
    prefetched.current = step;
    const others = quoteSteps.flatMap((_, index) => (opensNext(index) ? [index] : []));
    // Once the customer is still, one step at a time: fetching a step's parts puts a link in the
    // page for each of its files (3-7 ms each at 4x, 40-90 ms a step), and done after the first
    // press's paint it held up the keys typed just after it (decision 083).
    for (const index of others)
      whenQuiet(() => {
        ensureReady([index]).catch((error) => console.warn('Step validators not loaded', error));
      });
  };

  // The create route starts a new quote: it forgets any proposal this browser was working on.
  useEffect(() => {
    dispatch({ type: 'proposal/uuid', uuid: isEdit ? uuid : null });
  }, [isEdit, uuid, dispatch]);

  const { revalidated, touched } = errors;
  const handlers = useMemo(
    () =>
      quoteSteps.map((_, index) => ({
        /** The answers with the effects of SPEC.md 4 carried out: the step's next change starts from them. */
        onChange(formData: Risk): Risk {
          const next = applyEffects(riskRef.current, formData, quoteForm.effects);
          stepFunnelRef.current.changed(riskRef.current);
          changeRisk(next);
          if (visibleRef.current[index].length > 0) revalidated(index, validateStep(index, next));
          return next;
        },
        onBlurField(id: string) {
          touched(index, id, () => validateStep(index, riskRef.current));
        },
      })),
    [revalidated, touched, riskRef, changeRisk],
  );

  const goTo = useCallback(
    (index: number) => {
      setStep(index);
      setFurthest((f) => Math.max(f, index));
      scrollToStep(index + 1);
    },
    [setStep, setFurthest],
  );

  const submit = async (answers: Risk) => {
    await ensureReady(quoteSteps.map((_, i) => i));
    for (let i = 0; i <= LAST; i++) {
      const messages = validateStep(i, answers);
      if (messages.length > 0) {
        revalidated(i, messages, true);
        setStep(i);
        scrollToFirstError();
        return;
      }
    }
    const finalRisk = finaliseRisk(answers);
    const saved =
      isEdit && proposal
        ? await updateProposal({ uuid: proposal.uuid, version: proposal.version, risk: finalRisk })
        : await createProposal(finalRisk);
    removeDraft(uuid);
    dispatch({ type: 'proposal/uuid', uuid: saved.uuid });
    const quoted = await createQuote({ uuid: saved.uuid });
    // The browser's Back from the quote goes to these answers, saved now (the edit form), not to a
    // new quote's empty form: the create form's place in the history becomes the edit form's.
    if (!isEdit) journey.go('QuoteEditForm', saved.uuid, { replace: true });
    journey.go(quoted.quote?.is_quoted ? 'PaymentOption' : 'Declined', saved.uuid);
  };

  const onContinue = (index: number) => {
    // The form reports every change (and the schema's defaults) as it happens: the answers are current.
    const next = riskRef.current;
    const messages = validateStep(index, next);
    revalidated(index, messages, true);
    if (messages.length > 0) {
      scrollToFirstError();
      return;
    }
    stepFunnel.completed();
    if (index < LAST) goTo(index + 1);
    else void action.run(() => submit(next));
  };

  return (
    <div
      className="quote-form"
      onPointerDownCapture={prefetchNext}
      onKeyDownCapture={prefetchNext}
      onInputCapture={prefetchNext}
    >
      <div className="quote-form__main">
        <QuoteFormIntro />
        <PageActionError message={action.message} />
        {quoteSteps.slice(0, arrived ? quoteSteps.length : step + 1).map((s, index) => (
          <StepPanel
            key={s.id}
            step={s}
            open={index === step}
            ready={ready.has(index)}
            failed={failed.has(index)}
            next={opensNext(index)}
            reachable={index <= furthest}
            done={index < furthest || (isEdit && index !== step)}
            formData={risk}
            extraErrors={errors.errorSchemas[index]}
            summary={
              <ErrorSummary
                messages={errors.failed[index]}
                attempt={errors.attempts[index]}
                scope={`#step-${s.number}-panel`}
              />
            }
            formContext={formContexts[index]}
            onOpen={() => index <= furthest && setStep(index)}
            onChange={handlers[index].onChange}
            onBlurField={handlers[index].onBlurField}
          >
            <div className="button-row step-panel__buttons">
              {index > 0 ? (
                <button type="button" className="button button--secondary" onClick={() => goTo(index - 1)}>
                  Back
                </button>
              ) : (
                <span />
              )}
              <button
                type="button"
                className="button"
                onClick={() => onContinue(index)}
                disabled={submitting}
                aria-busy={submitting && index === LAST}
              >
                {index === LAST ? (submitting ? 'Getting your quote...' : 'Get my quote') : 'Continue'}
              </button>
            </div>
          </StepPanel>
        ))}
        {arrived ? (
          <div className="button-row">
            <Link className="button button--secondary" to={journey.pathOf('Assumptions', uuid)}>
              Back
            </Link>
          </div>
        ) : null}
      </div>
      {arrived ? <AlreadyHaveAQuote /> : null}
    </div>
  );
}
