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
/** The credit provider a monthly payer's agreement is with (SPEC.md 2.11's credit provider notice). */
export const CREDIT_PROVIDER = 'Highway Premium Finance Limited';
/** Days a borrower may withdraw from the credit agreement (SPEC.md 2.11: change of mind). */
export const CREDIT_WITHDRAWAL_DAYS = 14;
