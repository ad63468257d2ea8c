/** SPEC.md 3: a blank registration on submit becomes 'TBC' (asked again on the payment option screen). */
export const NO_REGISTRATION = 'TBC';

/** The answers as they are sent when the last step is submitted. */
export function finaliseRisk(risk: Record<string, unknown>): Record<string, unknown> {
  const vehicle = (risk.vehicle ?? {}) as Record<string, unknown>;
  const registration =
    typeof vehicle.vehicle_registration === 'string' ? vehicle.vehicle_registration.trim() : '';
  return {
    ...risk,
    vehicle: { ...vehicle, vehicle_registration: registration === '' ? NO_REGISTRATION : registration },
  };
}
