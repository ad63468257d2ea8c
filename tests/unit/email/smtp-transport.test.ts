import { existsSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCode } from '#server/email/retry-policy.ts';
import { transportFromEnv } from '#server/email/transports.ts';
import { emailMessage as message, tempDirPerTest } from './support.ts';

const tmp = tempDirPerTest('vq-smtp-');

/** A minimal SMTP server: enough of RFC 5321 for nodemailer, recording each message received. */
function fakeSmtp(rcptReply = '250 OK'): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (line.startsWith('RCPT')) socket.write(`${rcptReply}\r\n`);
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}

describe('SMTP transport (SMTP_URL)', () => {
  it('sends the message to the SMTP server with its Message-ID and attachments', async () => {
    const smtp = await fakeSmtp();
    const transport = transportFromEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, tmp.path);
    expect(transport.kind).toBe('smtp');
    try {
      await expect(transport.send(message)).resolves.toEqual({ already_sent: false });
    } finally {
      await transport.close();
      smtp.server.close();
    }
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(/^Message-ID: <policy-VQP-000123@vanquote\.example>$/m);
    expect(smtp.received[0]).toContain('filename=policy-wording.html');
    expect(existsSync(join(tmp.path, 'outbox'))).toBe(false);
  });

  it('rejects on a refused recipient with an error code that holds no address', async () => {
    const smtp = await fakeSmtp('550 5.1.1 <sam.taylor@example.com>: no such user');
    const transport = transportFromEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, tmp.path);
    const error = await transport.send(message).then(
      () => null,
      (e: unknown) => e,
    );
    await transport.close();
    smtp.server.close();
    expect(error).toBeInstanceOf(Error);
    const code = errorCode(error);
    expect(code).toBe('EENVELOPE 550 RCPT TO');
    expect(code).not.toContain('@');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, without echoing it', () => {
    expect(() => transportFromEnv({ SMTP_URL: 'http://user:secret@mail' }, tmp.path)).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/$/,
    );
  });
});
