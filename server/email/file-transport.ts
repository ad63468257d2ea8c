import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { mailOptions } from './mail-options';
import type { EmailMessage } from './outbox-types';
import type { EmailTransport } from './transport-types';

/** The file a message is written to: its Message-ID made safe as a file name, plus ".eml". */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.-]/g, '_')}.eml`;
}

/** The RFC 822 (MIME) text of a message, as an SMTP server would receive it. */
export async function buildMime(message: EmailMessage, from: string): Promise<Buffer> {
  return new MailComposer(mailOptions(message, from)).compile().build();
}

function hasCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/**
 * Publishes tmp as file unless file exists: link() fails with EEXIST instead of replacing, so two
 * writers can never both believe they wrote it. Where hard links are unsupported, rename() is used.
 */
async function publish(tmp: string, file: string): Promise<boolean> {
  try {
    await link(tmp, file);
    return true;
  } catch (error) {
    if (hasCode(error, 'EEXIST')) return false;
    if (existsSync(file)) return false;
    await rename(tmp, file);
    return true;
  }
}

/**
 * The embedded default (no SMTP_URL): writes each message as `<message-id>.eml` in `dir` (created
 * on first use), which any mail client opens. The file appears whole or not at all (written under a
 * hidden temporary name first), and a message whose file already exists counts as sent, so the same
 * message is never written twice.
 */
export function fileTransport(dir: string, from: string): EmailTransport {
  return {
    kind: 'file',
    async send(message) {
      const file = join(dir, emlFileName(message.message_id));
      if (existsSync(file)) return { already_sent: true };
      await mkdir(dir, { recursive: true });
      const tmp = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
      await writeFile(tmp, await buildMime(message, from), { flag: 'wx' });
      try {
        return { already_sent: !(await publish(tmp, file)) };
      } finally {
        await unlink(tmp).catch(() => undefined);
      }
    },
    async close() {},
  };
}
