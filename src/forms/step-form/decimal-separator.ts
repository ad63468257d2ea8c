/**
 * Stands in for @rjsf/utils' getDecimalSeparator in the browser build (vite.config.ts). RJSF's
 * NumberField asks for it on every render, and the original builds an Intl.NumberFormat each time
 * from the browser's languages. The site reads and writes numbers the UK way, whatever the
 * browser's language (money and mileage are formatted en-GB), and every number it asks for is a
 * whole number, so the separator is the UK's: a full stop. Asking Intl instead made the phone's
 * first number formatter on the largest step's first render, 40-57 ms at 4x CPU (decision 053).
 */
export default function getDecimalSeparator(): string {
  return '.';
}
