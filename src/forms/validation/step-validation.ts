import type { ValidatorType } from '@rjsf/utils';
import { toFieldMessages, type FieldMessage, type RawError } from '../../domain/schema/error-paths';
import type { JsonSchema } from '../../domain/schema/quote-form-schemas';

/** What a step form needs: RJSF's validator (for conditions) and the step's field messages. */
export interface StepValidation {
  validator: ValidatorType;
  /** Every field message for these answers, by dotted path from the step's data. */
  validate(formData: unknown): FieldMessage[];
}

/** Wraps an RJSF validator (runtime or precompiled) with the step's message mapping. */
export function stepValidationFrom(validator: ValidatorType, schema: JsonSchema): StepValidation {
  return {
    validator,
    validate(formData) {
      const { errors } = validator.rawValidation(schema, formData);
      return toFieldMessages((errors ?? []) as RawError[]);
    },
  };
}
