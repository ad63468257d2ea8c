import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { PostcodeInputWidget } from './postcode-input';

/** A postcode box: upper-cased as typed, tidied on leaving. */
const meta = { title: 'Widgets/Postcode input' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(PostcodeInputWidget, examples.Empty);
export const Filled: Story = exampleStory(PostcodeInputWidget, examples.Filled);
export const WithError: Story = exampleStory(PostcodeInputWidget, examples.WithError);
