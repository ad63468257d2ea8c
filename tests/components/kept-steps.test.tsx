import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pageMessages from '#schemas/page-messages.json';
import { completeRisk } from '#tests/support/examples.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';
import { quotedProposal } from './support/scenes';

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

const header = (title: RegExp) => screen.getByRole('button', { name: title });
const panel = (n: number) => document.getElementById(`step-${n}-panel`)!;

/** A saved proposal open for editing: every step can be opened from its header. */
async function renderEdit() {
  const proposal = await quotedProposal(api, completeRisk());
  renderRoute(`/quote/edit?uuid=${proposal.uuid}`);
  await screen.findByLabelText('What is the van worth today (£)?', {}, { timeout: 15_000 });
  return userEvent.setup();
}

/** Every id that more than one element of the page has. */
function duplicateIds(): string[] {
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]'))
    seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}

describe('Closed steps stay in the page, hidden (decision 047)', () => {
  it('reopening a step shows the same questions with the answers typed before', async () => {
    const user = await renderEdit();
    await user.click(header(/Policy Holder Details/));
    const surname = await within(panel(3)).findByLabelText('Last name');
    await user.clear(surname);
    await user.type(surname, 'Smith');
    await user.click(header(/About Your Van/));
    await waitFor(() => expect(panel(3)).not.toBeVisible());
    // Closed, the step's questions are still there (hidden), answers and all.
    expect(surname).toBeInTheDocument();
    expect(surname).toHaveValue('Smith');
    await user.click(header(/Policy Holder Details/));
    await waitFor(() => expect(panel(3)).toBeVisible());
    expect(within(panel(3)).getByLabelText('Last name')).toBe(surname);
    expect(surname).toHaveValue('Smith');
  });

  it('keeps every id unique and only the open step visible with all five steps opened', async () => {
    const user = await renderEdit();
    for (const title of [
      /Your Driving History/,
      /Policy Holder Details/,
      /Additional Drivers/,
      /Cover Requirements/,
    ]) {
      await user.click(header(title));
      await waitFor(() => expect(header(title)).toHaveAttribute('aria-expanded', 'true'));
      await within(document.querySelector<HTMLElement>('.step-panel--open')!).findAllByRole('button', {
        name: 'Back',
      });
    }
    expect(document.querySelectorAll('.quote-step-form')).toHaveLength(5);
    expect(duplicateIds()).toEqual([]);
    expect([1, 2, 3, 4, 5].filter((n) => panel(n).hidden)).toEqual([1, 2, 3, 4]);
    // Only the open step's controls are there for the customer (and assistive technology).
    expect(screen.queryAllByRole('button', { name: 'Continue' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Get my quote' })).toHaveLength(1);
  });

  it("a failed Continue lists, and takes focus to, the open step's problems only", async () => {
    const user = await renderEdit();
    // A message left showing on step 1, which is then closed.
    const mileage = screen.getByLabelText('What is the current mileage?');
    await user.clear(mileage);
    await user.tab();
    await waitFor(() => expect(panel(1).querySelector('.field__error')).not.toBeNull());
    await user.click(header(/Policy Holder Details/));
    const surname = await within(panel(3)).findByLabelText('Last name');
    await user.clear(surname);
    await user.click(within(panel(3)).getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: pageMessages.error_summary_title });
    expect(panel(3)).toContainElement(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`#${surname.id}`]);
    await waitFor(() => expect(surname).toHaveFocus());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('builds the steps the customer can open next hidden once they work in the open one, and Continue shows that form', async () => {
    const user = await renderEdit();
    expect(panel(2).querySelector('.quote-step-form')).toBeNull();
    // Working in step 1 fetches step 2's validators; once idle, step 2's form is built, hidden.
    await user.click(screen.getByLabelText('What is the current mileage?'));
    await waitFor(() => expect(panel(2).querySelector('.quote-step-form')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(panel(2).hidden).toBe(true);
    // Editing, every step has been reached: each is built, hidden, for its header to show at once.
    await waitFor(() => expect(document.querySelectorAll('.quote-step-form')).toHaveLength(5), {
      timeout: 10_000,
    });
    expect([2, 3, 4, 5].every((n) => panel(n).hidden)).toBe(true);
    const built = panel(2).querySelector('.quote-step-form');
    await user.click(within(panel(1)).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(panel(2)).toBeVisible());
    expect(panel(2).querySelector('.quote-step-form')).toBe(built);
    expect(duplicateIds()).toEqual([]);
  });
});
