import type { Meta, StoryObj } from '@storybook/react-vite';
import complete from '#schemas/quote-form/examples/complete-proposal.json';
import { resolveExampleDates } from '#domain/schema/example-dates.ts';
import '#screens/quote-form/quote-form.css';
import { QuoteStepStory } from './quote-step-story';

/**
 * The five steps of the quote form, rendered from schemas/ (a product person's change to a schema
 * shows here at once): empty, filled with the complete example, and with every message showing.
 */
const meta = { title: 'Forms/Quote form steps', component: QuoteStepStory } satisfies Meta<
  typeof QuoteStepStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = resolveExampleDates(complete.formData) as Record<string, unknown>;

export const AboutYourVanEmpty: Story = { args: { step: 0, formData: {} } };
export const AboutYourVanFilled: Story = { args: { step: 0, formData: filled } };
export const YourDrivingHistoryWithMessages: Story = { args: { step: 1, formData: {}, showErrors: true } };
export const YourDrivingHistoryFilled: Story = { args: { step: 1, formData: filled } };
export const PolicyHolderDetailsWithMessages: Story = { args: { step: 2, formData: {}, showErrors: true } };
export const PolicyHolderDetailsFilled: Story = { args: { step: 2, formData: filled } };
export const AdditionalDriversFilled: Story = { args: { step: 3, formData: filled } };
export const CoverRequirementsWithMessages: Story = { args: { step: 4, formData: {}, showErrors: true } };
export const CoverRequirementsOnPhone: Story = {
  args: { step: 4, formData: filled },
  globals: { viewport: { value: 'phone' } },
};
