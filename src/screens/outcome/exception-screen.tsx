import { useUuid } from '#journey/navigation.tsx';
import { OutcomePage } from '#screens/shared/outcome-page.tsx';
import { SupportPhoneLink } from '#screens/shared/support-phone-link.tsx';

/** Exception (SPEC.md 2.15): a technical issue stopped the journey. */
export default function ExceptionScreen() {
  return (
    <OutcomePage heading="Sorry, we're experiencing a technical issue" uuid={useUuid()}>
      <p>
        Something went wrong on our side and we could not complete your request. Your answers have not been
        lost.
      </p>
      <p>
        Please try again in a few minutes, or call us on <SupportPhoneLink /> and we will be happy to help.
      </p>
    </OutcomePage>
  );
}
