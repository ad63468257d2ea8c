import { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import type { ProposalInput } from '#domain/contract/proposal.ts';
import { toFieldMessages, type RawError } from '#domain/schema/error-paths.ts';
import envelopeSchema from '#schemas/proposal.schema.json';
import { invalid } from '#server/http/errors.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
ajvErrors(ajv);
const validateEnvelope = ajv.compile(envelopeSchema);

/** Checks the body's types against the proposal envelope schema; 422 with field messages if not. */
export function parseProposalInput(body: unknown): ProposalInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid([{ path: '', message: 'The request body must be a proposal object.' }]);
  }
  if (!validateEnvelope(body)) throw invalid(toFieldMessages(validateEnvelope.errors as RawError[]));
  const input = body as unknown as ProposalInput;
  return { version: input.version, is_pay_monthly: input.is_pay_monthly, risk: input.risk };
}
