import type { MailComposerOptions } from 'nodemailer';
import type { EmailMessage } from './outbox-types';

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_FROM = 'Van Quote <policies@vanquote.example>';

/**
 * Nodemailer options for a queued message. The recipient is passed as an address object so that
 * nothing in it is parsed as a list (a stray comma can never add a second recipient). The message is
 * marked Auto-Submitted (RFC 3834) so that out-of-office replies are not sent back.
 */
export function mailOptions(message: EmailMessage, from: string): MailComposerOptions {
  return {
    from,
    to: { name: '', address: message.to },
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.message_id,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}
