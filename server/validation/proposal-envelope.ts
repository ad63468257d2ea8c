import { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../config';
import { invalid } from '../http/errors';
import { toFieldErrors } from './ajv-errors-to-fields';

const schema = JSON.parse(readFileSync(join(projectRoot, 'schemas', 'proposal.schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
ajvErrors(ajv);
const validateEnvelope = ajv.compile(schema);

/** What a browser may set on a proposal; everything else (prices, flags) is the server's. */
export interface ProposalInput {
  version?: number;
  is_pay_monthly?: boolean;
  risk: Record<string, unknown>;
}

/** Checks the body's types against the proposal envelope schema; 422 with field messages if not. */
export function parseProposalInput(body: unknown): ProposalInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid([{ path: '', message: 'The request body must be a proposal object.' }]);
  }
  if (!validateEnvelope(body)) throw invalid(toFieldErrors(validateEnvelope.errors));
  const input = body as ProposalInput;
  return { version: input.version, is_pay_monthly: input.is_pay_monthly, risk: input.risk };
}
