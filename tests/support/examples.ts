import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveExampleDates } from '#domain/schema/example-dates.ts';
import { setAt } from '#domain/effects/data-paths.ts';

/** schemas/quote-form/examples: answers kept beside the schemas, shared by tests, stories and journeys. */
export const examplesDir = join(import.meta.dirname, '..', '..', 'schemas', 'quote-form', 'examples');

export interface Example {
  file: string;
  name: string;
  valid: boolean;
  /** The step whose messages the example is about (invalid examples). */
  step?: string;
  formData: Record<string, unknown>;
  /** For invalid examples: the message expected at each dotted path. */
  expect?: Record<string, string>;
}

interface ExampleFile {
  name: string;
  valid: boolean;
  step?: string;
  formData?: Record<string, unknown>;
  /** An invalid example is a valid one with some answers changed ("set") or removed ("unset"). */
  basedOn?: string;
  set?: Record<string, unknown>;
  unset?: string[];
  expect?: Record<string, string>;
}

const toPath = (dotted: string) => dotted.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

function read(file: string): ExampleFile {
  return JSON.parse(readFileSync(join(examplesDir, file), 'utf8')) as ExampleFile;
}

/** One example with its dates resolved and, for a derived example, its changes applied. */
export function loadExample(file: string): Example {
  const raw = read(file);
  let formData = raw.formData ?? loadExample(raw.basedOn ?? 'complete-proposal.json').formData;
  for (const [path, value] of Object.entries(raw.set ?? {}))
    formData = setAt(formData, toPath(path), resolveExampleDates(value)) as Record<string, unknown>;
  for (const path of raw.unset ?? [])
    formData = setAt(formData, toPath(path), undefined) as Record<string, unknown>;
  return {
    file,
    name: raw.name,
    valid: raw.valid,
    step: raw.step,
    formData: resolveExampleDates(formData),
    expect: raw.expect,
  };
}

export function loadExamples(): Example[] {
  return readdirSync(examplesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map(loadExample);
}

/** The complete, valid proposal most tests start from. */
export const completeRisk = () => loadExample('complete-proposal.json').formData;
