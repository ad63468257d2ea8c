import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUPPORT_PHONE } from '#domain/limits.ts';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { monthlyWithAddons } from './support/fixtures';
import { canvasOf, seeHeading, settled } from './support/play';
import { serverFor } from './support/story-server';

/** InstalmentsDeclined (SPEC.md 2.12): credit was not given; pay in full by card, or call us. */
const meta = { title: 'Screens/Instalments declined', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

export const Declined = appStory(
  at('InstalmentsDeclined', monthlyWithAddons.uuid),
  serverFor(monthlyWithAddons),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, "Sorry, we can't set up monthly payments");
      await settled(canvasElement);
      await expect(canvas.getByText(/paying £982.71 in full/)).toBeVisible();
      const main = within(canvas.getByRole('main'));
      await expect(main.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    },
  },
);

export const DeclinedOnPhone = onPhone(Declined);
