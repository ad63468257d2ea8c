import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { NameInputWidget } from './name-input';

/** A name box that capitalises each word when left. */
const meta = { title: 'Widgets/Name input', decorators: [withFakeServices()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => (
    <WidgetHarness widget={NameInputWidget} label="First name" options={{ autocomplete: 'given-name' }} />
  ),
};

export const Filled: Story = {
  render: () => (
    <WidgetHarness
      widget={NameInputWidget}
      label="Last name"
      value="O'Neil-Smith"
      options={{ autocomplete: 'family-name' }}
    />
  ),
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={NameInputWidget}
      label="First name"
      value="J"
      options={{ autocomplete: 'given-name' }}
      rawErrors={['Please provide a valid name.']}
    />
  ),
};
