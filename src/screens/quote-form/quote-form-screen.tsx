import type Form from '@rjsf/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { HttpError } from '../../api/client';
import { createFormServices } from '../../api/form-services';
import { createProposal, fetchProposal, updateProposal, type Proposal } from '../../api/proposal';
import { createQuote } from '../../api/quote';
import { useAppState } from '../../app/app-state-context';
import { pathOf, routeNameOf } from '../../app/route-table';
import type { FormContext } from '../../domain/form-services';
import { applyEffects } from '../../forms/effects/apply-effects';
import { quoteFormEffects, quoteSteps } from '../../forms/quote-steps';
import { useStepErrors } from '../../forms/use-step-errors';
import { isStepValidationLoaded, loadStepValidation, stepValidation } from '#step-validators';
import { finaliseRisk } from './finalise-risk';
import { readDraft, removeDraft, writeDraft } from './quote-draft';
import { AlreadyHaveAQuote, ProviderNotice } from './quote-form-side';
import { scrollToFirstError, scrollToStep } from './scroll';
import { StepPanel } from './step-panel';
import './quote-form.css';

type Risk = Record<string, unknown>;
const LAST = quoteSteps.length - 1;
const validateStep = (index: number, risk: Risk) => stepValidation(quoteSteps[index].id).validate(risk);

/** The quote form (SPEC.md 2.6): create, or edit a saved proposal, in five accordion steps. */
export default function QuoteFormScreen() {
  const isEdit = routeNameOf(useLocation().pathname) === 'QuoteEditForm';
  const [params] = useSearchParams();
  const uuid = isEdit ? params.get('uuid') : null;
  const navigate = useNavigate();
  const api = useApi();
  const { dispatch } = useAppState();
  const services = useMemo(() => createFormServices(api), [api]);
  const formContext = useMemo<FormContext>(() => ({ services }), [services]);

  const initialDraft = useMemo(() => readDraft(uuid), [uuid]);
  const [risk, setRisk] = useState<Risk>(initialDraft?.risk ?? {});
  const [step, setStep] = useState(initialDraft?.step ?? 0);
  const [furthest, setFurthest] = useState(initialDraft?.furthestStep ?? 0);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'missing'>(isEdit ? 'loading' : 'ready');
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const errors = useStepErrors(quoteSteps.length);
  const riskRef = useRef(risk);
  riskRef.current = risk;
  const visibleRef = useRef(errors.visible);
  visibleRef.current = errors.visible;
  const formRefs = useRef<(Form | null)[]>([]);

  // A step's validators are fetched as it (or the step before it) opens.
  const [ready, setReady] = useState<ReadonlySet<number>>(
    () => new Set(quoteSteps.flatMap((s, i) => (isStepValidationLoaded(s.id) ? [i] : []))),
  );
  const ensureReady = useCallback(async (indices: number[]) => {
    await Promise.all(indices.map((i) => loadStepValidation(quoteSteps[i].id)));
    setReady((previous) => new Set([...previous, ...indices]));
  }, []);
  useEffect(() => {
    ensureReady([step, Math.min(step + 1, LAST)]).catch((error) =>
      console.warn('Step validators not loaded', error),
    );
  }, [step, ensureReady]);

  // The create route starts a new quote: it forgets any proposal this browser was working on.
  useEffect(() => {
    if (!isEdit) dispatch({ type: 'proposal/uuid', uuid: null });
  }, [isEdit, dispatch]);

  useEffect(() => {
    if (!isEdit) return;
    if (!uuid) {
      setLoadState('missing');
      return;
    }
    let cancelled = false;
    fetchProposal(api, uuid)
      .then((loaded) => {
        if (cancelled) return;
        setProposal(loaded);
        dispatch({ type: 'proposal/uuid', uuid });
        const draft = readDraft(uuid);
        if (draft && draft.baseVersion === loaded.version) {
          setRisk(draft.risk);
          setStep(draft.step);
          setFurthest(draft.furthestStep);
        } else {
          setRisk(loaded.risk);
          setStep(0);
          setFurthest(LAST);
        }
        setLoadState('ready');
      })
      .catch((error) => {
        console.warn('The proposal could not be loaded', error);
        if (!cancelled) setLoadState('missing');
      });
    return () => {
      cancelled = true;
    };
  }, [isEdit, uuid, api, dispatch]);

  // Autosave, a moment after the last change.
  useEffect(() => {
    if (loadState !== 'ready') return;
    const timer = window.setTimeout(
      () => writeDraft(uuid, { risk, step, furthestStep: furthest, baseVersion: proposal?.version }),
      250,
    );
    return () => window.clearTimeout(timer);
  }, [risk, step, furthest, uuid, proposal, loadState]);

  const { revalidated, touched } = errors;
  const handlers = useMemo(
    () =>
      quoteSteps.map((_, index) => ({
        onChange(formData: Risk) {
          const next = applyEffects(riskRef.current, formData, quoteFormEffects);
          riskRef.current = next;
          setRisk(next);
          if (visibleRef.current[index].length > 0) revalidated(index, validateStep(index, next));
        },
        onBlurField(id: string) {
          touched(index, id, validateStep(index, riskRef.current));
        },
      })),
    [revalidated, touched],
  );

  const goTo = useCallback((index: number) => {
    setStep(index);
    setFurthest((f) => Math.max(f, index));
    scrollToStep(index + 1);
  }, []);

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
    setSubmitting(true);
    setSubmitError(null);
    try {
      const finalRisk = finaliseRisk(answers);
      const saved =
        isEdit && proposal
          ? await updateProposal(api, { uuid: proposal.uuid, version: proposal.version, risk: finalRisk })
          : await createProposal(api, finalRisk);
      removeDraft(isEdit ? uuid : null);
      dispatch({ type: 'proposal/uuid', uuid: saved.uuid });
      const quoted = await createQuote(api, { uuid: saved.uuid });
      navigate(pathOf(quoted.quote?.is_quoted ? 'PaymentOption' : 'Declined', saved.uuid));
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        setSubmitError(error.fields.map((f) => f.message).join(' ') || error.message);
      } else if (error instanceof HttpError && error.status === 409) {
        setSubmitError(
          'This quote was changed in another window. Reload the page to see the latest answers.',
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onContinue = (index: number) => {
    const formData = (formRefs.current[index]?.state.formData as Risk | undefined) ?? riskRef.current;
    const next = applyEffects(riskRef.current, formData, quoteFormEffects);
    riskRef.current = next;
    setRisk(next);
    const messages = validateStep(index, next);
    revalidated(index, messages, true);
    if (messages.length > 0) {
      scrollToFirstError();
      return;
    }
    if (index < LAST) goTo(index + 1);
    else void submit(next);
  };

  if (loadState === 'loading') return null;
  if (loadState === 'missing') {
    return (
      <div className="card">
        <h1>We couldn't open this quote</h1>
        <p>
          This quote can't be opened in this browser. To carry on with it, retrieve it with your quote
          reference, postcode and date of birth, or start a new quote.
        </p>
        <div className="button-row">
          <Link className="button" to={pathOf('Recall')}>
            Retrieve a Quote
          </Link>
          <Link className="button button--secondary" to={pathOf('QuoteCreateForm')}>
            Start a new quote
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="quote-form">
      <div className="quote-form__main">
        <h1>Your details</h1>
        <ProviderNotice />
        {submitError ? (
          <p className="error-message quote-form__submit-error" role="alert">
            {submitError}
          </p>
        ) : null}
        {quoteSteps.map((s, index) => (
          <StepPanel
            key={s.id}
            step={s}
            open={index === step}
            ready={ready.has(index)}
            reachable={index <= furthest}
            done={index < furthest || (isEdit && index !== step)}
            formRef={(form) => {
              formRefs.current[index] = form;
            }}
            formData={risk}
            extraErrors={errors.errorSchemas[index]}
            formContext={formContext}
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
        <div className="button-row">
          <Link className="button button--secondary" to={pathOf('Assumptions', uuid ?? undefined)}>
            Back
          </Link>
        </div>
      </div>
      <AlreadyHaveAQuote />
    </div>
  );
}
