import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { PostcodeInputWidget } from './postcode-input';

/** A postcode box: upper-cased as typed, tidied on leaving. */
const meta = {
  title: 'Widgets/Postcode input',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(PostcodeInputWidget, examples.Empty);
export const Filled: Story = exampleStory(PostcodeInputWidget, examples.Filled);
export const Unanswered: Story = exampleStory(PostcodeInputWidget, examples.Unanswered);
export const Disabled: Story = exampleStory(PostcodeInputWidget, examples.Disabled);
export const WithError: Story = exampleStory(PostcodeInputWidget, examples.WithError);

export const OnPhone: Story = onPhone(Filled);
