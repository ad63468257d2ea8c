import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldProps } from '@rjsf/utils';
import { expect, userEvent, within } from 'storybook/test';
import {
  fieldArgTypes,
  fieldExampleStory,
  onPhone,
  type WidgetStoryArgs,
} from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { fakeVehicleServices } from './fake-vehicle-services';
import { VehicleLookupField } from './vehicle-lookup-field';

/**
 * The van by registration, or by a manual search (manufacturer, model, fuel, year, transmission,
 * doors). Demo registrations: VQ21TCE (Transit Custom), VQ71SPR (Sprinter), VQ05NFD (not found),
 * VQ11DMP (DUMP CODE).
 */
const meta = {
  title: 'Widgets/Vehicle lookup',
  tags: ['autodocs'],
  argTypes: fieldArgTypes,
} satisfies Meta<WidgetStoryArgs>;
export default meta;
type Story = StoryObj<WidgetStoryArgs>;

const field = VehicleLookupField as ComponentType<FieldProps>;

export const Entry: Story = fieldExampleStory(field, examples.Entry);
export const SavedProposal: Story = fieldExampleStory(field, examples.SavedProposal);
export const WithError: Story = fieldExampleStory(field, examples.WithError);
export const Disabled: Story = fieldExampleStory(field, examples.Disabled);
/** The lookup service fails: the customer is offered the manual search. */
export const LookupFails: Story = fieldExampleStory(field, examples.LookupFails);
export const ManualSearchFails: Story = fieldExampleStory(field, examples.ManualSearchFails);

/** Types a registration and presses Enter, as a customer does. */
async function lookUp(canvasElement: HTMLElement, registration: string) {
  await userEvent.type(
    within(canvasElement).getByLabelText('Enter your registration'),
    `${registration}{Enter}`,
  );
}

/** The lookup in progress: 'Searching...' (this lookup never answers). */
export const Searching: Story = {
  ...fieldExampleStory(field, {
    ...examples.Entry,
    services: () => fakeVehicleServices({ delay: Infinity }),
  }),
  play: async (context) => {
    await lookUp(context.canvasElement, 'VQ21TCE');
    await expect(within(context.canvasElement).getByRole('button', { name: 'Searching...' })).toBeVisible();
  },
};

export const Found: Story = {
  ...Entry,
  play: async (context) => {
    await lookUp(context.canvasElement, 'VQ21TCE');
    await expect(
      await within(context.canvasElement).findByRole('region', { name: 'Your van' }),
    ).toBeVisible();
  },
};

/** No van has that registration: Search Manually or Try Again. */
export const NotFound: Story = {
  ...Entry,
  play: async (context) => {
    await lookUp(context.canvasElement, 'VQ05NFD');
    await expect(
      await within(context.canvasElement).findByRole('button', { name: 'Search Manually' }),
    ).toBeVisible();
  },
};

/** The manual search, from a registration not found. */
export const ManualEntry: Story = {
  ...Entry,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await lookUp(context.canvasElement, 'VQ05NFD');
    await userEvent.click(await canvas.findByRole('button', { name: 'Search Manually' }));
    await expect(await canvas.findByRole('combobox', { name: 'Manufacturer' })).toBeVisible();
  },
};

export const DumpCodeGoesToManualSearch: Story = {
  ...Entry,
  play: async (context) => {
    await lookUp(context.canvasElement, 'VQ11DMP');
    await expect(await within(context.canvasElement).findByLabelText('Manufacturer')).toBeVisible();
  },
};

export const OnPhone: Story = onPhone(Found);
