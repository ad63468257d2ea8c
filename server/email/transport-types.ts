import type { EmailMessage } from './outbox-types';

/** Where messages go: an SMTP server, or .eml files on disk (the embedded default). */
export interface EmailTransport {
  /** "smtp" or "file", for logs. */
  readonly kind: string;
  /**
   * Hands one message over. Resolves once the server (or the disk) has accepted it; rejects on any
   * failure, which the worker retries. already_sent: the transport knows it had this message before.
   */
  send(message: EmailMessage): Promise<{ already_sent: boolean }>;
  /** Releases connections; call once the worker has stopped. */
  close(): Promise<void>;
}
