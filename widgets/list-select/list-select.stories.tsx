import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { ListSelectWidget } from './list-select';

/** A native select over a named list or the schema's enum; emits the option value. */
const meta = {
  title: 'Widgets/List select',
  decorators: [withFakeServices({ cached: ['titles'], delayMs: 1500 })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => <WidgetHarness widget={ListSelectWidget} label="Title" options={{ list: 'titles' }} />,
};

export const Filled: Story = {
  render: () => (
    <WidgetHarness widget={ListSelectWidget} label="Title" value="MS" options={{ list: 'titles' }} />
  ),
};

/** The list is not cached yet: 'Loading...' shows for a moment. */
export const Loading: Story = {
  render: () => (
    <WidgetHarness
      widget={ListSelectWidget}
      label="Relationship to the company"
      options={{ list: 'relationship_to_proposer', exclude: ['P'] }}
    />
  ),
};

export const FromEnum: Story = {
  render: () => (
    <WidgetHarness
      widget={ListSelectWidget}
      label="Voluntary excess"
      schema={{ type: 'number', enum: [0, 100, 250, 500] }}
      options={{
        enumOptions: [
          { label: '£0', value: 0 },
          { label: '£100', value: 100 },
          { label: '£250', value: 250 },
          { label: '£500', value: 500 },
        ],
      }}
    />
  ),
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={ListSelectWidget}
      label="Title"
      options={{ list: 'titles' }}
      rawErrors={['Select your title']}
    />
  ),
};
