/**
 * The quote form's handlers read the newest answers from a ref (use-quote-answers.ts). A change
 * given in a transition is in it at once, and an urgent render of the older answers before that
 * transition commits (a press elsewhere) does not take it back: Continue then checks what the
 * customer sees.
 */
import { startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Risk } from '#domain/contract/proposal.ts';
import { useQuoteAnswers } from '#screens/quote-form/use-quote-answers.ts';
import { renderOutsideAct } from './support/outside-act';

renderOutsideAct();
beforeEach(() => localStorage.clear());

it('keeps a change given in a transition through an urgent render of the older answers', () => {
  let answers: ReturnType<typeof useQuoteAnswers> | undefined;
  let press: () => void = () => undefined;
  function Screen() {
    answers = useQuoteAnswers(null, undefined, 4);
    const [presses, setPresses] = useState(0);
    press = () => setPresses(presses + 1);
    return <p>{presses}</p>;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<Screen />));

  const typed = { vehicle: { registration: 'AB12CDE' } } as unknown as Risk;
  startTransition(() => {
    answers?.changeRisk(typed);
  });
  expect(answers?.riskRef.current).toBe(typed);
  // A press renders the screen at once, with the answers the transition has not committed yet.
  flushSync(() => press());
  expect(container.textContent).toBe('1');
  expect(answers?.risk).not.toBe(typed);
  expect(answers?.riskRef.current).toBe(typed);
  root.unmount();
});

/** The quote form's answers, mounted on their own, with `typed` given as a change. */
function answersChangedTo(typed: Risk) {
  let answers: ReturnType<typeof useQuoteAnswers> | undefined;
  function Screen() {
    answers = useQuoteAnswers(null, undefined, 4);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Screen />));
  flushSync(() => answers?.changeRisk(typed));
  return { answers: () => answers, unmount: () => root.unmount() };
}

it('saves the newest change at once when the page goes, not only a moment after it', () => {
  const typed = { vehicle: { vehicle_value: 19250 } } as unknown as Risk;
  const mounted = answersChangedTo(typed);
  flushSync(() => mounted.answers()?.setStep(1));
  expect(localStorage.getItem('vq.draft.new')).toBeNull();

  // A reload (or a closed tab) within the moment the draft waits for.
  window.dispatchEvent(new Event('pagehide'));
  const saved = JSON.parse(localStorage.getItem('vq.draft.new') ?? '{}') as { risk: Risk; step: number };
  expect(saved.risk).toEqual(typed);
  expect(saved.step).toBe(1);
  mounted.unmount();
});

it('saves the newest change at once when the page is hidden (a phone moving it to the background)', () => {
  const typed = { vehicle: { vehicle_value: 21000 } } as unknown as Risk;
  const mounted = answersChangedTo(typed);
  const visibility = vi.spyOn(document, 'visibilityState', 'get');

  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(localStorage.getItem('vq.draft.new')).toBeNull();
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(JSON.parse(localStorage.getItem('vq.draft.new') ?? '{}')).toMatchObject({ risk: typed });
  visibility.mockRestore();
  mounted.unmount();
});
