import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { ListSelectWidget } from './list-select';

/** A native select over a named list or the schema's enum; emits the option value. */
const meta = { title: 'Widgets/List select' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(ListSelectWidget, examples.Empty);
export const Filled: Story = exampleStory(ListSelectWidget, examples.Filled);
/** The list is not loaded yet: 'Loading...' shows for a moment. */
export const Loading: Story = exampleStory(ListSelectWidget, examples.Loading);
export const FromEnum: Story = exampleStory(ListSelectWidget, examples.FromEnum);
export const WithError: Story = exampleStory(ListSelectWidget, examples.WithError);
