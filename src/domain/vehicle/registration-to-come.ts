/** The stored mark of a registration still to come: a blank registration on submit (SPEC.md 3). */
export const REGISTRATION_TO_COME = 'TBC';

/**
 * Whether the van has no registration yet (none, blank, or still to come): the payment option screen
 * asks for it, and nothing can be bought until it is given (SPEC.md 2.7).
 */
export function lacksRegistration(registration: unknown): boolean {
  return (
    typeof registration !== 'string' || registration.trim() === '' || registration === REGISTRATION_TO_COME
  );
}
