/**
 * The answers of an example under schemas/quote-form/examples/ (STYLE.md: fixtures are data): its own
 * formData, or the example it is based on with some answers changed ("set") or removed ("unset"),
 * with relative dates ("$today-3y") resolved. Tests read the files from disk, stories through Vite.
 */
import { setAt } from '#domain/effects/data-paths.ts';
import { resolveExampleDates } from './example-dates';

/** One example file as written. */
export interface ExampleFile {
  name: string;
  valid: boolean;
  /** The step whose messages the example is about (invalid examples). */
  step?: string;
  formData?: Record<string, unknown>;
  basedOn?: string;
  set?: Record<string, unknown>;
  unset?: string[];
  /** For invalid examples: the message expected at each dotted path. */
  expect?: Record<string, string>;
}

const toPath = (dotted: string) => dotted.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** An example's answers, read through `read` (the file name under examples/ to its contents). */
export function exampleAnswers(file: string, read: (file: string) => ExampleFile): Record<string, unknown> {
  const raw = read(file);
  let formData = raw.formData ?? exampleAnswers(raw.basedOn ?? 'complete-proposal.json', read);
  for (const [path, value] of Object.entries(raw.set ?? {}))
    formData = setAt(formData, toPath(path), resolveExampleDates(value)) as Record<string, unknown>;
  for (const path of raw.unset ?? [])
    formData = setAt(formData, toPath(path), undefined) as Record<string, unknown>;
  return resolveExampleDates(formData);
}
