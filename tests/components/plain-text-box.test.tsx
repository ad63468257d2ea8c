import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { quoteSteps, type QuoteStep } from '#forms/quote-steps.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { servicesWithEveryList, StepUnderTest } from './support/step-under-test';

/*
 * A question with no widget of its own (the email address, a business name, a claim's "what
 * happened") is the text box every widget uses (base-input-template.tsx), not RJSF's own.
 */

const step = quoteSteps.find((s) => s.id === '3-policy-holder-details') as QuoteStep;
const services = servicesWithEveryList();

function renderStep(formData: Record<string, unknown>, extraErrors = {}) {
  const onChange = vi.fn();
  render(
    <StepUnderTest
      step={step}
      initial={formData}
      extraErrors={extraErrors}
      services={services}
      onChange={onChange}
    />,
  );
  return { onChange, email: screen.getByRole('textbox', { name: 'Email address' }) };
}

/** The email answer the form was last given. */
const lastEmail = (onChange: ReturnType<typeof vi.fn>) =>
  (onChange.mock.lastCall?.[0] as { contact_details?: { email?: unknown } }).contact_details?.email;

describe('a plain text question (base-input-template.tsx)', () => {
  it('is an email box that the browser can fill in, in the controls’ style', () => {
    const { email } = renderStep(completeRisk());
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveClass('vq-control', 'vq-control--wide');
    expect(email).toHaveValue((completeRisk().contact_details as { email: string }).email);
    expect(email).not.toHaveAttribute('label');
    expect(email).not.toHaveAttribute('aria-describedby');
  });

  it('gives the form what is typed, and no answer once emptied', async () => {
    const user = userEvent.setup();
    const { onChange, email } = renderStep(completeRisk());
    await user.clear(email);
    await user.type(email, 'sam@example.co.uk');
    await waitFor(() => expect(lastEmail(onChange)).toBe('sam@example.co.uk'));
    await user.clear(email);
    await user.tab();
    await waitFor(() => expect(lastEmail(onChange)).toBeUndefined());
  });

  it('is described by its message, and by nothing that is not in the page', () => {
    const message = 'Please provide a valid email.';
    const { email } = renderStep(completeRisk(), { contact_details: { email: { __errors: [message] } } });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(email.getAttribute('aria-describedby')).toBe(`${email.id}__error`);
  });
});
