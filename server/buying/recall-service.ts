import type { RecallInput } from '#domain/contract/buying.ts';
import { referenceAsIssued } from '#domain/patterns.ts';
import { screenForms } from '#domain/schema/screen-forms.ts';
import { ApiError } from '#server/http/errors.ts';
import type { ProposalRecord, Store } from '#server/store/types.ts';
import { assertValid, formValidator } from '#server/validation/form-validator.ts';
import { isExpired } from './quote-state';

/** SPEC.md 8: wrong details never say which field was wrong. */
export const RECALL_NOT_FOUND =
  'Sorry we were unable to find your quote - please check the details you entered were correct!';

const validateRecall = formValidator(screenForms.recall.schema);
const compact = (postcode: unknown) =>
  String(postcode ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();

/** The recall input, normalised as the form normalises it (upper-case reference and postcode). */
export function parseRecall(body: unknown): RecallInput {
  const input = (body && typeof body === 'object' ? body : {}) as Partial<Record<keyof RecallInput, unknown>>;
  const normalised = {
    reference: typeof input.reference === 'string' ? input.reference.trim().toUpperCase() : input.reference,
    postcode: typeof input.postcode === 'string' ? input.postcode.trim().toUpperCase() : input.postcode,
    dob: input.dob,
  };
  assertValid(validateRecall, normalised);
  return normalised as RecallInput;
}

function matches(record: ProposalRecord, input: RecallInput): boolean {
  const risk = record.data.risk as {
    contact_details?: { address?: { postcode?: unknown } };
    drivers?: { proposer?: { date_of_birth?: unknown } };
  };
  return (
    compact(risk.contact_details?.address?.postcode) === compact(input.postcode) &&
    risk.drivers?.proposer?.date_of_birth === input.dob
  );
}

/**
 * Recall (SPEC.md 2.14, 7, 8): finds the quote by reference, postcode and date of birth and lets this
 * browser open it. An expired quote is opened too (so its start date can be changed) but answers
 * 409 `expired` with its uuid.
 */
export function recallService(store: Store, today: () => string) {
  return {
    async recall(input: RecallInput, tokenHash: string): Promise<ProposalRecord> {
      // A reference typed with O for 0 or I for 1 (issued ones hold neither) is the one issued; one
      // issued before that rule may hold them, so it is looked for as typed first.
      const asIssued = referenceAsIssued(input.reference);
      const record =
        (await store.findByReference(input.reference)) ??
        (asIssued === input.reference ? null : await store.findByReference(asIssued));
      if (!record || !matches(record, input)) throw new ApiError(404, 'not_found', RECALL_NOT_FOUND);
      await store.grantAccess(record.uuid, tokenHash);
      if (!record.isPurchased && isExpired(record, today()))
        throw new ApiError(409, 'expired', 'This quote has expired. Please choose a new start date.', [], {
          uuid: record.uuid,
        });
      return record;
    },
  };
}
