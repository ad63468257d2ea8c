import type { FieldError } from '#domain/contract/errors.ts';
import type { Risk } from '#domain/contract/proposal.ts';
import { normaliseAnswers } from '#domain/schema/normalise.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';
import type { SchemaReader } from '#domain/schema/reader.ts';
import fallback from '#schemas/messages.json';
import { invalid } from '#server/http/errors.ts';
import type { VehicleProvider } from '#server/providers/vehicle/vehicle-provider.ts';
import type { RiskValidator } from './quote-form-validator';

const inRisk = (fields: FieldError[]) => fields.map((f) => ({ path: `risk.${f.path}`, message: f.message }));

/** The message of an unknown van: the lookup question's own (SPEC.md 5.1 findYourCar). */
function unknownVanMessage(reader: SchemaReader): string {
  const vehicle = (
    reader.step('1-about-your-van').schema.properties as Record<
      string,
      { errorMessage?: { required?: Record<string, string> } }
    >
  ).vehicle;
  return vehicle.errorMessage?.required?.abi_code ?? 'Please enter your registration and select a vehicle.';
}

/**
 * What the server stores of the answers a browser sends (DESIGN.md 2: a proposal the server accepts is
 * one the form could have produced): tidied as the widgets tidy them, the van's facts taken from the
 * vehicle dataset by its code (never from the browser), then checked against every step schema.
 * Anything else is a 422 with field messages, and nothing is written.
 */
export function riskAcceptor(
  validate: RiskValidator,
  vehicles: Pick<VehicleProvider, 'facts'>,
  reader = quoteForm,
) {
  const shapes = reader.steps.map((s) => reader.shape(s.id));
  const unknownVan = unknownVanMessage(reader);
  return async (answers: unknown): Promise<Risk> => {
    const { value, problems } = normaliseAnswers(answers, shapes);
    if (problems.length > 0) throw invalid(inRisk(problems));
    const vehicle = value.vehicle as Record<string, unknown> | undefined;
    const code = vehicle?.abi_code;
    if (vehicle && typeof code === 'string') {
      const facts = await vehicles.facts(code);
      if (!facts) throw invalid(inRisk([{ path: 'vehicle.abi_code', message: unknownVan }]));
      // A fact the browser sent must be the dataset's own; a missing one is filled in.
      const changed = Object.entries(facts).filter(
        ([key, fact]) => vehicle[key] !== undefined && vehicle[key] !== null && vehicle[key] !== fact,
      );
      if (changed.length > 0)
        throw invalid(
          inRisk(changed.map(([key]) => ({ path: `vehicle.${key}`, message: fallback.vehicle_fact }))),
        );
      value.vehicle = { ...vehicle, ...facts };
    }
    validate.assert(value);
    return value;
  };
}

export type RiskAcceptor = ReturnType<typeof riskAcceptor>;
