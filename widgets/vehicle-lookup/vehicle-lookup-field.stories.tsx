import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { expect, userEvent, within } from 'storybook/test';
import { fakeVehicleServices, type FakeServiceOptions } from './fake-vehicle-services';
import { vehicleFormSchema } from './example-schema';
import { VehicleLookupField } from './vehicle-lookup-field';

const schema = vehicleFormSchema('Enter a UK registration such as AB12 CDE.');
const uiSchema: UiSchema = {
  vehicle: { 'ui:field': 'vehicle-lookup' },
  'ui:submitButtonOptions': { norender: true },
};
const fields = { 'vehicle-lookup': VehicleLookupField };

interface DemoProps extends FakeServiceOptions {
  /** A saved proposal's vehicle, to start from. */
  vehicle?: Record<string, unknown>;
}

/** An RJSF form holding only the vehicle, with fake services, showing what the field emits. */
function VehicleLookupDemo({ vehicle, delay, failLookup, failManual }: DemoProps) {
  const formContext = useMemo(
    () => ({ services: fakeVehicleServices({ delay, failLookup, failManual }) }),
    [delay, failLookup, failManual],
  );
  const [formData, setFormData] = useState<Record<string, unknown>>(vehicle ? { vehicle } : {});
  return (
    <div style={{ maxWidth: 720 }}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        fields={fields}
        formContext={formContext}
        formData={formData}
        onChange={(event) => setFormData((event.formData ?? {}) as Record<string, unknown>)}
      />
      <h2>Emitted vehicle</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(formData.vehicle ?? {}, null, 2)}</pre>
    </div>
  );
}

const meta = {
  title: 'Widgets/Vehicle lookup',
  component: VehicleLookupDemo,
  args: { delay: 400 },
  parameters: {
    docs: {
      description: {
        component:
          'Demo registrations: VQ21TCE (Transit Custom), VQ71SPR (Sprinter), VQ00NFD (not found), VQ11DMP (DUMP CODE).',
      },
    },
  },
} satisfies Meta<typeof VehicleLookupDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entry: Story = {};

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enter your registration'), 'VQ21TCE{Enter}');
    await expect(await canvas.findByRole('region', { name: 'Your van' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enter your registration'), 'VQ00NFD{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Search Manually' })).toBeInTheDocument();
  },
};

export const DumpCodeGoesToManualSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enter your registration'), 'VQ11DMP{Enter}');
    await expect(await canvas.findByLabelText('Manufacturer')).toBeInTheDocument();
  },
};

export const SavedProposal: Story = {
  args: {
    vehicle: {
      vehicle_registration: 'VQ71SPR',
      vehicle_make: 'MERCEDES-BENZ',
      vehicle_model: 'SPRINTER 314 CDI L2H2',
      year_of_manufacture: 2021,
      abi_code: '20020011',
      fuel_type: 'DIESEL',
      transmission: 'AUTOMATIC',
      engine_size: 2143,
      body_type: 'HR',
      estimated_value: 18000,
    },
  },
};

export const LookupFails: Story = { args: { failLookup: true } };

export const ManualSearchFails: Story = { args: { failManual: true } };

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
