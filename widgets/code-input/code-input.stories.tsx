import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { CodeInputWidget } from './code-input';

/** A code typed as printed (a quote reference): upper-cased, no spaces, at most maxLength characters. */
const meta = {
  title: 'Widgets/Code input',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(CodeInputWidget, examples.Empty);
export const Filled: Story = exampleStory(CodeInputWidget, examples.Filled);
export const Unanswered: Story = exampleStory(CodeInputWidget, examples.Unanswered);
export const Disabled: Story = exampleStory(CodeInputWidget, examples.Disabled);
/** Not a quote reference: a digit then 12 letters or digits. */
export const WithError: Story = exampleStory(CodeInputWidget, examples.WithError);

export const OnPhone: Story = onPhone(Filled);
