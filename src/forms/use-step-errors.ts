import { useCallback, useMemo, useState } from 'react';
import type { FieldMessage } from '#domain/schema/error-paths.ts';
import { afterPointerRelease } from './after-pointer-release';
import { pathOfFieldId, toErrorSchema, visibleMessages } from './error-schema';

interface StepErrorState {
  messages: FieldMessage[];
  touched: Set<string>;
  showAll: boolean;
}

const NONE: FieldMessage[] = [];
const empty = (): StepErrorState => ({ messages: [], touched: new Set(), showAll: false });

/**
 * Which messages each step shows (SPEC.md 5): a field's message appears once it was touched and
 * validated (on blur); a failed Continue shows every message of the step.
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
      update(index, (s) => ({ ...s, messages, showAll: showAll ?? s.showAll })),
    [update],
  );

  const visible = useMemo(
    () => states.map((s) => visibleMessages(s.messages, s.touched, s.showAll)),
    [states],
  );
  const errorSchemas = useMemo(() => visible.map(toErrorSchema), [visible]);
  /** Each step's messages after a failed Continue (its error summary), else none. */
  const failed = useMemo(() => states.map((s, i) => (s.showAll ? visible[i] : NONE)), [states, visible]);

  return { visible, errorSchemas, failed, touched, revalidated };
}
