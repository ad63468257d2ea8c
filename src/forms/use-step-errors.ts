import { useCallback, useMemo, useState } from 'react';
import type { FieldMessage } from '#domain/schema/error-paths.ts';
import { afterPointerRelease } from './after-pointer-release';
import { pathOfFieldId, toErrorSchema, visibleMessages } from './error-schema';

interface StepErrorState {
  messages: FieldMessage[];
  touched: Set<string>;
  /** The questions the last failed Continue named (their paths), or null before one (visibleMessages). */
  named: ReadonlySet<string> | null;
  /** Continues that showed all the step's messages (the error summary reads the page again on each). */
  attempts: number;
}

const NONE: FieldMessage[] = [];
const empty = (): StepErrorState => ({ messages: [], touched: new Set(), named: null, attempts: 0 });

/**
 * Which messages each step shows (SPEC.md 5): a field's message appears once it was touched and
 * validated (on blur); a failed Continue shows every message of the step, and each stays while its
 * answer still breaks a rule.
 */
export function useStepErrors(stepCount: number) {
  const [states, setStates] = useState<StepErrorState[]>(() => Array.from({ length: stepCount }, empty));

  const update = useCallback((index: number, change: (s: StepErrorState) => StepErrorState) => {
    setStates((all) => all.map((s, i) => (i === index ? change(s) : s)));
  }, []);

  /**
   * A field lost focus: mark it touched and refresh the step's messages, worked out when they show
   * (after a pressed pointer is released, so a message never moves the button being clicked).
   */
  const touched = useCallback(
    (index: number, fieldId: string, messages: () => FieldMessage[]) =>
      afterPointerRelease(() =>
        update(index, (s) => ({
          ...s,
          messages: messages(),
          touched: new Set(s.touched).add(pathOfFieldId(fieldId)),
        })),
      ),
    [update],
  );

  /** Fresh messages for the step (after a change while messages show, or on Continue). */
  const revalidated = useCallback(
    (index: number, messages: FieldMessage[], showAll?: boolean) =>
      update(index, (s) => ({
        ...s,
        messages,
        named: showAll ? new Set(messages.map((m) => m.path)) : s.named,
        attempts: showAll ? s.attempts + 1 : s.attempts,
      })),
    [update],
  );

  /** The step shows only the messages of questions touched since, until its next Continue. */
  const hideUntouched = useCallback(
    (index: number) => update(index, (s) => (s.named ? { ...s, named: null } : s)),
    [update],
  );

  const visible = useMemo(() => states.map((s) => visibleMessages(s.messages, s.touched, s.named)), [states]);
  const errorSchemas = useMemo(() => visible.map(toErrorSchema), [visible]);
  /** Each step's messages after a failed Continue (its error summary), else none. */
  const failed = useMemo(() => states.map((s, i) => (s.named ? visible[i] : NONE)), [states, visible]);
  const attempts = useMemo(() => states.map((s) => s.attempts), [states]);

  return { visible, errorSchemas, failed, attempts, touched, revalidated, hideUntouched };
}
