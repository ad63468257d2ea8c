import { useLocation } from '#journey/router.tsx';
import { OutcomePage } from '#screens/shared/outcome-page.tsx';

/** NotFound (SPEC.md 2.15): no page matches the address. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <OutcomePage heading="Page not found">
      <p>
        Sorry, no page matches the address <code>{pathname}</code>. Check the address, or start a new quote.
      </p>
    </OutcomePage>
  );
}
