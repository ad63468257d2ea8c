import schema from '#schemas/payment-option/payment-option.schema.json';
import type { VehicleSearchResult } from '#domain/contract/lookups.ts';

const registrationQuestion = schema.properties.vehicle_registration;
const confirmQuestion = schema.properties.confirm_vehicle;

/** The registration box shown when the proposal has none (SPEC.md 2.7), with its message. */
export function MissingRegistration(props: {
  value: string;
  touched: boolean;
  valid: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { value, touched, valid } = props;
  const showError = touched && value !== '' && !valid;
  return (
    <div className="field">
      <p className="notice">{registrationQuestion.description}</p>
      <label htmlFor="payment-registration" className="field__label">
        {registrationQuestion.title}
      </label>
      <input
        id="payment-registration"
        className="vq-control vq-control--short"
        value={value}
        autoCapitalize="characters"
        aria-invalid={showError}
        aria-describedby={showError ? 'payment-registration-error' : undefined}
        onChange={(e) => props.onChange(e.target.value.toUpperCase())}
        onBlur={props.onBlur}
      />
      {showError ? (
        <p className="error-message" id="payment-registration-error">
          {registrationQuestion.errorMessage.valid_reg}
        </p>
      ) : null}
    </div>
  );
}

/** The confirm-vehicle panel (SPEC.md 2.7): the van the registration found, to confirm or cancel. */
export function ConfirmVehicle(props: {
  candidate: VehicleSearchResult;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { candidate } = props;
  return (
    <div className="notice" role="alert">
      <p>{confirmQuestion.description}</p>
      <p>
        <strong>
          {candidate.manufacturer} {candidate.model} ({candidate.year})
        </strong>
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={props.onConfirm}>
          Confirm Vehicle
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
