/** What every rule function is, and the helpers the rule modules share. */

export type Parent = Record<string, unknown> | undefined;
export type RuleFunction = (value: unknown, param: unknown, parent: Parent) => string | null;

export const PASS = null;
export const FAIL = '';
export const absent = (v: unknown) => v === undefined || v === null || v === '';

/** A rule that tests a string answer (absent answers pass). */
export const stringRule =
  (test: (v: string) => boolean): RuleFunction =>
  (value) => {
    if (absent(value)) return PASS;
    return typeof value === 'string' && test(value) ? PASS : FAIL;
  };
