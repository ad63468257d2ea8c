import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emlFileName, fileTransport } from '#server/email/file-transport.ts';
import { transportFromEnv } from '#server/email/transports.ts';
import { emailMessage as message, tempDirPerTest } from './support.ts';

interface Part {
  headers: string;
  body: string;
}

/** The leaf MIME parts of a message, bodies decoded (base64 or quoted-printable). */
function leafParts(raw: string): Part[] {
  const [headers, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/^Content-Type: multipart\//im.test(headers) && boundary) {
    const chunks = body.split(`--${boundary}`).slice(1, -1);
    return chunks.flatMap((chunk) => leafParts(chunk.replace(/^\r?\n/, '')));
  }
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return [{ headers, body: decoded.trim() }];
}

const tmp = tempDirPerTest('vq-email-');

describe('file transport (no SMTP_URL)', () => {
  it('writes one .eml under data/outbox/ with the headers, both bodies and the attachments', async () => {
    const transport = transportFromEnv({}, tmp.path);
    expect(transport.kind).toBe('file');
    await expect(transport.send(message)).resolves.toEqual({ already_sent: false });

    const outbox = join(tmp.path, 'outbox');
    expect(readdirSync(outbox)).toEqual(['policy-VQP-000123_vanquote.example.eml']);
    const raw = readFileSync(join(outbox, emlFileName(message.message_id)), 'utf8');
    const [head] = raw.split(/\r?\n\r?\n/);
    expect(head).toMatch(/^Message-ID: <policy-VQP-000123@vanquote\.example>$/m);
    expect(head).toMatch(/^To: sam\.taylor@example\.com$/m);
    expect(head).toMatch(/^From: Van Quote <policies@vanquote\.example>$/m);
    expect(head).toMatch(/^Subject: Good news, you're covered: policy VQP-000123$/m);
    expect(head).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(head).toMatch(/^Content-Type: multipart\/mixed;/m);

    const parts = leafParts(raw);
    expect(parts.map((p) => /^Content-Type: ([^;\r\n]+)/im.exec(p.headers)?.[1])).toEqual([
      'text/plain',
      'text/html',
      'text/html',
      'text/html',
    ]);
    expect(raw).toMatch(/^Message-ID: .*\r\n/m); // RFC 5322 line ends, as SMTP would carry it
    expect(parts[0].body.replace(/\r\n/g, '\n')).toBe('Hello Sam,\nPremium: £862.81');
    expect(parts[1].body).toBe('<p>Hello Sam, £862.81</p>');
    const attachments = parts.slice(2);
    expect(attachments.map((p) => /filename="?([^";\r\n]+)/.exec(p.headers)?.[1])).toEqual([
      'policy-wording.html',
      'proposal-form.html',
    ]);
    expect(attachments.every((p) => /^Content-Disposition: attachment/im.test(p.headers))).toBe(true);
    expect(attachments[0].body).toBe('<!DOCTYPE html><p>Wording “£”</p>');
  });

  it('uses MAIL_FROM as the sender', async () => {
    await transportFromEnv({ MAIL_FROM: 'Cover Team <cover@vanquote.example>' }, tmp.path).send(message);
    const raw = readFileSync(join(tmp.path, 'outbox', emlFileName(message.message_id)), 'utf8');
    expect(raw).toMatch(/^From: Cover Team <cover@vanquote\.example>$/m);
  });

  it('treats a message whose file exists as sent, leaving the file as it was and no temporary file', async () => {
    const transport = fileTransport(join(tmp.path, 'outbox'), 'Van Quote <policies@vanquote.example>');
    await transport.send(message);
    const file = join(tmp.path, 'outbox', emlFileName(message.message_id));
    const before = readFileSync(file, 'utf8');
    const mtime = statSync(file).mtimeMs;
    await expect(transport.send({ ...message, subject: 'changed' })).resolves.toEqual({ already_sent: true });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statSync(file).mtimeMs).toBe(mtime);
    expect(readdirSync(join(tmp.path, 'outbox'), { withFileTypes: true }).map((d) => d.name)).toEqual([
      'policy-VQP-000123_vanquote.example.eml',
    ]);
  });

  it('two concurrent writes of one message leave one whole file, and only one of them counts as the send', async () => {
    const transport = fileTransport(join(tmp.path, 'outbox'), 'Van Quote <policies@vanquote.example>');
    const results = await Promise.all([transport.send(message), transport.send(message)]);
    expect(results.filter((r) => !r.already_sent)).toHaveLength(1);
    expect(readdirSync(join(tmp.path, 'outbox'))).toHaveLength(1);
  });
});
