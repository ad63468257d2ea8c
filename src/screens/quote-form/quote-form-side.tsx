import { usePathOf } from '#journey/navigation.tsx';
import { Link } from '#journey/router.tsx';

/** The 'Already have a quote?' panel (SPEC.md 2.6). */
export function AlreadyHaveAQuote() {
  const pathOf = usePathOf();
  return (
    <aside className="card quote-side" aria-labelledby="already-have-quote">
      <h2 id="already-have-quote">Already have a quote?</h2>
      <p>Pick up where you left off with your quote reference, postcode and date of birth.</p>
      <Link className="button button--secondary" to={pathOf('Recall')}>
        Retrieve a Quote
      </Link>
    </aside>
  );
}

/** The independent-provider notice (SPEC.md 1). */
export function ProviderNotice() {
  return (
    <p className="quote-notice">
      Some of your vehicle details have been completed using information from an independent provider. Please
      check them carefully and change anything that is not right.
    </p>
  );
}

/**
 * The top of the quote form: its heading and the provider notice. The screen shows it, and so does
 * the page the server sends before the scripts arrive (src/app/route-shells.tsx, docs/decisions/048).
 */
export function QuoteFormIntro() {
  return (
    <>
      <h1>Your details</h1>
      <ProviderNotice />
    </>
  );
}
