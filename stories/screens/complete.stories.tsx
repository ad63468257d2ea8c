import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { errorReply, PENDING } from './support/fake-fetch';
import { monthlyWithMandate, purchased } from './support/fixtures';
import { canvasOf, seeHeading, settled, SCREEN_TIMEOUT } from './support/play';
import { serverFor } from './support/story-server';

/** Complete (SPEC.md 2.13): the quote is accepted, then the policy reference and what comes next. */
const meta = { title: 'Screens/Complete', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

/** Paid, not yet accepted: the accept call is running. */
export const Accepting = appStory(
  at('Complete', monthlyWithMandate.uuid),
  serverFor(monthlyWithMandate, { acceptQuote: PENDING }),
  {
    play: async ({ canvasElement }) => {
      const status = await canvasOf(canvasElement).findByText('Accepting quote', {}, SCREEN_TIMEOUT);
      await expect(status).toBeVisible();
    },
  },
);

/** Bought: the policy reference, the start date, the total premium and the email to expect. */
export const Covered = appStory(at('Complete', purchased.uuid), serverFor(purchased), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, "Good news you're covered!");
    await settled(canvasElement);
    await expect(canvas.getByText(`VQP-${purchased.reference}`)).toBeVisible();
    await expect(canvas.getByText('£1,087.12')).toBeVisible();
  },
});

/** The accept call fails (no captured payment, 409): the Exception screen with the uuid. */
export const AcceptFailed = appStory(
  at('Complete', monthlyWithMandate.uuid),
  serverFor(monthlyWithMandate, {
    acceptQuote: errorReply(409, 'not_paid', 'This quote has not been paid for.'),
  }),
  {
    play: async ({ canvasElement }) => {
      await seeHeading(canvasOf(canvasElement), "Sorry, we're experiencing a technical issue");
      await settled(canvasElement);
    },
  },
);

export const CoveredOnPhone = onPhone(Covered);
