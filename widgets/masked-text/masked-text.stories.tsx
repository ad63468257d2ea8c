import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { MaskedTextWidget } from './masked-text';

/** Text shaped by a SPEC mask (# digit, X letter or digit, S letter, A upper, a lower). */
const meta = {
  title: 'Widgets/Masked text',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const SortCodeEmpty: Story = exampleStory(MaskedTextWidget, examples.SortCodeEmpty);
export const SortCodeFilledUnmasked: Story = exampleStory(MaskedTextWidget, examples.SortCodeFilledUnmasked);
export const SortCodeWithError: Story = exampleStory(MaskedTextWidget, examples.SortCodeWithError);
export const SortCodeDisabled: Story = exampleStory(MaskedTextWidget, examples.SortCodeDisabled);
export const AccountNumberWithError: Story = exampleStory(MaskedTextWidget, examples.AccountNumberWithError);

export const OnPhone: Story = onPhone(SortCodeFilledUnmasked);
