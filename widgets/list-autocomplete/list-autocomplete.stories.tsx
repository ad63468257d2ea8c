import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { ListAutocompleteWidget } from './list-autocomplete';

/** Type-ahead over the ~450 occupations; the answer must be picked from the list. */
const meta = {
  title: 'Widgets/List autocomplete',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(ListAutocompleteWidget, examples.Empty);
export const Filled: Story = exampleStory(ListAutocompleteWidget, examples.Filled);
export const Disabled: Story = exampleStory(ListAutocompleteWidget, examples.Disabled);
export const WithError: Story = exampleStory(ListAutocompleteWidget, examples.WithError);

/** Types into the box, as a customer does. */
async function typed(canvasElement: HTMLElement, text: string) {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Occupation' }), text);
}

/** Three letters typed: the matching occupations to pick from. */
export const Matching: Story = {
  ...Empty,
  play: async (context) => {
    await typed(context.canvasElement, 'plu');
    await expect(within(context.canvasElement).getByRole('option', { name: 'Plumber' })).toBeVisible();
  },
};

/** Nothing matches what was typed. */
export const NoMatch: Story = {
  ...Empty,
  play: async (context) => {
    await typed(context.canvasElement, 'zzq');
    await expect(within(context.canvasElement).getByText(/No matches found/)).toBeVisible();
  },
};

/** Typed before the long list has arrived: 'Loading...'. */
export const Loading: Story = {
  ...exampleStory(ListAutocompleteWidget, examples.Loading),
  play: async (context) => {
    await typed(context.canvasElement, 'plu');
    await expect(await within(context.canvasElement).findByText('Loading...')).toBeVisible();
  },
};

export const MatchingOnPhone: Story = onPhone(Matching);
