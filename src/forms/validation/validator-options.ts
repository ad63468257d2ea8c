import ajvErrors from 'ajv-errors';
import { addRuleKeywords } from '#domain/rules/rule-keywords.ts';

/** Ajv's options for the forms' validators (run time and precompiled alike): our keywords and messages. */
export const validatorOptions = {
  ajvOptionsOverrides: {
    allErrors: true,
    strict: false,
    verbose: false,
    code: { lines: false, optimize: true },
  },
  extenderFn: (ajv: Parameters<typeof addRuleKeywords>[0]) => ajvErrors(addRuleKeywords(ajv)),
};
