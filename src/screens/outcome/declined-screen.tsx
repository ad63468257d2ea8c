import { OutcomePage } from '#screens/shared/outcome-page.tsx';
import { SupportPhoneLink } from '#screens/shared/support-phone-link.tsx';

/** Declined (SPEC.md 2.15): the insurer cannot offer cover for these answers. */
export default function DeclinedScreen() {
  return (
    <OutcomePage heading="We're sorry we can't offer you cover">
      <p>Based on the details you have given us, our insurers are unable to offer you a quote online.</p>
      <p>
        If you think a detail may be wrong, you can start a new quote, or call us on <SupportPhoneLink /> to
        talk it through.
      </p>
    </OutcomePage>
  );
}
