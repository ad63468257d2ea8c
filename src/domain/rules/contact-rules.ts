/**
 * The email and phone rules of SPEC.md 5.2. They bring their libraries (validator's isEmail,
 * libphonenumber), so they live apart from the other rules: a precompiled step loads this module only
 * when its questions ask for an email or a phone number.
 */
import { isValidEmail } from './email';
import { isValidPhone } from './phone';
import { FAIL, PASS, stringRule, type RuleFunction } from './rule-function';

export const contactRules: Record<string, RuleFunction> = {
  email: (value) => (value === undefined ? PASS : isValidEmail(value) ? PASS : FAIL),
  phone: stringRule(isValidPhone),
};
