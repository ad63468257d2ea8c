import type { PaymentInput, PaymentOutcomeResponse, PaymentResponse } from '#domain/contract/buying.ts';
import { calls, urlOf } from '#domain/contract/calls.ts';
import type { ApiClient } from './client';

/** POST /api/proposal/{uuid}/quote/payment: the card provider's page for the amount the server computed. */
export function startPayment(api: ApiClient, uuid: string, returnUrl: string): Promise<PaymentResponse> {
  const body: PaymentInput = { return_url: returnUrl };
  return api.post<PaymentResponse>(urlOf(calls.startPayment, { uuid }), body);
}

/** GET /api/proposal/{uuid}/quote/payment: how the latest card payment ended (the server's record). */
export async function getPaymentOutcome(
  api: ApiClient,
  uuid: string,
): Promise<PaymentOutcomeResponse['outcome']> {
  return (await api.get<PaymentOutcomeResponse>(urlOf(calls.paymentOutcome, { uuid }))).outcome;
}
