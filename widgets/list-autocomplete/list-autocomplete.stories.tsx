import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { ListAutocompleteWidget } from './list-autocomplete';

/** Type-ahead over the ~450 occupations; the answer must be picked from the list. */
const meta = { title: 'Widgets/List autocomplete' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(ListAutocompleteWidget, examples.Empty);
export const Filled: Story = exampleStory(ListAutocompleteWidget, examples.Filled);
export const WithError: Story = exampleStory(ListAutocompleteWidget, examples.WithError);

export const Matching: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Occupation' }), 'plu');
    await expect(canvas.getByRole('option', { name: 'Plumber' })).toBeInTheDocument();
  },
};

export const MatchingOnPhone: Story = { ...Matching, globals: { viewport: { value: 'phone' } } };
