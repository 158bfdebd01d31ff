// docs/decisions/060: with SMTP_URL, a mail is handed to the SMTP server and not kept: outbox_emails (the
// development mailbox's table) holds no reset link once the mail is delivered. A small SMTP server on
// 127.0.0.1 takes the mail as a real one would.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../src/db/schema.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { FIXTURE_PASSWORD } from './workshop-fixture.ts';

/** An SMTP server that accepts every mail and keeps its data (no TLS, no authentication). */
async function startSmtpSink(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sink = net.createServer((socket) => {
    let buffer = '';
    let message: string | undefined;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== undefined) {
          if (line === '.') {
            messages.push(message);
            message = undefined;
            socket.write('250 kept\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'DATA') {
          message = '';
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return {
    port: (sink.address() as net.AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true` } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('a mail delivered by SMTP', () => {
  it('reaches the SMTP server with its reset link, and the database keeps no copy of it', async () => {
    const email = 'marta.smtp@example.com';
    const client = new TestClient(server.url);
    expect((await client.signUp(email, FIXTURE_PASSWORD, 'Marta')).status).toBe(200);
    expect((await client.call('dbUsersManageSendWorkshopPasswordResetEmail', { email })).status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    // Quoted-printable: soft line breaks and =3D for '='.
    const delivered = smtp.messages[0]!.replace(/=\n/g, '').replace(/=3D/gi, '=');
    const code = /oobCode=([\w-]+)/.exec(delivered)?.[1];
    expect(code).toBeTruthy();
    const kept = await server.database.db.select().from(outboxEmails);
    expect(kept.filter((mail) => `${mail.text}${mail.html}`.includes(code!))).toEqual([]);
  });
});
