import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#journey/app-state.ts';
import pageMessages from '#schemas/page-messages.json';
import { completeRisk } from '#tests/support/examples.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

/** Every id named by aria-describedby / aria-labelledby / aria-controls that no element has. */
function danglingReferences(): string[] {
  const missing: string[] = [];
  for (const attribute of ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-errormessage'])
    for (const element of document.querySelectorAll(`[${attribute}]`))
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean))
        if (!document.getElementById(id))
          missing.push(`${attribute}="${id}" on ${element.outerHTML.slice(0, 80)}`);
  return missing;
}

/** Answers the customer left unanswered on step 1 after finding the van: every kind of control. */
const UNANSWERED = [
  'weight',
  'body_type',
  'date_purchased',
  'estimated_value',
  'has_alarm',
  'has_tracker',
  'security_items',
  'hazardous_goods',
  'overnight_vehicle_location',
  'kept_at_home',
  'is_registered_keeper',
];

/** The create form, on step 1 with the van found but the questions after it unanswered (a saved draft). */
function renderStepOneHalfDone() {
  const vehicle = { ...(completeRisk().vehicle as Record<string, unknown>) };
  for (const key of UNANSWERED) delete vehicle[key];
  localStorage.setItem('vq.draft.new', JSON.stringify({ risk: { vehicle }, step: 0, furthestStep: 0 }));
  localStorage.setItem(STORAGE_KEYS.assumptionsAccepted, 'true');
  renderRoute('/quote/create');
}

async function failedContinue() {
  const user = userEvent.setup();
  renderStepOneHalfDone();
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByText('Please enter the weight (KG) of the vehicle.');
  return user;
}

describe('Form accessibility (issue 11.11, WCAG 2.2 AA)', () => {
  it('marks every control with a message invalid and describes it by that message', async () => {
    await failedContinue();
    const messages = [...document.querySelectorAll<HTMLElement>('.quote-step-form .field__error')];
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) {
      const describedBy = document.querySelectorAll(`[aria-describedby~="${CSS.escape(message.id)}"]`);
      expect(describedBy.length, `nothing is described by "${message.textContent}"`).toBeGreaterThan(0);
      const field = message.closest<HTMLElement>('[data-field]');
      const controls = field?.querySelectorAll('input:not([type=hidden]), select, textarea') ?? [];
      for (const control of controls) {
        // A radio button's state is its group's (ARIA: aria-invalid belongs to the radiogroup).
        const invalid = control.matches('[type=radio]') ? control.closest('[role=radiogroup]') : control;
        expect(invalid, `${control.id} beside "${message.textContent}"`).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      }
    }
    expect(danglingReferences()).toEqual([]);
  });

  it('names no description, label or control that does not exist, before or after messages show', async () => {
    renderRoute('/quote/create');
    await screen.findByRole('button', { name: 'Continue' });
    expect(danglingReferences()).toEqual([]);
  });

  it('after a failed Continue, lists the problems with links that take focus to each question', async () => {
    const user = await failedContinue();
    const summary = await screen.findByRole('alert', { name: pageMessages.error_summary_title });
    const links = within(summary).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    // Each link names its question before its message.
    for (const link of links) expect(link.querySelector('.error-summary__question')).toHaveTextContent(/\S/);
    expect(links.map((l) => l.textContent)).toContain(
      "What is the van's gross vehicle weight (kg)? Please enter the weight (KG) of the vehicle.",
    );
    const last = links.at(-1)!;
    await user.click(last);
    const target = document.getElementById(decodeURIComponent(last.getAttribute('href')!.slice(1)));
    expect(target).not.toBeNull();
    await waitFor(() => expect(target!.contains(document.activeElement)).toBe(true));
  });

  it('help texts open from the keyboard and close on Escape, giving focus back to their button', async () => {
    const user = userEvent.setup();
    renderStepOneHalfDone();
    const toggle = (await screen.findAllByRole('button', { name: /^Help with:/ }))[0];
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
