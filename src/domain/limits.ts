/** Business constants of SPEC.md 9. */
export const MIN_DRIVING_AGE = 17;
export const MAX_DRIVING_AGE = 120;
export const LOOK_BACK_YEARS = 5;
export const QUOTE_VALID_DAYS = 30;
export const COVER_START_WINDOW_DAYS = 30;
export const COOLING_OFF_DAYS = 14;
export const IPT_RATE = 0.12;
export const MAX_NUMERIC_VALUE = 9_999_999;
export const MIN_VEHICLE_WEIGHT = 1000;
export const MAX_REPEATER_ITEMS = 5;
export const PAYMENT_FRAME_HEIGHT = 564;
/** The support line shown in the text ({phone} in SPEC.md 1): an Ofcom drama-range number. */
export const SUPPORT_PHONE = '0808 157 0192';
export const BUSINESS_NAME = 'Van Quote Insurance Services Limited';
