import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { CheckboxWidget } from './checkbox';
import { examples } from './examples';

/** A tick box: ticked is true; described by its message only when it has one. */
const meta = { title: 'Widgets/Checkbox' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = exampleStory(CheckboxWidget, examples.Unticked);
export const Ticked: Story = exampleStory(CheckboxWidget, examples.Ticked);
export const WithError: Story = exampleStory(CheckboxWidget, examples.WithError);
