import type { Meta } from '@storybook/react-vite';
import creditMessages from '#schemas/instalments/direct-debit.messages.json';
import instalmentsSchema from '#schemas/instalments/instalments.schema.json';
import { expect, userEvent, within } from 'storybook/test';
import { DIRECT_DEBIT_INVALID } from '#domain/contract/buying.ts';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { errorReply, PENDING } from './support/fake-fetch';
import { monthlyWithAddons, sandboxBankDetails as bank } from './support/fixtures';
import { answer, canvasOf, seeHeading, settled, SCREEN_TIMEOUT } from './support/play';
import { serverFor } from './support/story-server';

/** Instalments (SPEC.md 2.11): affordability, the Direct Debit details and the credit provider's check. */
const meta = { title: 'Screens/Instalments', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

type Canvas = ReturnType<typeof canvasOf>;
const HEADING = 'Pay monthly by Direct Debit';
const INCOME = /regular monthly income/;
const OUTGOINGS = /After your regular outgoings/;
const AGREE = instalmentsSchema.properties.income_sufficient.errorMessage.required_boolean;
const PAGE = at('Instalments', monthlyWithAddons.uuid);

/** The page with its form ready. */
async function ready(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = canvasOf(canvasElement);
  await seeHeading(canvas, HEADING);
  await canvas.findByLabelText('Account number', {}, SCREEN_TIMEOUT);
  await settled(canvasElement);
  return canvas;
}

/** Both answers yes and the bank details typed, then Continue. */
async function submitDetails(canvas: Canvas, accountNumber: string): Promise<void> {
  await answer(canvas, INCOME, true);
  await answer(canvas, OUTGOINGS, true);
  await userEvent.type(canvas.getByLabelText("Account holder's name"), bank.name);
  await userEvent.type(canvas.getByLabelText('Account number'), accountNumber);
  await userEvent.type(canvas.getByLabelText('Sort code'), bank.sortCode);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

export const Empty = appStory(PAGE, serverFor(monthlyWithAddons), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByLabelText('Account number')).toHaveValue('');
  },
});

/** Continue with 'No' to the first affordability question: the page asks to agree, at the top. */
export const AffordabilityNotConfirmed = appStory(PAGE, serverFor(monthlyWithAddons), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await answer(canvas, INCOME, false);
    await answer(canvas, OUTGOINGS, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts.some((a: HTMLElement) => a.textContent === AGREE)).toBe(true);
  },
});

/** The credit provider's API1010: the details fail UK modulus checking; the message is on both fields. */
export const BankDetailsRejected = appStory(
  PAGE,
  serverFor(monthlyWithAddons, {
    saveDirectDebit: errorReply(
      422,
      'invalid',
      'Please check your bank details.',
      [
        { path: 'account_number', message: creditMessages.modulus },
        { path: 'sort_code', message: creditMessages.modulus },
      ],
      { reason_code: DIRECT_DEBIT_INVALID },
    ),
  }),
  {
    play: async ({ canvasElement }) => {
      const canvas = await ready(canvasElement);
      await submitDetails(canvas, bank.invalidModulus);
      await expect(await canvas.findAllByText(creditMessages.modulus, {}, SCREEN_TIMEOUT)).toHaveLength(2);
      await expect(canvas.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    },
  },
);

/** The credit provider cannot be reached (503): the page says so and the customer may try again. */
export const CreditProviderUnavailable = appStory(
  PAGE,
  serverFor(monthlyWithAddons, {
    saveDirectDebit: errorReply(503, 'unavailable', creditMessages.unavailable),
  }),
  {
    play: async ({ canvasElement }) => {
      const canvas = await ready(canvasElement);
      await submitDetails(canvas, bank.accepted);
      const alert = await canvas.findByRole('alert', {}, SCREEN_TIMEOUT);
      await expect(alert).toHaveTextContent(creditMessages.unavailable);
    },
  },
);

/** The details are with the credit provider: Continue waits ('Checking your details...'). */
export const CheckingDetails = appStory(PAGE, serverFor(monthlyWithAddons, { saveDirectDebit: PENDING }), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await submitDetails(canvas, bank.accepted);
    await expect(
      await canvas.findByRole('button', { name: 'Checking your details...' }, SCREEN_TIMEOUT),
    ).toBeDisabled();
  },
});

/** The Direct Debit Guarantee, open in its modal dialog. */
export const DirectDebitGuaranteeOpen = appStory(PAGE, serverFor(monthlyWithAddons), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'The Direct Debit Guarantee' }));
    const dialog = canvas.getByRole('dialog', { name: 'The Direct Debit Guarantee' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText(/two working days in advance/)).toBeVisible();
  },
});

export const EmptyOnPhone = onPhone(Empty);
export const BankDetailsRejectedOnPhone = onPhone(BankDetailsRejected);
export const DirectDebitGuaranteeOpenOnPhone = onPhone(DirectDebitGuaranteeOpen);
