import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { errorReply, PENDING } from './support/fake-fetch';
import { annualWithAddons, monthlyWithMandate } from './support/fixtures';
import { canvasOf, seeHeading, settled, SCREEN_TIMEOUT } from './support/play';
import { paymentStarted, serverFor } from './support/story-server';

/**
 * Card payment (SPEC.md 2.12): the amount the server computed and the card provider's page in a
 * frame. In Storybook the frame shows a stand-in for the server's sandbox page (stories/static).
 */
const meta = { title: 'Screens/Payment', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

const HEADING = 'Card payment';

/** Waits for the frame and its page: the stand-in's own heading. */
async function frameShows(canvasElement: HTMLElement, heading: string): Promise<void> {
  const canvas = canvasOf(canvasElement);
  await seeHeading(canvas, HEADING);
  const frame = (await canvas.findByTitle('Card payment', {}, SCREEN_TIMEOUT)) as HTMLIFrameElement;
  await waitFor(
    () => expect(frame.contentDocument?.querySelector('h1')?.textContent).toBe(heading),
    SCREEN_TIMEOUT,
  );
  await settled(canvasElement);
}

/** The secure payment page is being prepared. */
export const Loading = appStory(
  at('Payment', annualWithAddons.uuid),
  serverFor(annualWithAddons, { startPayment: PENDING }),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, HEADING);
      await expect(canvas.getByText('Loading the secure payment page...')).toBeVisible();
    },
  },
);

/** Paying annually: the whole annual amount, the card form in the frame. */
export const CardForm = appStory(at('Payment', annualWithAddons.uuid), serverFor(annualWithAddons), {
  play: async ({ canvasElement }) => {
    await frameShows(canvasElement, 'Pay by card');
    await expect(canvasOf(canvasElement).getByRole('heading', { name: /Amount to pay/ })).toHaveTextContent(
      '£982.71',
    );
  },
});

/** Paying monthly: the deposit only (the mandate is already set up). */
export const MonthlyDeposit = appStory(
  at('Payment', monthlyWithMandate.uuid),
  serverFor(monthlyWithMandate),
  {
    play: async ({ canvasElement }) => {
      await frameShows(canvasElement, 'Pay by card');
      await expect(canvasOf(canvasElement).getByRole('heading', { name: /Amount to pay/ })).toHaveTextContent(
        '£147.42',
      );
    },
  },
);

/** The card asked for 3-D Secure: the bank's challenge in the frame. */
export const ThreeDSecureChallenge = appStory(
  at('Payment', annualWithAddons.uuid),
  serverFor(annualWithAddons, { startPayment: paymentStarted(annualWithAddons, 'challenge') }),
  { play: async ({ canvasElement }) => frameShows(canvasElement, 'Confirm it is you') },
);

/** Monthly, but the Direct Debit is not set up: the server refuses the deposit (409). */
export const DirectDebitNotSetUp = appStory(
  at('Payment', monthlyWithMandate.uuid),
  serverFor(
    { ...monthlyWithMandate, direct_debit: null },
    {
      startPayment: errorReply(409, 'conflict', 'Please set up your Direct Debit before paying the deposit.'),
    },
  ),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, HEADING);
      const alert = await canvas.findByRole('alert', {}, SCREEN_TIMEOUT);
      await expect(alert).toHaveTextContent('Please set up your Direct Debit');
    },
  },
);

/** This proposal has paid already (status captured): on to Complete, which accepts the quote. */
export const AlreadyPaid = appStory(
  at('Payment', annualWithAddons.uuid),
  serverFor(annualWithAddons, { startPayment: paymentStarted(annualWithAddons, 'card', 'captured') }),
  {
    play: async ({ canvasElement }) => {
      await seeHeading(canvasOf(canvasElement), "Good news you're covered!");
      await settled(canvasElement);
    },
  },
);

export const CardFormOnPhone = onPhone(CardForm);
export const ThreeDSecureChallengeOnPhone = onPhone(ThreeDSecureChallenge);
