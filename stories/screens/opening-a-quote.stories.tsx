import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { declined, pastStartDate, purchased, quotedAnnual } from './support/fixtures';
import { canvasOf, seeHeading, settled } from './support/play';
import { proposalNotFound, serverFor } from './support/story-server';

/**
 * What the proposal gate does when a quote screen opens (SPEC.md 2.4, src/app/proposal-gate.tsx):
 * a quote this browser cannot open offers Retrieve a Quote; a declined, bought or out-of-date quote
 * goes where it belongs.
 */
const meta = { title: 'Screens/Opening a quote', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

/** Another browser's quote (404): "We couldn't open this quote", with Retrieve a Quote. */
export const CouldNotOpenThisQuote = appStory(
  at('Summary', quotedAnnual.uuid),
  serverFor(quotedAnnual, { getProposal: proposalNotFound }),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, "We couldn't open this quote");
      await settled(canvasElement);
      await expect(canvas.getByRole('link', { name: 'Retrieve a Quote' })).toBeVisible();
    },
  },
);

/** The insurer declined the quote: Payment option sends it to Declined. */
export const DeclinedQuote = appStory(at('PaymentOption', declined.uuid), serverFor(declined), {
  play: async ({ canvasElement }) => {
    await seeHeading(canvasOf(canvasElement), "We're sorry we can't offer you cover");
    await settled(canvasElement);
  },
});

/** A bought policy: Summary sends it to Complete. */
export const PurchasedQuote = appStory(at('Summary', purchased.uuid), serverFor(purchased), {
  play: async ({ canvasElement }) => {
    await seeHeading(canvasOf(canvasElement), "Good news you're covered!");
    await settled(canvasElement);
  },
});

/** The cover start date has passed: Summary sends it to Payment option, where it is changed. */
export const StartDatePassed = appStory(at('Summary', pastStartDate.uuid), serverFor(pastStartDate), {
  play: async ({ canvasElement }) => {
    await seeHeading(canvasOf(canvasElement), 'Hi Sam, here is your quote');
    await settled(canvasElement);
  },
});

export const CouldNotOpenThisQuoteOnPhone = onPhone(CouldNotOpenThisQuote);
