import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isoToDisplay } from '#domain/dates.ts';
import { setAt } from '#domain/effects/data-paths.ts';
import { resolveExampleDates } from '#domain/schema/example-dates.ts';
import { draftKey } from '#screens/quote-form/quote-draft.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { startApiBridge, type ApiBridge } from './support/api-bridge';
import { renderRoute } from './support/render-route';

/*
 * Decision 055: a saved claim, conviction or medical condition whose answers are sound reads back as
 * one line (the answers ui:options.summary names) with Change and Remove; a half-answered one, and a
 * new one, show their questions; Change shows them with the saved answers and puts the customer in
 * the first.
 */

let api: ApiBridge;
beforeAll(async () => {
  api = await startApiBridge();
});
afterAll(() => api.close());

const accident = {
  type_of_claim: 'A',
  claim_date: '$today-1y',
  total_cost_of_claims: 1800,
  ncb_impacted: true,
  on_this_policy: true,
  is_claim_outstanding: false,
  was_this_driver_at_fault: false,
};
const speeding = {
  offence_code: 'SP30',
  incident_date: '$today-2y',
  is_prosecution_pending: false,
  date_of_conviction: '$today-2y+1d',
  penalty_points: 3,
  fine: 100,
  months_disqualified: 0,
};
const answers = {
  'drivers.proposer.has_claims': true,
  'drivers.proposer.claims': [
    accident,
    { ...accident, type_of_claim: 'T', total_cost_of_claims: 250 },
    { type_of_claim: 'F' },
  ],
  'drivers.proposer.has_convictions': true,
  'drivers.proposer.convictions': [speeding],
};

/** The complete example with these answers, as a draft kept at the driving history step. */
function keepDraft(): string {
  let risk: unknown = completeRisk();
  for (const [path, value] of Object.entries(answers))
    risk = setAt(risk, path.split('.'), resolveExampleDates(value));
  const draft = JSON.stringify({ risk, step: 1, furthestStep: 4, savedAt: '' });
  localStorage.setItem(draftKey(null), draft);
  return JSON.stringify(risk);
}

/** The quote form opened on the kept draft: its first saved claim, once the step shows. */
async function openFirstClaim(): Promise<HTMLElement> {
  keepDraft();
  renderRoute('/quote/create');
  return screen.findByRole('region', { name: 'Claim 1' }, { timeout: 5000 });
}

const dateOf = (example: string) => isoToDisplay(resolveExampleDates(example) as string);
/** The answers a summarised item reads back, in order. */
const readBack = (item: HTMLElement) =>
  within(item)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('saved repeater items read back as one line (decision 055)', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('shows sound saved items as their answers with Change and Remove, and a half-answered one open', async () => {
    const first = await openFirstClaim();
    // A list's code reads as its name once the list is in.
    await waitFor(() => expect(readBack(first)).toEqual(['Accident', dateOf('$today-1y'), '£1,800']));
    expect(within(first).getByRole('button', { name: 'Change claim 1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(first).getByRole('button', { name: 'Remove claim 1' })).toBeInTheDocument();
    expect(within(first).queryByRole('combobox')).toBeNull();

    const second = screen.getByRole('region', { name: 'Claim 2' });
    expect(readBack(second)).toEqual(['Theft', dateOf('$today-1y'), '£250']);

    // Half answered: its questions, with what was answered.
    const third = screen.getByRole('region', { name: 'Claim 3' });
    expect(within(third).queryByRole('button', { name: /Change/ })).toBeNull();
    expect(within(third).getByRole('combobox', { name: 'What type of claim was it?' })).toHaveDisplayValue(
      'Fire',
    );

    const conviction = screen.getByRole('region', { name: 'Conviction 1' });
    expect(
      await within(conviction).findByText('SP30 - Exceeding statutory speed limit on a public road'),
    ).toBeVisible();
    expect(within(conviction).getByText(dateOf('$today-2y'))).toBeVisible();
  });

  it('Change shows the saved answers and puts the customer in the first question', async () => {
    const user = userEvent.setup();
    const first = await openFirstClaim();
    await user.click(within(first).getByRole('button', { name: 'Change claim 1' }));
    const type = within(first).getByRole('combobox', { name: 'What type of claim was it?' });
    expect(type).toHaveDisplayValue('Accident');
    await waitFor(() => expect(type).toHaveFocus());
    expect(within(first).getByRole('textbox', { name: 'When did it happen?' })).toHaveValue(
      dateOf('$today-1y'),
    );
    expect(within(first).queryByRole('button', { name: /Change/ })).toBeNull();
    // The other saved claim stays as it was.
    expect(
      within(screen.getByRole('region', { name: 'Claim 2' })).getByRole('button', { name: 'Change claim 2' }),
    ).toBeVisible();
  });

  it('Remove on a saved item removes that item, and a new item opens with its questions', async () => {
    const user = userEvent.setup();
    const first = await openFirstClaim();
    await user.click(within(first).getByRole('button', { name: 'Remove claim 1' }));
    // The theft claim is now the first.
    expect(readBack(screen.getByRole('region', { name: 'Claim 1' }))[0]).toBe('Theft');
    // The draft keeps the answers as they are now (after its short wait).
    const claimTypes = () =>
      (
        JSON.parse(localStorage.getItem(draftKey(null)) ?? '{}') as {
          risk: { drivers: { proposer: { claims: { type_of_claim?: string }[] } } };
        }
      ).risk.drivers.proposer.claims.map((c) => c.type_of_claim);
    await waitFor(() => expect(claimTypes()).toEqual(['T', 'F']));

    await user.click(screen.getByRole('button', { name: 'Add another claim' }));
    const added = screen.getByRole('region', { name: 'Claim 3' });
    expect(within(added).getByRole('combobox', { name: 'What type of claim was it?' })).toHaveDisplayValue(
      'Please select',
    );
  });
});

describe('a repeater keeps the focus with the customer', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it("Add puts the customer in the new item's first question", async () => {
    const user = userEvent.setup();
    await openFirstClaim();
    await user.click(screen.getByRole('button', { name: 'Add another claim' }));
    const added = screen.getByRole('region', { name: 'Claim 4' });
    // The focus follows once the new item has painted (decision 064).
    await waitFor(() =>
      expect(within(added).getByRole('combobox', { name: 'What type of claim was it?' })).toHaveFocus(),
    );
  });

  it('Remove, whose button goes with its item, puts the customer on Add another', async () => {
    const user = userEvent.setup();
    const first = await openFirstClaim();
    await user.click(within(first).getByRole('button', { name: 'Remove claim 1' }));
    expect(screen.getByRole('region', { name: 'Claim 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add another claim' })).toHaveFocus());
  });
});
