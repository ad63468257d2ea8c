import type { Meta } from '@storybook/react-vite';
import paymentOption from '#schemas/payment-option/payment-option.schema.json';
import { expect } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { PENDING } from './support/fake-fetch';
import {
  loadingQuote,
  missingRegistration,
  pastStartDate,
  quotedAnnual,
  quotedMonthly,
} from './support/fixtures';
import { canvasOf, seeHeading, settled, SCREEN_TIMEOUT } from './support/play';
import { serverFor } from './support/story-server';

/** Payment option (SPEC.md 2.7): monthly or annual, the start date, and a missing registration. */
const meta = { title: 'Screens/Payment option', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

const HEADING = 'Hi Sam, here is your quote';
const questions = paymentOption.properties;

export const MonthlySelected = appStory(at('PaymentOption', quotedMonthly.uuid), serverFor(quotedMonthly), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await settled(canvasElement);
    const monthly = canvas.getByRole('region', { name: 'Pay monthly' });
    await expect(monthly).toHaveTextContent('10 x £82.50');
    await expect(canvas.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const AnnualSelected = appStory(at('PaymentOption', quotedAnnual.uuid), serverFor(quotedAnnual), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await settled(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Pay annually' })).toHaveTextContent('£862.81');
  },
});

export const PastStartDate = appStory(at('PaymentOption', pastStartDate.uuid), serverFor(pastStartDate), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await settled(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      questions.cover_start_date.errorMessage.dateFrom,
    );
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
});

export const MissingRegistration = appStory(
  at('PaymentOption', missingRegistration.uuid),
  serverFor(missingRegistration),
  {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await seeHeading(canvas, HEADING);
      await settled(canvasElement);
      await expect(canvas.getByText(questions.vehicle_registration.description)).toBeVisible();
      await expect(canvas.getByLabelText(questions.vehicle_registration.title)).toHaveValue('');
      await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    },
  },
);

/** The quote's figures are not there yet (0.00): each card and the price box say so. */
export const LoadingQuote = appStory(at('PaymentOption', loadingQuote.uuid), serverFor(loadingQuote), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await expect(await canvas.findAllByText('Loading quote...', {}, SCREEN_TIMEOUT)).toHaveLength(3);
  },
});

/** The proposal is still on its way: only the loading overlay shows. */
export const OpeningTheQuote = appStory(
  at('PaymentOption', quotedAnnual.uuid),
  serverFor(quotedAnnual, { getProposal: PENDING }),
  {
    play: async ({ canvasElement }) => {
      await canvasOf(canvasElement).findByText('Loading, please wait', {}, SCREEN_TIMEOUT);
    },
  },
);

export const MonthlySelectedOnPhone = onPhone(MonthlySelected);
export const PastStartDateOnPhone = onPhone(PastStartDate);
export const MissingRegistrationOnPhone = onPhone(MissingRegistration);
