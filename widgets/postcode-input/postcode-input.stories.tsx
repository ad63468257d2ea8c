import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { PostcodeInputWidget } from './postcode-input';

/** A postcode box: upper-cased as typed, tidied on leaving. */
const meta = { title: 'Widgets/Postcode input', decorators: [withFakeServices()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => (
    <WidgetHarness widget={PostcodeInputWidget} label="Postcode where the van is kept overnight" />
  ),
};

export const Filled: Story = {
  render: () => (
    <WidgetHarness
      widget={PostcodeInputWidget}
      label="Postcode where the van is kept overnight"
      value="M17 1PG"
    />
  ),
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={PostcodeInputWidget}
      label="Postcode where the van is kept overnight"
      value="LS6 ABC"
      rawErrors={['This field must be a valid UK postcode.']}
    />
  ),
};
