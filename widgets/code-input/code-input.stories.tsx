import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { CodeInputWidget } from './code-input';
import { examples } from './examples';

/** A code typed as printed (a quote reference): upper-cased, no spaces, at most maxLength characters. */
const meta = { title: 'Widgets/Code input' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(CodeInputWidget, examples.Empty);
export const Filled: Story = exampleStory(CodeInputWidget, examples.Filled);
export const WithError: Story = exampleStory(CodeInputWidget, examples.WithError);
