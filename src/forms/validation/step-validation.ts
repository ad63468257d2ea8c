import type { ValidatorType } from '@rjsf/utils';
import { toFieldMessages, type FieldMessage, type RawError } from '#domain/schema/error-paths.ts';
import { withRequiredGroups, type Schema } from '#domain/schema/schema-walk.ts';
import { ruleContext } from '#domain/rules/base-rules.ts';

/** What a step form needs: RJSF's validator (for conditions) and the step's field messages. */
export interface StepValidation {
  validator: ValidatorType;
  /** Every field message for these answers, by dotted path from the step's data. */
  validate(formData: unknown): FieldMessage[];
}

/**
 * Wraps an RJSF validator (runtime or precompiled) with the step's message mapping. Answers are
 * never changed in place (a change copies its path, decision 040), so the same answers object, on
 * the same day and with the same reference lists, has the same messages: the last ones are kept
 * and given again, as when a field the customer tabbed through without a change loses focus, or
 * Continue follows that (decision 053).
 */
export function stepValidationFrom(validator: ValidatorType, schema: Schema): StepValidation {
  let last: { formData: unknown; context: string; messages: FieldMessage[] } | undefined;
  return {
    validator,
    validate(formData) {
      const context = ruleContext();
      if (last && last.formData === formData && last.context === context) return last.messages;
      // A required group not yet started is validated as started: its questions' own messages.
      const { errors } = validator.rawValidation(schema, withRequiredGroups(schema, formData, schema));
      const messages = toFieldMessages((errors ?? []) as RawError[]);
      last = { formData, context, messages };
      return messages;
    },
  };
}
