import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, at, SCREEN_PARAMETERS } from './support/app-story';
import { PENDING } from './support/fake-fetch';
import { annualWithAddons } from './support/fixtures';
import { canvasOf, seeHeading, SCREEN_TIMEOUT } from './support/play';
import { proposalNotFound, serverFor } from './support/story-server';

/** The return point after the card provider (SPEC.md 2.12): it checks the payment, then moves on. */
const meta = { title: 'Screens/Payment redirect', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

/** The server's record of the payment is still on its way. */
export const Checking = appStory(
  at('PaymentRedirect', annualWithAddons.uuid),
  serverFor(annualWithAddons, { paymentOutcome: PENDING }),
  {
    play: async ({ canvasElement }) => {
      const status = await canvasOf(canvasElement).findByText('Checking your payment...', {}, SCREEN_TIMEOUT);
      await expect(status).toBeVisible();
    },
  },
);

/** The proposal cannot be opened in this browser. */
export const PaymentNotFound = appStory(
  at('PaymentRedirect', annualWithAddons.uuid),
  serverFor(annualWithAddons, { getProposal: proposalNotFound }),
  {
    play: async ({ canvasElement }) => {
      await seeHeading(canvasOf(canvasElement), "We couldn't find your payment");
    },
  },
);
