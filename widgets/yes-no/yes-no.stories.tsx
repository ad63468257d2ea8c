import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { YesNoWidget } from './yes-no';

/** Two large radio buttons; emits true or false (README.md: ui:options.labels). */
const meta = {
  title: 'Widgets/Yes no',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(YesNoWidget, examples.Empty);
export const AnsweredNo: Story = exampleStory(YesNoWidget, examples.AnsweredNo);
/** ui:options.labels gives the two buttons other words. */
export const CustomLabels: Story = exampleStory(YesNoWidget, examples.CustomLabels);
/** Left unanswered: the question's required message. */
export const WithError: Story = exampleStory(YesNoWidget, examples.WithError);
export const Disabled: Story = exampleStory(YesNoWidget, examples.Disabled);

export const OnPhone: Story = onPhone(Empty);
