import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { annualWithAddons } from './support/fixtures';
import { canvasOf, seeHeading, settled } from './support/play';
import { serverFor } from './support/story-server';

/** Accepted (SPEC.md 2.12): the payment went through; Continue completes the purchase. */
const meta = { title: 'Screens/Accepted', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

export const PaymentAccepted = appStory(at('Accepted', annualWithAddons.uuid), serverFor(annualWithAddons), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, 'Payment accepted');
    await settled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
});

export const PaymentAcceptedOnPhone = onPhone(PaymentAccepted);
