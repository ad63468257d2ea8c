import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { PhoneInputWidget } from './phone-input';

/** A UK phone number as the customer writes it, stored in national format when the box is left. */
const meta = { title: 'Widgets/Phone input' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(PhoneInputWidget, examples.Empty);
export const Filled: Story = exampleStory(PhoneInputWidget, examples.Filled);
export const WithError: Story = exampleStory(PhoneInputWidget, examples.WithError);
