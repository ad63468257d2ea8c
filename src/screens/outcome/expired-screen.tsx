import { QUOTE_VALID_DAYS } from '#domain/limits.ts';
import { OutcomePage } from '#screens/shared/outcome-page.tsx';

/** Expired (SPEC.md 2.15): the session or the quote has run out. */
export default function ExpiredScreen() {
  return (
    <OutcomePage heading="Session Expired">
      <p>
        Your session has expired. Quotes are valid for {QUOTE_VALID_DAYS} days; please start a new quote to
        get an up-to-date price.
      </p>
    </OutcomePage>
  );
}
