/**
 * Business constants of SPEC.md 9 that code reads. Rules a question enforces (bounds, dates, ages,
 * repeater sizes, the cover start window) live in its schema under schemas/, not here.
 */

/** A quote can be bought for this many days after it was given. */
export const QUOTE_VALID_DAYS = 30;
/** Days to cancel after the start of cover or receiving the documents, if later. */
export const COOLING_OFF_DAYS = 14;
/** Insurance premium tax, included in every premium. */
export const IPT_RATE = 0.12;
/** The embedded card payment frame's height (SPEC.md 2.12). */
export const PAYMENT_FRAME_HEIGHT_PX = 564;
/** The support line shown in the text ({phone} in SPEC.md 1): an Ofcom drama-range number. */
export const SUPPORT_PHONE = '0808 157 0192';
export const BUSINESS_NAME = 'Van Quote Insurance Services Limited';
