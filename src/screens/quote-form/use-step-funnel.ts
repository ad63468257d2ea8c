import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useFunnel } from '#api/funnel-context.tsx';
import type { Risk } from '#domain/contract/proposal.ts';
import { answeredQuestions, questionOf } from '#domain/funnel/question-paths.ts';
import { questionsOfStep } from '#domain/funnel/step-questions.ts';
import type { FieldMessage } from '#domain/schema/error-paths.ts';

/** How long typing rests before the answers are compared (one count per question, not per key). */
const SETTLE_MS = 800;

/**
 * The quote form's drop-off figures (docs/analytics.md): the open step reached; each question of it
 * the customer answers, and each message it shows by rule, once a visit; a step completed by a
 * Continue that passed. Only the names of steps, questions and rules are reported, never an answer.
 */
export function useStepFunnel(stepId: string, messages: readonly FieldMessage[], riskRef: RefObject<Risk>) {
  const funnel = useFunnel();
  useEffect(() => funnel.enter(stepId), [funnel, stepId]);

  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const { path, rule } of messages) {
      const question = questionOf(path);
      const key = `${stepId} ${question} ${rule}`;
      if (!rule || shown.current.has(key)) continue;
      shown.current.add(key);
      funnel.message(stepId, question, rule);
    }
  }, [funnel, stepId, messages]);

  const answered = useRef(new Set<string>());
  // The answers before a burst of changes are kept as they were (answers are never changed in place)
  // and compared once the typing rests, not walked on the change itself: a click or key stays quick.
  const pending = useRef<{ before: Risk; step: string; timer: number } | null>(null);
  const report = useCallback(() => {
    const change = pending.current;
    pending.current = null;
    if (!change) return;
    const asked = questionsOfStep(change.step);
    const before = answeredQuestions(change.before);
    for (const question of answeredQuestions(riskRef.current)) {
      if (before.has(question) || answered.current.has(question) || !asked.has(question)) continue;
      answered.current.add(question);
      funnel.question(change.step, question);
    }
  }, [funnel, riskRef]);
  useEffect(() => () => report(), [report]);

  /** The customer changed an answer; `before` is the answers as they were. */
  const changed = useCallback(
    (before: Risk) => {
      if (pending.current?.step !== stepId) {
        report();
        pending.current = { before, step: stepId, timer: 0 };
      }
      window.clearTimeout(pending.current.timer);
      pending.current.timer = window.setTimeout(report, SETTLE_MS);
    },
    [report, stepId],
  );

  const completed = useCallback(() => {
    report();
    funnel.complete(stepId);
  }, [funnel, report, stepId]);

  return { changed, completed };
}
