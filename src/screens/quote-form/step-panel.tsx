import type { ErrorSchema } from '@rjsf/utils';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from '#widgets/shared/icons.tsx';
import { QuestionsLoading } from '#screens/shared/questions-loading.tsx';
import { whenQuiet } from './when-quiet';
import type { FormContext } from '#domain/form-services.ts';
// The form library and widgets arrive in their own chunk, so the page's headings and notice show
// first; the chunk is asked for as soon as this module runs, alongside the step's validators, not
// after them, and the page announces its files with the route's (scripts/route-preload-plugin.ts).
const formModule = import(/* with the route */ '#forms/quote-step-form.tsx');
formModule.catch(() => undefined); // a failed fetch shows when the form renders
const QuoteStepForm = lazy(() => formModule.then((m) => ({ default: m.QuoteStepForm })));
import type { QuoteStep } from '#forms/quote-steps.ts';
import type { QuoteStepFormProps } from '#forms/quote-step-form.tsx';

/**
 * A step's form, kept mounted while its step is closed (decision 047). A closed step renders
 * nothing new: the answers it would show are kept by the quote form, and it takes them (with any
 * change an effect made meanwhile) when it opens again. So typing in the open step re-renders only
 * the open step, and reopening a step is showing it, not building it again.
 */
const KeptStepForm = memo(
  function KeptStepForm(props: QuoteStepFormProps & { open: boolean }) {
    const { open: _open, ...form } = props;
    return <QuoteStepForm {...form} />;
  },
  (before, after) => !before.open && !after.open,
);

interface StepPanelProps {
  step: QuoteStep;
  open: boolean;
  /** The step's validators are loaded, so its form can show. */
  ready: boolean;
  /** The step's validators could not be fetched: it says so instead of "Loading questions...". */
  failed: boolean;
  /**
   * The customer can open the step next (it follows the open one, or was reached before): once
   * its validators are in and the customer has been still for a moment, its form is built hidden
   * (when-quiet.ts), so Continue or its
   * header shows it instead of building it (decision 049).
   */
  next?: boolean;
  /** The header can be used to reach this step (it is not beyond the furthest step reached). */
  reachable: boolean;
  done: boolean;
  formData: Record<string, unknown>;
  extraErrors: ErrorSchema;
  formContext: FormContext;
  onOpen(): void;
  onChange(formData: Record<string, unknown>): Record<string, unknown> | void;
  onBlurField(id: string): void;
  /** Shown above the questions: the step's error summary after a failed Continue. */
  summary?: ReactNode;
  children: ReactNode;
}

interface StepHeaderProps {
  step: QuoteStep;
  open: boolean;
  done: boolean;
  disabled: boolean;
  onOpen(): void;
  headingId: string;
  panelId: string;
}

/**
 * A step's header button (its number or tick, title and chevron). Memoised: every change to the
 * answers renders the quote form's screen again, and the five headers only change as steps open
 * and are done.
 */
const StepHeader = memo(function StepHeader(props: StepHeaderProps) {
  const { step, open, done, disabled, onOpen, headingId, panelId } = props;
  return (
    <h2 className="step-panel__heading" id={headingId}>
      <button
        type="button"
        className="step-panel__header"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={onOpen}
      >
        <span className={`step-panel__number${done ? ' step-panel__number--done' : ''}`} aria-hidden="true">
          {done && !open ? <Icon name="check" /> : step.number}
        </span>
        <span className="step-panel__title">
          <span className="visually-hidden">Step {step.number}: </span>
          {step.title}
          {done && !open ? <span className="visually-hidden"> (completed)</span> : null}
        </span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} className="step-panel__chevron" />
      </button>
    </h2>
  );
});

/**
 * One accordion section of the quote form: a header button and, when open, the step's form. A step
 * opened once keeps its form in the page, hidden while the step is closed (decision 047).
 */
export function StepPanel(props: StepPanelProps) {
  const { step, open, reachable, done, children } = props;
  // The screen hands a new onOpen on every render; the header keeps one that calls the newest.
  const latestOpen = useRef(props.onOpen);
  latestOpen.current = props.onOpen;
  const openStep = useCallback(() => latestOpen.current(), []);
  const showing = open && props.ready;
  const [kept, setKept] = useState(showing);
  if (showing && !kept) setKept(true);
  const buildAhead = Boolean(props.next && props.ready && !kept);
  useEffect(() => {
    if (!buildAhead) return;
    return whenQuiet(() => startTransition(() => setKept(true)));
  }, [buildAhead]);
  const headingId = `step-${step.number}-heading`;
  const panelId = `step-${step.number}-panel`;
  return (
    <section className={`step-panel${open ? ' step-panel--open' : ''}`} aria-labelledby={headingId}>
      <StepHeader
        step={step}
        open={open}
        done={done}
        disabled={!reachable && !open}
        onOpen={openStep}
        headingId={headingId}
        panelId={panelId}
      />
      <div id={panelId} className="step-panel__body" hidden={!open}>
        {open && !props.ready ? <QuestionsLoading failed={props.failed} /> : null}
        {showing ? props.summary : null}
        {showing || kept ? (
          <Suspense fallback={<QuestionsLoading failed={false} />}>
            <KeptStepForm
              open={open}
              step={step}
              formData={props.formData}
              extraErrors={props.extraErrors}
              formContext={props.formContext}
              onChange={props.onChange}
              onBlurField={props.onBlurField}
            >
              {children}
            </KeptStepForm>
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
