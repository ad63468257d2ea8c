import { composeConfirmation, type ConfirmationInput } from './compose-confirmation';
import { CONFIRMATION_KIND, type NewOutboxRow } from './outbox-types';

/**
 * The outbox row for a policy's confirmation: the composed message (what will be sent, byte for byte
 * the same on every attempt), keyed by proposal so a purchase queues at most one.
 */
export function confirmationOutboxRow(
  proposalUuid: string,
  input: ConfirmationInput,
  now: Date = new Date(),
): NewOutboxRow {
  return {
    kind: CONFIRMATION_KIND,
    proposal_uuid: proposalUuid,
    payload: composeConfirmation(input),
    created_at: now.toISOString(),
  };
}
