import { useSearchParams } from '#journey/router.tsx';

const MESSAGES: Record<string, string> = {
  declined:
    'Your card payment was declined and no money has been taken. Please check your card details, or use another card, and try again.',
  failed:
    'We could not take your card payment because of a technical problem, and no money has been taken. Please try again.',
  pending:
    'Your card payment was not finished, so no money has been taken. Please try again when you are ready.',
};

/**
 * What became of a card payment that did not go through (SPEC.md 2.12: PaymentRedirect sends the
 * customer back here with ?payment=declined|failed|pending), and that Continue tries again.
 */
export function PaymentOutcomeNotice() {
  const params = useSearchParams();
  const message = MESSAGES[params.get('payment') ?? ''];
  return message ? (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  ) : null;
}
