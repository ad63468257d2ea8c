import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { quoteForm } from '#domain/schema/quote-form.ts';

/**
 * A small form holding a vehicle object, for the field's stories and tests: the fields the lookup
 * fills (hidden under the field) and a few questions it leaves to RJSF. The registration's message
 * is given as the quote form's schema gives it (ajv-errors' errorMessage, which JSON Schema 7's type
 * does not list, hence the cast).
 */
export function vehicleFormSchema(registrationMessage: string): RJSFSchema {
  return {
    type: 'object',
    properties: {
      vehicle: {
        type: 'object',
        properties: {
          vehicle_registration: { type: 'string', errorMessage: { valid_reg: registrationMessage } },
          abi_code: { type: 'string' },
          vehicle_make: { type: 'string' },
          vehicle_model: { type: 'string' },
          year_of_manufacture: { type: 'integer' },
          engine_size: { type: 'integer' },
          fuel_type: { type: 'string' },
          transmission: { type: 'string' },
          number_of_doors: { type: 'integer' },
          dump_code_used: { type: 'boolean' },
          year_min: { type: 'integer' },
          year_max: { type: 'integer' },
          body_type: { type: 'string', title: 'Body type' },
          weight: { type: 'integer', title: 'Weight (KG)' },
          date_registered: { type: 'string', title: 'Date registered' },
          imported_vehicle: { type: 'boolean', title: 'Imported' },
          estimated_value: { type: 'integer', title: 'Value' },
        },
      },
    },
  } as RJSFSchema;
}

/** The quote form's own UI schema for the vehicle (schemas/quote-form/1-about-your-van.ui.json). */
const stepVehicleUi = (quoteForm.step('1-about-your-van').ui as { vehicle: UiSchema }).vehicle;

/**
 * The vehicle object's uiSchema as the quote form's step gives it: the lookup field, and the answers it
 * fills hidden as the step hides them (the field shows their errors under the lookup).
 */
export function vehicleUiSchema(): UiSchema {
  const hidden = Object.entries(stepVehicleUi).filter(
    ([, ui]) => (ui as UiSchema | undefined)?.['ui:widget'] === 'hidden',
  );
  return { 'ui:field': 'vehicle-lookup', ...Object.fromEntries(hidden) };
}
