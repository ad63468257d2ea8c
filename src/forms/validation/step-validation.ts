import type { ValidatorType } from '@rjsf/utils';
import { toFieldMessages, type FieldMessage, type RawError } from '#domain/schema/error-paths.ts';
import type { Schema } from '#domain/schema/schema-walk.ts';

/** What a step form needs: RJSF's validator (for conditions) and the step's field messages. */
export interface StepValidation {
  validator: ValidatorType;
  /** Every field message for these answers, by dotted path from the step's data. */
  validate(formData: unknown): FieldMessage[];
}

/** Wraps an RJSF validator (runtime or precompiled) with the step's message mapping. */
export function stepValidationFrom(validator: ValidatorType, schema: Schema): StepValidation {
  return {
    validator,
    validate(formData) {
      const { errors } = validator.rawValidation(schema, formData);
      return toFieldMessages((errors ?? []) as RawError[]);
    },
  };
}
