/**
 * The quote form's handlers read the newest answers from a ref (use-quote-answers.ts). A change
 * given in a transition is in it at once, and an urgent render of the older answers before that
 * transition commits (a press elsewhere) does not take it back: Continue then checks what the
 * customer sees.
 */
import { startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { beforeEach, expect, it } from 'vitest';
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
  startTransition(() => answers?.changeRisk(typed));
  expect(answers?.riskRef.current).toBe(typed);
  // A press renders the screen at once, with the answers the transition has not committed yet.
  flushSync(() => press());
  expect(container.textContent).toBe('1');
  expect(answers?.risk).not.toBe(typed);
  expect(answers?.riskRef.current).toBe(typed);
  root.unmount();
});
