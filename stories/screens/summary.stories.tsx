import type { Meta } from '@storybook/react-vite';
import summarySchema from '#schemas/summary/summary.schema.json';
import { expect, userEvent } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { annualWithAddons, monthlyWithAddons } from './support/fixtures';
import { canvasOf, seeHeading, settled } from './support/play';
import { serverFor } from './support/story-server';

/** Quote Summary (SPEC.md 2.10): the cover, every answer, the documents and the 'I Agree' gate. */
const meta = { title: 'Screens/Summary', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

const HEADING = 'Quote Summary';

/** Paying annually, with two optional covers (their IPIDs are among the documents). */
export const Annual = appStory(at('Summary', annualWithAddons.uuid), serverFor(annualWithAddons), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await settled(canvasElement);
    await expect(canvas.getByText('£982.71 a year')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Finance details' })).toBeNull();
  },
});

/** Paying monthly: the finance details with the Adequate Explanations and Pre-contract Credit Information. */
export const MonthlyWithFinanceDetails = appStory(
  at('Summary', monthlyWithAddons.uuid),
  serverFor(monthlyWithAddons),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, HEADING);
      await settled(canvasElement);
      await expect(canvas.getByRole('region', { name: 'Finance details' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Adequate Explanations' })).toHaveAttribute(
        'href',
        monthlyWithAddons.quote?.documents.adequate_explanations,
      );
    },
  },
);

/** Back from the card provider with a declined card (PaymentRedirect adds ?payment=declined). */
export const PaymentDeclined = appStory(
  at('Summary', annualWithAddons.uuid, { payment: 'declined' }),
  serverFor(annualWithAddons),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, HEADING);
      await settled(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent('Your card payment was declined');
    },
  },
);

/** Continue without ticking 'I Agree'. */
export const NotAgreed = appStory(at('Summary', annualWithAddons.uuid), serverFor(annualWithAddons), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(summarySchema.properties.agreed.errorMessage);
  },
});

export const AnnualOnPhone = onPhone(Annual);
export const MonthlyWithFinanceDetailsOnPhone = onPhone(MonthlyWithFinanceDetails);
export const PaymentDeclinedOnPhone = onPhone(PaymentDeclined);
