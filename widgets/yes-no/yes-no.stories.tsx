import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { YesNoWidget } from './yes-no';

/** Two large radio buttons; emits true or false. */
const meta = { title: 'Widgets/Yes no' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(YesNoWidget, examples.Empty);
export const AnsweredNo: Story = exampleStory(YesNoWidget, examples.AnsweredNo);
export const CustomLabels: Story = exampleStory(YesNoWidget, examples.CustomLabels);
export const WithError: Story = exampleStory(YesNoWidget, examples.WithError);

export const OnPhone: Story = { ...Empty, globals: { viewport: { value: 'phone' } } };
