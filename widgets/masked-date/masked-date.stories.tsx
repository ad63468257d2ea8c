import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { MaskedDateWidget } from './masked-date';

/** Typed DD/MM/YYYY dates with a calendar limited by the schema's rules; emits ISO YYYY-MM-DD (README.md). */
const meta = { title: 'Widgets/Masked date' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = exampleStory(MaskedDateWidget, examples.Empty);
export const Filled: Story = exampleStory(MaskedDateWidget, examples.Filled);
export const WithError: Story = exampleStory(MaskedDateWidget, examples.WithError);
export const CoverStartDate: Story = exampleStory(MaskedDateWidget, examples.CoverStartDate);
export const CoverStartInThePast: Story = exampleStory(MaskedDateWidget, examples.CoverStartInThePast);

const openCalendar: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
  await expect(await canvas.findByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
};

export const CalendarOpen: Story = { ...Filled, play: openCalendar };

export const CalendarOpenOnPhone: Story = {
  ...CoverStartDate,
  play: openCalendar,
  globals: { viewport: { value: 'phone' } },
};
