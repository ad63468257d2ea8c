/**
 * The policy confirmation email (SPEC.md 2.13; DESIGN.md 3 "Email"): composing it, the outbox row
 * written in the purchase transaction (server/store/sqlite-outbox.ts), the worker that sends it
 * once with retries, and the transports (SMTP_URL, or .eml files under data/outbox/). See README.md.
 */
export {
  composeConfirmation,
  confirmationMessageId,
  type ConfirmationDocument,
  type ConfirmationInput,
} from './compose-confirmation';
export { confirmationDocumentIds, confirmationDocuments, standaloneDocument } from './confirmation-documents';
export { confirmationOutboxRow } from './confirmation-row';
export { buildMime, emlFileName, fileTransport } from './file-transport';
export { DEFAULT_FROM } from './mail-options';
export {
  CONFIRMATION_KIND,
  type ClaimedOutboxRow,
  type EmailAttachment,
  type EmailMessage,
  type NewOutboxRow,
  type OutboxKind,
  type OutboxRow,
  type OutboxStatus,
  type OutboxStore,
} from './outbox-types';
export {
  DEFAULT_LEASE_MS,
  startOutboxWorker,
  type DrainResult,
  type OutboxLog,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './outbox-worker';
export { DEFAULT_BACKOFF_MS, DEFAULT_MAX_ATTEMPTS, errorCode, retryAt } from './retry-policy';
export type { EmailTransport } from './transport-types';
export { smtpTransport, transportFromEnv } from './transports';
