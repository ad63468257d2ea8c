import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleAnswers, type ExampleFile } from '#domain/schema/example-answers.ts';

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

function read(file: string): ExampleFile {
  return JSON.parse(readFileSync(join(examplesDir, file), 'utf8')) as ExampleFile;
}

/** One example with its dates resolved and, for a derived example, its changes applied. */
export function loadExample(file: string): Example {
  const raw = read(file);
  return {
    file,
    name: raw.name,
    valid: raw.valid,
    step: raw.step,
    formData: exampleAnswers(file, read),
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
