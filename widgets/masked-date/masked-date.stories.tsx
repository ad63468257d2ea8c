import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { MaskedDateWidget } from './masked-date';

/** Typed DD/MM/YYYY dates with a calendar; emits ISO YYYY-MM-DD (README.md). */
const meta = { title: 'Widgets/Masked date', decorators: [withFakeServices()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => <WidgetHarness widget={MaskedDateWidget} label="Date of birth" />,
};

export const Filled: Story = {
  render: () => <WidgetHarness widget={MaskedDateWidget} label="Date of birth" value="1990-12-31" />,
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={MaskedDateWidget}
      label="Date of birth"
      value="31/02/2020"
      rawErrors={['Please enter a valid date']}
    />
  ),
};

export const CoverStartDate: Story = {
  render: () => (
    <WidgetHarness
      widget={MaskedDateWidget}
      label="Cover start date"
      options={{ disablePast: true, maxDaysAhead: 30, quickChoices: true }}
    />
  ),
};

export const CalendarOpen: Story = {
  render: () => <WidgetHarness widget={MaskedDateWidget} label="Date of birth" value="1990-12-31" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await expect(canvas.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
  },
};

export const CalendarOpenOnPhone: Story = {
  ...CalendarOpen,
  render: () => (
    <WidgetHarness
      widget={MaskedDateWidget}
      label="Cover start date"
      options={{ disablePast: true, maxDaysAhead: 30, quickChoices: true }}
    />
  ),
  globals: { viewport: { value: 'phone' } },
};
