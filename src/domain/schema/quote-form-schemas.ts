/**
 * Assembles the five quote-form step schemas from schemas/ (DESIGN.md 2): each step gets the shared
 * definitions it references (and their additional-driver variants), so one JSON object per step is
 * both what RJSF renders and what ajv compiles, in the browser and on the server.
 */
import additionalDriver from '../../../schemas/definitions/additional-driver.schema.json';
import address from '../../../schemas/definitions/address.schema.json';
import claim from '../../../schemas/definitions/claim.schema.json';
import conviction from '../../../schemas/definitions/conviction.schema.json';
import driverHistory from '../../../schemas/definitions/driver-history.schema.json';
import driverPersonal from '../../../schemas/definitions/driver-personal.schema.json';
import medicalCondition from '../../../schemas/definitions/medical-condition.schema.json';
import securityItem from '../../../schemas/definitions/security-item.schema.json';
import step1 from '../../../schemas/quote-form/1-about-your-van.schema.json';
import step2 from '../../../schemas/quote-form/2-your-driving-history.schema.json';
import step3 from '../../../schemas/quote-form/3-policy-holder-details.schema.json';
import step4 from '../../../schemas/quote-form/4-additional-drivers.schema.json';
import step5 from '../../../schemas/quote-form/5-cover-requirements.schema.json';
import { theirVariant } from './their-variant';

export type JsonSchema = Record<string, unknown>;

export const stepIds = [
  '1-about-your-van',
  '2-your-driving-history',
  '3-policy-holder-details',
  '4-additional-drivers',
  '5-cover-requirements',
] as const;
export type StepId = (typeof stepIds)[number];

/** Removes "$id": inside "definitions" an $id would start a new base URI and break "#/definitions/..." refs. */
function withoutId(schema: JsonSchema): JsonSchema {
  const { $id: _id, ...rest } = schema;
  return rest;
}

const baseDefinitions: Record<string, JsonSchema> = {
  'additional-driver': additionalDriver,
  address,
  claim,
  conviction,
  'driver-history': driverHistory,
  'driver-personal': driverPersonal,
  'medical-condition': medicalCondition,
  'security-item': securityItem,
};

/** Every definition, plus its additional-driver ("--their") variant. */
export const allDefinitions: Record<string, JsonSchema> = Object.fromEntries(
  Object.entries(baseDefinitions).flatMap(([name, schema]) => [
    [name, withoutId(schema)],
    [`${name}--their`, theirVariant(withoutId(schema)) as JsonSchema],
  ]),
);

function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/')) {
        const name = v.slice('#/definitions/'.length);
        if (!found.has(name)) {
          found.add(name);
          refsIn(allDefinitions[name], found);
        }
      } else refsIn(v, found);
    }
  }
  return found;
}

function assemble(step: JsonSchema): JsonSchema {
  const used = [...refsIn(step, new Set())].sort();
  const definitions = Object.fromEntries(used.map((name) => [name, allDefinitions[name]]));
  return { ...withoutId(step), definitions };
}

const rawSteps: Record<StepId, JsonSchema> = {
  '1-about-your-van': step1,
  '2-your-driving-history': step2,
  '3-policy-holder-details': step3,
  '4-additional-drivers': step4,
  '5-cover-requirements': step5,
};

/** The assembled step schemas, by step id: the very objects the validators are compiled from. */
export const stepSchemas: Record<StepId, JsonSchema> = Object.fromEntries(
  stepIds.map((id) => [id, assemble(rawSteps[id])]),
) as Record<StepId, JsonSchema>;

export const stepTitles: Record<StepId, string> = Object.fromEntries(
  stepIds.map((id) => [id, String(rawSteps[id].title)]),
) as Record<StepId, string>;
