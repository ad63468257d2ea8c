import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { PhoneInputWidget } from './phone-input';

/** Digits or a leading plus, up to 11 characters. */
const meta = { title: 'Widgets/Phone input', decorators: [withFakeServices()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => <WidgetHarness widget={PhoneInputWidget} label="Daytime phone number" />,
};

export const Filled: Story = {
  render: () => <WidgetHarness widget={PhoneInputWidget} label="Daytime phone number" value="07700900123" />,
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={PhoneInputWidget}
      label="Daytime phone number"
      value="0770"
      rawErrors={['Please provide a valid UK phone number.']}
    />
  ),
};
