import type { ErrorObject } from 'ajv';
import type { FieldError } from '../http/errors';

function dotted(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/** The field a (possibly ajv-errors wrapped) error is about, as a dotted path. */
function fieldPath(error: ErrorObject): string {
  const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0] ?? error;
  const missing = (inner.params as { missingProperty?: string }).missingProperty;
  const base = dotted(error.instancePath);
  return missing ? (base ? `${base}.${missing}` : missing) : base;
}

/** ajv errors to the API's field list: one message per field, the schema's own message. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Map<string, string>();
  for (const error of errors ?? []) {
    const path = fieldPath(error);
    if (!seen.has(path))
      seen.set(path, error.message ?? 'Please provide an answer to this question to proceed.');
  }
  return [...seen].map(([path, message]) => ({ path, message }));
}
