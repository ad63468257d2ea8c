import { SUPPORT_PHONE } from '#domain/limits.ts';

/** Our phone number as a link a phone can call with one tap. */
export function SupportPhoneLink() {
  return <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>;
}
