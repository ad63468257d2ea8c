import type { Quote } from '#domain/contract/quote.ts';
import { addDays } from '#domain/dates.ts';
import { QUOTE_VALID_DAYS } from '#domain/limits.ts';
import { poundsToPence } from '#domain/money.ts';
import { lacksRegistration } from '#domain/vehicle/registration-to-come.ts';
import paymentOption from '#schemas/payment-option/payment-option.schema.json';
import { ApiError } from '#server/http/errors.ts';
import type { ProposalRecord } from '#server/store/types.ts';

/**
 * Whether a quote can no longer be bought (DESIGN.md 3 "Expiry"): given more than QUOTE_VALID_DAYS
 * ago, or for a cover start date that has passed.
 */
export function isExpired(record: ProposalRecord, today: string): boolean {
  const quote = record.data.quote;
  if (!quote) return false;
  const start = String(record.data.risk.cover_start_date ?? '');
  return addDays(quote.quoted_at, QUOTE_VALID_DAYS) < today || start < today;
}

/** The answer to a buying call on an expired quote: 419, which sends the customer to Expired. */
export const sessionExpired = () =>
  new ApiError(
    419,
    'session_expired',
    'This quote has expired. Quotes are valid for 30 days and must start today or later.',
  );

/** Why a van without a registration cannot be bought yet (the payment option screen's words). */
const REGISTRATION_MISSING = paymentOption.properties.vehicle_registration.description;

/** The quote of a proposal that can be bought now, or the error that says why not. */
export function buyableQuote(record: ProposalRecord, today: string): Quote {
  const quote = record.data.quote;
  if (!record.isQuoted || !quote?.is_quoted)
    throw new ApiError(409, 'not_quoted', 'This proposal has no quote to buy.');
  if (isExpired(record, today)) throw sessionExpired();
  const vehicle = record.data.risk.vehicle as { vehicle_registration?: unknown } | undefined;
  if (lacksRegistration(vehicle?.vehicle_registration))
    throw new ApiError(409, 'registration_missing', REGISTRATION_MISSING);
  return quote;
}

/**
 * What the customer pays by card now, in pence, from the stored quote (never from the browser): the
 * monthly deposit, or the single annual payment of the premium and the chosen covers.
 */
export function amountDuePence(record: ProposalRecord, quote: Quote): number {
  const pounds = record.isPayMonthly ? quote.monthly_deposit : quote.annual_total;
  if (typeof pounds !== 'number' || !(pounds > 0))
    throw new ApiError(409, 'not_quoted', 'This quote has no amount to pay.');
  return poundsToPence(pounds);
}

/** What the card payment is for, shown on the hosted page. */
export function paymentDescription(record: ProposalRecord): string {
  return record.isPayMonthly ? 'Deposit for your van insurance' : 'Van insurance, paid annually';
}
