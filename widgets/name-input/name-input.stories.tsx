import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { NameInputWidget } from './name-input';

/** A name box that gives each part a capital when left, unless the customer chose the capitals. */
const meta = {
  title: 'Widgets/Name input',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(NameInputWidget, examples.Empty);
export const Filled: Story = exampleStory(NameInputWidget, examples.Filled);
export const Unanswered: Story = exampleStory(NameInputWidget, examples.Unanswered);
export const Disabled: Story = exampleStory(NameInputWidget, examples.Disabled);
export const WithError: Story = exampleStory(NameInputWidget, examples.WithError);

export const OnPhone: Story = onPhone(Filled);
