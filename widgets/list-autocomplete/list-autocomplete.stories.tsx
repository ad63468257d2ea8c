import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import occupationList from '../../schemas/lists/occupation.json';
import { FAKE_LISTS } from '../shared/fake-services';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { ListAutocompleteWidget } from './list-autocomplete';

/** Type-ahead over the ~450 occupations; the answer must be picked from the list. */
const meta = {
  title: 'Widgets/List autocomplete',
  decorators: [
    withFakeServices({
      lists: { ...FAKE_LISTS, occupation: occupationList.options },
      cached: ['occupation'],
    }),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => (
    <WidgetHarness widget={ListAutocompleteWidget} label="Occupation" options={{ list: 'occupation' }} />
  ),
};

export const Filled: Story = {
  render: () => (
    <WidgetHarness
      widget={ListAutocompleteWidget}
      label="Occupation"
      value="P24"
      options={{ list: 'occupation' }}
    />
  ),
};

export const Matching: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Occupation' }), 'plu');
    await expect(canvas.getByRole('option', { name: 'Plumber' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={ListAutocompleteWidget}
      label="Occupation"
      options={{ list: 'occupation' }}
      rawErrors={['Please provide an answer to this question to proceed.']}
    />
  ),
};

export const MatchingOnPhone: Story = { ...Matching, globals: { viewport: { value: 'phone' } } };
