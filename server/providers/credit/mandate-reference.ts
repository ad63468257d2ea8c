import { createHmac } from 'node:crypto';

/** Crockford base32: digits and upper-case letters without I, L, O and U (no look-alikes). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The shape of every mandate reference: 'VQ' then 10 Crockford base32 characters. */
export const MANDATE_REFERENCE_PATTERN = /^VQ[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * The Direct Debit mandate reference for a proposal and bank account: 'VQ' and the first 50 bits of
 * HMAC-SHA256(secret, uuid, sort code, account number) in Crockford base32. The same inputs always
 * give the same reference (idempotent retries); the keyed hash means the reference does not reveal
 * the account number to someone who knows the uuid and the sort code.
 * @param secret the provider's key; keep it stable, or references change.
 */
export function mandateReference(
  secret: string,
  proposalUuid: string,
  sortCode: string,
  accountNumber: string,
): string {
  const digest = createHmac('sha256', secret)
    .update(`${proposalUuid}\n${sortCode}\n${accountNumber}`)
    .digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let chars = '';
  for (let i = 0; i < 10; i++) chars = ALPHABET[Number((bits >> BigInt(6 + i * 5)) & 31n)] + chars;
  return `VQ${chars}`;
}
