import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { PENDING } from './support/fake-fetch';
import { monthlyWithAddons, quotedAnnual } from './support/fixtures';
import { canvasOf, seeHeading, settled, SCREEN_TIMEOUT } from './support/play';
import { serverFor } from './support/story-server';

/** Optional covers (SPEC.md 2.8): add or remove, saved and re-priced on the way to Summary. */
const meta = { title: 'Screens/Addons', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

const HEADING = 'Optional covers';

/** Paying annually: prices per annum, nothing chosen yet. */
export const NoneChosen = appStory(at('Addons', quotedAnnual.uuid), serverFor(quotedAnnual), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await settled(canvasElement);
    await expect(canvas.getByText('No addons selected.')).toBeVisible();
    await expect(canvas.getByText('£89.95 per annum')).toBeVisible();
  },
});

/** Paying monthly with Breakdown Recovery and Motor Legal Expenses: prices per month. */
export const TwoChosen = appStory(at('Addons', monthlyWithAddons.uuid), serverFor(monthlyWithAddons), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await settled(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
    await expect(canvas.getByText('£9.00 per month')).toBeVisible();
  },
});

/** Continue with a changed choice: the covers are saved and the quote rebuilt ('Loading Summary'). */
export const SavingLoadingSummary = appStory(
  at('Addons', quotedAnnual.uuid),
  serverFor(quotedAnnual, { saveAddons: PENDING }),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, HEADING);
      await settled(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Add UK & European Breakdown Recovery' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add Motor Legal Expenses' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByText('Loading Summary', {}, SCREEN_TIMEOUT)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    },
  },
);

export const NoneChosenOnPhone = onPhone(NoneChosen);
export const TwoChosenOnPhone = onPhone(TwoChosen);
