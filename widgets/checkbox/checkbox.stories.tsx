import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { CheckboxWidget } from './checkbox';

/** A tick box: ticked is true; described by its message only when it has one. */
const meta = {
  title: 'Widgets/Checkbox',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Unticked: Story = exampleStory(CheckboxWidget, examples.Unticked);
export const Ticked: Story = exampleStory(CheckboxWidget, examples.Ticked);
export const Disabled: Story = exampleStory(CheckboxWidget, examples.Disabled);
export const WithError: Story = exampleStory(CheckboxWidget, examples.WithError);

export const OnPhone: Story = onPhone(Unticked);
