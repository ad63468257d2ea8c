import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  exampleStory,
  onPhone,
  widgetArgTypes,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { MaskedDateWidget } from './masked-date';

/** Typed DD/MM/YYYY dates with a calendar limited by the schema's rules; emits ISO YYYY-MM-DD (README.md). */
const meta = {
  title: 'Widgets/Masked date',
  tags: ['autodocs'],
  argTypes: widgetArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = exampleStory(MaskedDateWidget, examples.Empty);
export const Filled: Story = exampleStory(MaskedDateWidget, examples.Filled);
/** An impossible date stays as typed, so the schema's date rule can say so. */
export const WithError: Story = exampleStory(MaskedDateWidget, examples.WithError);
export const Unanswered: Story = exampleStory(MaskedDateWidget, examples.Unanswered);
export const InTheFuture: Story = exampleStory(MaskedDateWidget, examples.InTheFuture);
export const Disabled: Story = exampleStory(MaskedDateWidget, examples.Disabled);
/** From today to 30 days ahead (the schema's dateFrom and dateTo), with Today and Tomorrow. */
export const CoverStartDate: Story = exampleStory(MaskedDateWidget, examples.CoverStartDate);
export const CoverStartInThePast: Story = exampleStory(MaskedDateWidget, examples.CoverStartInThePast);

const openCalendar: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
  await expect(await canvas.findByRole('dialog', { name: 'Choose date' })).toBeVisible();
};

/** The calendar open on the stored date. */
export const CalendarOpen: Story = { ...Filled, play: openCalendar };

export const CalendarOpenOnPhone: Story = onPhone({ ...CoverStartDate, play: openCalendar });
