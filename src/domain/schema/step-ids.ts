/**
 * The five steps' ids, in order (each names its pair of files under schemas/quote-form/). A module of
 * its own so that code needing only the names (the drop-off figures in the shell) loads no schema.
 */
export const stepIds = [
  '1-about-your-van',
  '2-your-driving-history',
  '3-policy-holder-details',
  '4-additional-drivers',
  '5-cover-requirements',
] as const;
export type StepId = (typeof stepIds)[number];
