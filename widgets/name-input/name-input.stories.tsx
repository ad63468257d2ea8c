import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { NameInputWidget } from './name-input';

/** A name box that gives each part a capital when left, unless the customer chose the capitals. */
const meta = { title: 'Widgets/Name input' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(NameInputWidget, examples.Empty);
export const Filled: Story = exampleStory(NameInputWidget, examples.Filled);
export const WithError: Story = exampleStory(NameInputWidget, examples.WithError);
