import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '../../src/app/shell/progress-bar';

/** The progress bar at every step of the journey (SPEC.md 2.2). */
const meta = { title: 'Shell/Progress bar', component: ProgressBar } satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtAssumptions: Story = { args: { route: 'Assumptions' } };
export const AtYourDetails: Story = { args: { route: 'QuoteCreateForm' } };
export const AtQuote: Story = { args: { route: 'PaymentOption' } };
export const AtPayment: Story = { args: { route: 'Payment' } };
export const AtComplete: Story = { args: { route: 'Complete' } };
export const OnPhone: Story = { args: { route: 'Summary' }, globals: { viewport: { value: 'phone' } } };
