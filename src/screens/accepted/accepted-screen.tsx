import { useJourney, useUuid } from '#journey/navigation.tsx';

/** Accepted (SPEC.md 2.12): the payment went through; Continue completes the purchase. */
export default function AcceptedScreen() {
  const uuid = useUuid();
  const journey = useJourney();
  return (
    <div className="card">
      <h1>Payment accepted</h1>
      <p>Thank you: your payment has been taken. Continue to confirm your policy.</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => journey.go('Payment', uuid)}
        >
          Previous
        </button>
        <button type="button" className="button" onClick={() => journey.go('Complete', uuid)}>
          Continue
        </button>
      </div>
    </div>
  );
}
