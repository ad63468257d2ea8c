import type { ValidateFunction } from 'ajv';
import type { FieldError } from '#domain/contract/errors.ts';
import { toFieldMessages, type RawError } from '#domain/schema/error-paths.ts';
import type { Schema } from '#domain/schema/schema-walk.ts';
import { invalid } from '#server/http/errors.ts';
import { createQuoteFormAjv } from './quote-form-validator';

const ajv = createQuoteFormAjv();

/**
 * A validator for one of the screens' forms (the same assembled schema the browser renders), with
 * the form's messages by dotted path. The in-list rule reads the lists the risk validator set.
 */
export function formValidator(schema: Schema): (data: unknown) => FieldError[] {
  let validate: ValidateFunction | undefined;
  return (data) => {
    validate ??= ajv.compile(schema);
    return validate(data) ? [] : toFieldMessages(validate.errors as RawError[]);
  };
}

/** Throws a 422 with the form's messages unless the data is valid. */
export function assertValid(validate: (data: unknown) => FieldError[], data: unknown): void {
  const fields = validate(data);
  if (fields.length > 0) throw invalid(fields);
}
