import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { NumberInputWidget } from './number-input';

/** Whole numbers: digits only, grouped with commas, 9,999,999 at most. */
const meta = { title: 'Widgets/Number input' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(NumberInputWidget, examples.Empty);
export const Filled: Story = exampleStory(NumberInputWidget, examples.Filled);
export const SixDigitsAtMost: Story = exampleStory(NumberInputWidget, examples.SixDigitsAtMost);
export const WithError: Story = exampleStory(NumberInputWidget, examples.WithError);
