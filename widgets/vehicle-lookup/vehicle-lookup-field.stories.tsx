import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldProps } from '@rjsf/utils';
import { expect, userEvent, within } from 'storybook/test';
import { fieldExampleStory } from '#widgets/shared/example-story.tsx';
import { examples } from './examples';
import { VehicleLookupField } from './vehicle-lookup-field';

const meta = {
  title: 'Widgets/Vehicle lookup',
  parameters: {
    docs: {
      description: {
        component:
          'Demo registrations: VQ21TCE (Transit Custom), VQ71SPR (Sprinter), VQ05NFD (not found), VQ11DMP (DUMP CODE).',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const field = VehicleLookupField as ComponentType<FieldProps>;

export const Entry: Story = fieldExampleStory(field, examples.Entry);
export const SavedProposal: Story = fieldExampleStory(field, examples.SavedProposal);
export const WithError: Story = fieldExampleStory(field, examples.WithError);
export const LookupFails: Story = fieldExampleStory(field, examples.LookupFails);
export const ManualSearchFails: Story = fieldExampleStory(field, examples.ManualSearchFails);

export const Found: Story = {
  ...Entry,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enter your registration'), 'VQ21TCE{Enter}');
    await expect(await canvas.findByRole('region', { name: 'Your van' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  ...Entry,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enter your registration'), 'VQ05NFD{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Search Manually' })).toBeInTheDocument();
  },
};

export const DumpCodeGoesToManualSearch: Story = {
  ...Entry,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enter your registration'), 'VQ11DMP{Enter}');
    await expect(await canvas.findByLabelText('Manufacturer')).toBeInTheDocument();
  },
};

export const OnPhone: Story = { ...Entry, globals: { viewport: { value: 'phone' } } };
