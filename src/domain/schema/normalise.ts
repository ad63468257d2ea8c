/**
 * Answers tidied as the form's widgets tidy them, before they are validated (issue 10): text trimmed
 * and its inner spaces collapsed, an empty answer dropped (so a required question is unanswered, not
 * answered with ""), postcodes and registrations upper-cased, a valid phone number written as the
 * phone box writes it ('0113 496 0000 ext. 12', decision 019). What the form could never send is a
 * problem: control or bidirectional-override characters in text, and answers no question asks.
 */
import type { FieldError } from '#domain/contract/errors.ts';
import { formatPostcode, normaliseRegistration } from '#domain/patterns.ts';
import { normalisePhone } from '#domain/rules/phone.ts';
import fallback from '#schemas/messages.json';
import { isObject, type Schema, type Shape } from './schema-walk';

/**
 * Control characters (but tab and line breaks, which become spaces), bidirectional embeddings,
 * overrides and isolates, and zero-width characters.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- these are the characters refused
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

export interface Normalised {
  value: Record<string, unknown>;
  problems: FieldError[];
}

function tidyText(text: string, variants: Schema[]): string | undefined {
  const tidy = text.trim().replace(/\s+/g, ' ');
  if (tidy === '') return undefined;
  if (variants.some((s) => s.postcode === true)) return formatPostcode(tidy);
  if (variants.some((s) => s.valid_reg === true)) return normaliseRegistration(tidy);
  if (variants.some((s) => s.phone === true)) return normalisePhone(tidy);
  return tidy;
}

function walk(value: unknown, shapes: Shape[], path: string, problems: FieldError[]): unknown {
  if (typeof value === 'string') {
    if (FORBIDDEN.test(value)) {
      problems.push({ path, message: fallback.special_characters });
      return value;
    }
    return tidyText(
      value,
      shapes.flatMap((s) => s.variants),
    );
  }
  if (Array.isArray(value)) {
    const items = shapes.flatMap((s) => (s.kind === 'array' && s.items ? [s.items] : []));
    return value.map((item, i) => walk(item, items, `${path}.${i}`, problems));
  }
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const childShapes = shapes.flatMap((s) =>
      s.kind === 'object' && Object.hasOwn(s.properties, key) ? [s.properties[key]] : [],
    );
    if (childShapes.length === 0) {
      if (child !== undefined) problems.push({ path: childPath, message: fallback.unknown_answer });
      continue;
    }
    const tidy = walk(child, childShapes, childPath, problems);
    if (tidy !== undefined) out[key] = tidy;
  }
  return out;
}

/** The answers tidied against the shapes of every step (a key is known if any step asks it). */
export function normaliseAnswers(answers: unknown, shapes: Shape[]): Normalised {
  const problems: FieldError[] = [];
  const value = walk(isObject(answers) ? answers : {}, shapes, '', problems) as Record<string, unknown>;
  return { value, problems };
}
