import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { NumberInputWidget } from './number-input';

/** Whole numbers: digits only, grouped with commas, 9,999,999 at most. */
const meta = {
  title: 'Widgets/Number input',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(NumberInputWidget, examples.Empty);
export const Filled: Story = exampleStory(NumberInputWidget, examples.Filled);
export const SixDigitsAtMost: Story = exampleStory(NumberInputWidget, examples.SixDigitsAtMost);
export const Unanswered: Story = exampleStory(NumberInputWidget, examples.Unanswered);
export const TooHigh: Story = exampleStory(NumberInputWidget, examples.TooHigh);
export const Disabled: Story = exampleStory(NumberInputWidget, examples.Disabled);
/** Below the schema's minimum. */
export const WithError: Story = exampleStory(NumberInputWidget, examples.WithError);

export const OnPhone: Story = onPhone(Filled);
