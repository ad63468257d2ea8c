import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { NumberInputWidget } from './number-input';

/** Whole numbers: digits only, grouped with commas, 9,999,999 at most. */
const meta = { title: 'Widgets/Number input', decorators: [withFakeServices()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => <WidgetHarness widget={NumberInputWidget} label="What is the van worth today (£)?" />,
};

export const Filled: Story = {
  render: () => (
    <WidgetHarness widget={NumberInputWidget} label="What is the current mileage?" value={42000} />
  ),
};

export const SixDigitsAtMost: Story = {
  render: () => (
    <WidgetHarness
      widget={NumberInputWidget}
      label="How many miles will the van do in a year?"
      value={999999}
      options={{ maxDigits: 6 }}
    />
  ),
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={NumberInputWidget}
      label="What is the van's gross vehicle weight (kg)?"
      value={900}
      rawErrors={['Please provide an answer above 1000 to this question to proceed']}
    />
  ),
};
