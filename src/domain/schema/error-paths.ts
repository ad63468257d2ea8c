import fallback from '#schemas/messages.json';

/**
 * Turns raw ajv errors (with ajv-errors' wrapped errors) into one message per field, by dotted path:
 * the same function serves the server's 422 answers and the form's error display.
 */

export interface RawError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface FieldMessage {
  /** Dotted path from the validated object, e.g. "vehicle.weight" or "drivers.additional_drivers.0.surname". */
  path: string;
  message: string;
  /** The schema keyword the answer broke ("required", "pattern", a rule of rule-functions.ts). */
  rule?: string;
}

/** Keywords whose errors only repeat what a nested error already says. */
const NOISE = new Set(['if', 'oneOf', 'anyOf', 'allOf', 'const']);

const DEFAULT_MESSAGE = fallback.default;

function dotted(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** The original (inner) errors an ajv-errors error stands for. */
function innerErrors(error: RawError): RawError[] {
  return error.keyword === 'errorMessage' ? ((error.params.errors as RawError[] | undefined) ?? []) : [error];
}

/** Path of the field an error is about: for "required", the missing property under the object. */
export function fieldPathOf(error: RawError): string {
  const inner = innerErrors(error)[0] ?? error;
  const base = dotted(error.instancePath);
  const missing = inner.params?.missingProperty as string | undefined;
  return missing ? (base ? `${base}.${missing}` : missing) : base;
}

/** Fills "{d}" in a message with the rule's detail (a date, a bound). */
function fill(message: string, error: RawError): string {
  const detail = innerErrors(error).find((e) => typeof e.params?.detail === 'string')?.params.detail as
    string | undefined;
  return detail === undefined ? message : message.replaceAll('{d}', detail);
}

function isNoise(error: RawError): boolean {
  return NOISE.has(error.keyword);
}

/** One message per field path, the first the schema gives; noise from conditions removed. */
export function toFieldMessages(errors: readonly RawError[] | null | undefined): FieldMessage[] {
  const byPath = new Map<string, FieldMessage>();
  for (const error of errors ?? []) {
    if (isNoise(error)) continue;
    const path = fieldPathOf(error);
    if (byPath.has(path)) continue;
    const message = error.keyword === 'errorMessage' ? (error.message ?? DEFAULT_MESSAGE) : messageFor(error);
    const rule = (innerErrors(error)[0] ?? error).keyword;
    byPath.set(path, { path, message: fill(message, error), rule });
  }
  return [...byPath.values()];
}

/** The fallback messages (schemas/messages.json) by key. */
export type FallbackMessages = Record<string, string> & typeof fallback;

/**
 * The message a failed rule gets when its question gives none (SPEC.md 5.1: the default message);
 * `limit` is a minimum's or maximum's bound. The question catalogue names these too.
 */
export function fallbackMessageFor(
  keyword: string,
  limit: unknown,
  messages: FallbackMessages = fallback,
): string {
  switch (keyword) {
    case 'enum':
    case 'in-list':
    case 'not':
      return messages['in-list'];
    case 'date':
      return messages.date;
    case 'minimum':
      return messages.minimum.replace('{n}', String(limit));
    case 'maximum':
      return messages.maximum.replace('{n}', String(limit));
    default:
      return messages.default;
  }
}

/** A message for an error the schema gave no text for. */
function messageFor(error: RawError): string {
  return fallbackMessageFor(error.keyword, error.params.limit);
}
