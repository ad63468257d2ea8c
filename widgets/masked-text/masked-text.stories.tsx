import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { MaskedTextWidget } from './masked-text';

/** Text shaped by a SPEC mask (# digit, X letter or digit, S letter, A upper, a lower). */
const meta = { title: 'Widgets/Masked text' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortCodeEmpty: Story = exampleStory(MaskedTextWidget, examples.SortCodeEmpty);
export const SortCodeFilledUnmasked: Story = exampleStory(MaskedTextWidget, examples.SortCodeFilledUnmasked);
export const AccountNumberWithError: Story = exampleStory(MaskedTextWidget, examples.AccountNumberWithError);
