import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { PhoneInputWidget } from './phone-input';

/** A UK phone number as the customer writes it, stored in national format when the box is left. */
const meta = {
  title: 'Widgets/Phone input',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(PhoneInputWidget, examples.Empty);
export const Filled: Story = exampleStory(PhoneInputWidget, examples.Filled);
export const Unanswered: Story = exampleStory(PhoneInputWidget, examples.Unanswered);
export const Disabled: Story = exampleStory(PhoneInputWidget, examples.Disabled);
export const WithError: Story = exampleStory(PhoneInputWidget, examples.WithError);

export const OnPhone: Story = onPhone(Filled);
