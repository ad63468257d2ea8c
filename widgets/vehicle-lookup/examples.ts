import { ErrorSchemaBuilder, type RJSFSchema } from '@rjsf/utils';
import aboutYourVan from '#schemas/quote-form/1-about-your-van.schema.json';
import type { WidgetExample } from '#widgets/widget-example.ts';
import { vehicleFormSchema, vehicleUiSchema } from './example-schema';
import { fakeVehicleServices } from './fake-vehicle-services';

/** The vehicle object as the quote form's step holds it, with its registration message. */
const schema = vehicleFormSchema(
  aboutYourVan.properties.vehicle.properties.vehicle_registration.errorMessage.valid_reg,
).properties?.vehicle as RJSFSchema;
const uiSchema = vehicleUiSchema();
/** Each call waits a moment, so 'Searching...' and 'Loading...' show. */
const services = () => fakeVehicleServices({ delay: 400 });
const field = { id: 'root_vehicle', schema, uiSchema };
const registration = { role: 'textbox', name: 'Enter your registration' } as const;

/**
 * The vehicle-lookup field's examples: its stories show them and the registry test renders each.
 * Demo registrations: VQ21TCE (Transit Custom), VQ71SPR (Sprinter), VQ05NFD (not found), VQ11DMP
 * (DUMP CODE).
 */
export const examples: Record<string, WidgetExample> = {
  Entry: {
    ...field,
    services,
    control: registration,
  },
  /** A saved proposal's van starts in the found state; the other vehicle questions follow. */
  SavedProposal: {
    ...field,
    value: {
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
    services,
    control: { role: 'region', name: 'Your van' },
    shows: 'VQ71SPR',
  },
  /** The step's message for a van not yet found, shown under the lookup. */
  WithError: {
    ...field,
    errorSchema: new ErrorSchemaBuilder().addErrors(
      'Please enter your registration and select a vehicle.',
      'abi_code',
    ).ErrorSchema,
    services,
    control: registration,
  },
  /** The registration box and search, not answerable just now. */
  Disabled: {
    ...field,
    disabled: true,
    services,
    control: registration,
  },
  LookupFails: {
    ...field,
    services: () => fakeVehicleServices({ delay: 400, failLookup: true }),
    control: registration,
  },
  ManualSearchFails: {
    ...field,
    services: () => fakeVehicleServices({ delay: 400, failManual: true }),
    control: registration,
  },
};
