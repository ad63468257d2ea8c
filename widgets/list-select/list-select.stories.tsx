import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { ListSelectWidget } from './list-select';

/** A native select over a named list or the schema's enum; emits the option value. */
const meta = {
  title: 'Widgets/List select',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(ListSelectWidget, examples.Empty);
export const Filled: Story = exampleStory(ListSelectWidget, examples.Filled);
/** The list is not loaded yet: 'Loading...' shows for a moment. */
export const Loading: Story = exampleStory(ListSelectWidget, examples.Loading);
export const FromEnum: Story = exampleStory(ListSelectWidget, examples.FromEnum);
export const Disabled: Story = exampleStory(ListSelectWidget, examples.Disabled);
export const NotAnOption: Story = exampleStory(ListSelectWidget, examples.NotAnOption);
export const WithError: Story = exampleStory(ListSelectWidget, examples.WithError);

export const OnPhone: Story = onPhone(Filled);
