import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  fieldArgTypes,
  fieldExampleStory,
  onPhone,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { createFakeServices } from '#widgets/shared/fake-services.ts';
import { AddressLookupField } from './address-lookup';
import { examples } from './examples';

/**
 * Postcode lookup or manual entry over {postcode, line_1 ... line_5}. The fake search knows
 * SW1A 1AA and LS1 1UR; SW1A 2AA fails; any other postcode finds nothing.
 */
const meta = {
  title: 'Widgets/Address lookup',
  tags: ['autodocs'],
  argTypes: fieldArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

export const Empty: Story = fieldExampleStory(AddressLookupField, examples.Empty);
export const Chosen: Story = fieldExampleStory(AddressLookupField, examples.Chosen);
export const Disabled: Story = fieldExampleStory(AddressLookupField, examples.Disabled);
export const WithError: Story = fieldExampleStory(AddressLookupField, examples.WithError);

/** Types a postcode and presses Find address. */
async function find(canvasElement: HTMLElement, postcode: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), postcode);
  await userEvent.click(canvas.getByRole('button', { name: 'Find address' }));
}

/** The search in progress: 'Finding...' (this search never answers). */
export const Finding: Story = {
  ...fieldExampleStory(AddressLookupField, {
    ...examples.Empty,
    services: () => createFakeServices({ delayMs: Infinity }),
  }),
  play: async (context) => {
    await find(context.canvasElement, 'LS1 1UR');
    await expect(within(context.canvasElement).getByRole('button', { name: 'Finding...' })).toBeVisible();
  },
};

/** The addresses at a postcode, to choose from. */
export const Results: Story = {
  ...Empty,
  play: async (context) => {
    await find(context.canvasElement, 'LS1 1UR');
    await expect(
      await within(context.canvasElement).findByRole('combobox', { name: 'Select your address' }),
    ).toBeVisible();
  },
};

/** No address at that postcode. */
export const NoResults: Story = {
  ...Empty,
  play: async (context) => {
    await find(context.canvasElement, 'YO1 7HH');
    await expect(
      await within(context.canvasElement).findByText(/We couldn't find any addresses/),
    ).toBeVisible();
  },
};

/** The address typed line by line instead. */
export const ManualEntry: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter address manually' }));
    await expect(await canvas.findByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const OnPhone: Story = onPhone(Results);
