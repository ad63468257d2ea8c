/**
 * A step form's next change starts from the answers its owner kept after the one before (the quote
 * form's screen carries out the effects of SPEC.md 4: a postcode copied, a question cleared), even
 * while those answers have not come back to it yet. Keys typed faster than the screen renders each
 * came in before the last one's answers were back, and an answer the screen had changed went back:
 * a van kept away from home was saved with "LS6 3A" for the "LS6 3AW" the customer typed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { QuoteStepForm } from '#forms/quote-step-form.tsx';
import { quoteSteps, type QuoteStep } from '#forms/quote-steps.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { servicesWithEveryList } from './support/step-under-test';

type Answers = Record<string, unknown>;
const step = quoteSteps.find((s) => s.id === '3-policy-holder-details') as QuoteStep;
const forenameOf = (answers: Answers) =>
  (answers.drivers as { proposer: { forename?: unknown } }).proposer.forename;

/** A screen that keeps each change with one of its own, and renders neither before the next key. */
function SlowScreen({ reports }: { reports: Answers[] }) {
  const [initial] = useState(completeRisk);
  const [formContext] = useState(() => ({ services: servicesWithEveryList() }));
  return (
    <QuoteStepForm
      step={step}
      formData={initial}
      extraErrors={{}}
      formContext={formContext}
      onChange={(next) => {
        reports.push(next);
        const drivers = next.drivers as { proposer: Answers };
        return { ...next, drivers: { ...drivers, proposer: { ...drivers.proposer, forename: 'Kept' } } };
      }}
      onBlurField={() => undefined}
    >
      <span />
    </QuoteStepForm>
  );
}

it("starts each change from the answers the screen kept, not from the form's older copy", async () => {
  const user = userEvent.setup();
  const reports: Answers[] = [];
  render(<SlowScreen reports={reports} />);
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'x');
  expect(forenameOf(reports.at(-1)!)).toBe('Sam');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'y');
  expect(forenameOf(reports.at(-1)!)).toBe('Kept');
  expect(reports.at(-1)!.contact_details).toMatchObject({ email: expect.stringMatching(/x$/) });
});
