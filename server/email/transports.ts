import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { fileTransport } from './file-transport';
import { DEFAULT_FROM, mailOptions } from './mail-options';
import type { EmailTransport } from './transport-types';

/**
 * SMTP timeouts, well inside the worker's lease (DEFAULT_LEASE_MS), so a hung server fails the
 * attempt before another worker may take the row over and send it again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Sends through nodemailer's SMTP transport. url is an SMTP URL as nodemailer reads it:
 * smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS).
 */
export function smtpTransport(url: string, from: string): EmailTransport {
  const mailer = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await mailer.sendMail(mailOptions(message, from));
      return { already_sent: false };
    },
    async close() {
      mailer.close();
    },
  };
}

/**
 * The transport the environment asks for (README "Configuration"): SMTP_URL set -> SMTP; unset ->
 * .eml files under `<dataDir>/outbox/`. MAIL_FROM sets the sender (default DEFAULT_FROM).
 */
export function transportFromEnv(env: NodeJS.ProcessEnv, dataDir: string): EmailTransport {
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  const url = env.SMTP_URL?.trim();
  if (url) {
    if (!/^smtps?:\/\//i.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    return smtpTransport(url, from);
  }
  return fileTransport(join(dataDir, 'outbox'), from);
}
