import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fieldExampleStory } from '#widgets/shared/example-story.tsx';
import { AddressLookupField } from './address-lookup';
import { examples } from './examples';

/**
 * Postcode lookup or manual entry over {postcode, line_1 ... line_5}. The fake search knows
 * SW1A 1AA and LS1 1UR; SW1A 2AA fails; any other postcode finds nothing.
 */
const meta = { title: 'Widgets/Address lookup' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = fieldExampleStory(AddressLookupField, examples.Empty);
export const Chosen: Story = fieldExampleStory(AddressLookupField, examples.Chosen);
export const WithError: Story = fieldExampleStory(AddressLookupField, examples.WithError);
export const WithOwnError: Story = fieldExampleStory(AddressLookupField, examples.WithOwnError);

export const Results: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'LS1 1UR');
    await userEvent.click(canvas.getByRole('button', { name: 'Find address' }));
    await expect(await canvas.findByRole('combobox', { name: 'Select your address' })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'YO1 7HH');
    await userEvent.click(canvas.getByRole('button', { name: 'Find address' }));
    await expect(await canvas.findByText(/We couldn't find any addresses/)).toBeInTheDocument();
  },
};

export const ManualEntry: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter address manually' }));
  },
};

export const OnPhone: Story = { ...Results, globals: { viewport: { value: 'phone' } } };
