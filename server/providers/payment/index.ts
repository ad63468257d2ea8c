/**
 * The card payment sandbox (DESIGN.md 3, "Card payment"): a hosted payment page served by our own
 * server, and the server-side record that proves a payment. See README.md in this folder.
 */
export { paymentSandbox } from './payment-sandbox';
export { memoryPaymentStore } from './memory-payment-store';
export {
  isSameOriginReturnUrl,
  sameOriginReturnPath,
  returnPathFor,
  PAYMENT_REDIRECT_PATH,
} from './return-url';
export { TEST_CARDS, type TestCard, type CardBehaviour } from './test-cards';
export {
  MAX_AMOUNT_PENCE,
  PAYMENT_PAGE_PREFIX,
  paymentPageUrl,
  type PaymentProvider,
  type PaymentSandbox,
  type PaymentSandboxOptions,
  type PaymentView,
  type StartPaymentInput,
  type StartedPayment,
} from './sandbox-api';
export type {
  CapturedPayment,
  PaymentChange,
  PaymentOutcome,
  PaymentRecord,
  PaymentStatus,
  PaymentStore,
} from './payment-types';
