/**
 * Stands in for @rjsf/utils' getDecimalSeparator in the browser build (vite.config.ts): RJSF's
 * NumberField asks for it on every render, and the original builds an Intl.NumberFormat each time
 * (a tenth of the largest step's first render). Same answer, worked out once per list of languages.
 */
const found = new Map<string, string>();

/** The browser's own languages' separator: reading `navigator.languages` costs more than the rest. */
let browsers: string | undefined;
if (typeof window !== 'undefined')
  window.addEventListener('languagechange', () => {
    browsers = undefined;
  });

export default function getDecimalSeparator(languages?: readonly string[]): string {
  if (!languages && typeof navigator !== 'undefined') return (browsers ??= separatorOf(navigator.languages));
  return separatorOf(languages);
}

function separatorOf(locales?: readonly string[]): string {
  if (!locales) return '.';
  const key = locales.join(',');
  let separator = found.get(key);
  if (separator === undefined) {
    try {
      const parts = new Intl.NumberFormat(locales as string[]).formatToParts(1.1);
      separator = parts.find((part) => part.type === 'decimal')?.value || '.';
    } catch {
      separator = '.';
    }
    found.set(key, separator);
  }
  return separator;
}
