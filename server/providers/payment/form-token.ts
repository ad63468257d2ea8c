import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Which form a token belongs to: the card form or the 3-D Secure challenge. */
export type FormStage = 'card' | 'challenge';

/** A fresh random key for one payment's form tokens (stored with the payment). */
export function newFormKey(): string {
  return randomBytes(32).toString('base64url');
}

/** A crypto-random, unguessable payment id (144 bits): `pay_` and 24 base64url characters. */
export function newPaymentId(): string {
  return `pay_${randomBytes(18).toString('base64url')}`;
}

/** True when `value` has the shape of a payment id (checked before any store lookup). */
export function isPaymentId(value: string): boolean {
  return /^pay_[A-Za-z0-9_-]{24}$/.test(value);
}

/** The hidden token of one payment's form: an HMAC of its id and the form stage under its own key. */
export function formToken(payment: { payment_id: string; form_key: string }, stage: FormStage): string {
  return createHmac('sha256', payment.form_key).update(`${payment.payment_id}:${stage}`).digest('base64url');
}

/** Compares a posted token with the expected one in constant time; a missing token is refused. */
export function isFormToken(
  payment: { payment_id: string; form_key: string },
  stage: FormStage,
  posted: unknown,
): boolean {
  if (typeof posted !== 'string') return false;
  const expected = Buffer.from(formToken(payment, stage));
  const actual = Buffer.from(posted);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
