// Sign-up and password-reset requests are limited per client address (docs/decisions/007), counted
// in PostgreSQL by better-auth's limiter; sign-in is left to the per-account lockout.
import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../src/db/schema.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const PASSWORD = 'correct horse battery';
const LIMIT = 3;
const uniqueEmail = () => `limit-${randomUUID().slice(0, 8)}@example.com`;
/** A client behind a trusted proxy (the test's loopback connection) that names its address. */
const from = (server: TestServer, address: string, extra: Record<string, string> = {}) =>
  new TestClient(server.url, { 'x-forwarded-for': address, ...extra });

describe('behind a trusted proxy (the default: a proxy on this machine)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_REQUESTS_PER_HOUR_PER_IP: String(LIMIT) } });
  });
  afterAll(async () => server?.close());

  it(`lets one address register ${LIMIT} accounts an hour, then answers 429 ${AUTH_ERROR_CODES.requestLimit}`, async () => {
    const emails: string[] = [];
    for (let n = 0; n < LIMIT; n += 1) {
      const email = uniqueEmail();
      emails.push(email);
      expect((await from(server, '203.0.113.7').signUp(email, PASSWORD)).status).toBe(200);
    }
    const refused = await from(server, '203.0.113.7').signUp(uniqueEmail(), PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(AUTH_ERROR_CODES.requestLimit);
    // Another address is counted apart, and signing in is not limited by this.
    expect((await from(server, '198.51.100.20').signUp(uniqueEmail(), PASSWORD)).status).toBe(200);
    for (const email of emails) expect((await from(server, '203.0.113.7').signIn(email, PASSWORD)).status).toBe(200);
  });

  it('ignores a caller who names its own address in the bridge header', async () => {
    for (let n = 0; n < LIMIT; n += 1) {
      const answer = await from(server, '203.0.113.8', { 'x-rueda-client-address': `192.0.2.${n}` }).signUp(uniqueEmail(), PASSWORD);
      expect(answer.status).toBe(200);
    }
    const refused = await from(server, '203.0.113.8', { 'x-rueda-client-address': '192.0.2.99' }).signUp(uniqueEmail(), PASSWORD);
    expect(refused.status).toBe(429);
  });

  it(`lets one address ask for ${LIMIT} password resets an hour, and sends no mail past that`, async () => {
    const email = uniqueEmail();
    expect((await from(server, '198.51.100.30').signUp(email, PASSWORD)).status).toBe(200);
    const ask = () => from(server, '203.0.113.9').auth('request-password-reset', { email, redirectTo: '/auth/login' });
    for (let n = 0; n < LIMIT; n += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(AUTH_ERROR_CODES.requestLimit);
    const mails = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mails).toHaveLength(LIMIT);
  });

  it('counts the forgotten-password function the web app calls, for known and unknown emails alike', async () => {
    const known = uniqueEmail();
    expect((await from(server, '198.51.100.31').signUp(known, PASSWORD)).status).toBe(200);
    const ask = (email: string) =>
      new TestClient(server.url).call(
        'dbUsersManageSendWorkshopPasswordResetEmail',
        { email },
        { headers: { 'x-forwarded-for': '203.0.113.10' } },
      );
    expect((await ask(known)).body.result).toBe(true);
    expect((await ask(uniqueEmail())).body.result).toBe(false);
    expect((await ask(known)).body.result).toBe(true);
    const refused = await ask(known);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'request-limit' } });
    expect(await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, known))).toHaveLength(2);
    // Another address may still ask.
    const elsewhere = await new TestClient(server.url).call(
      'dbUsersManageSendWorkshopPasswordResetEmail',
      { email: known },
      { headers: { 'x-forwarded-for': '198.51.100.40' } },
    );
    expect(elsewhere.body.result).toBe(true);
  });
});

describe('with TRUST_PROXY=false (Rueda faces the internet directly)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_REQUESTS_PER_HOUR_PER_IP: '2', TRUST_PROXY: 'false' } });
  });
  afterAll(async () => server?.close());

  it('counts the connection’s address, whatever X-Forwarded-For says', async () => {
    expect((await from(server, '203.0.113.1').signUp(uniqueEmail(), PASSWORD)).status).toBe(200);
    expect((await from(server, '203.0.113.2').signUp(uniqueEmail(), PASSWORD)).status).toBe(200);
    expect((await from(server, '203.0.113.3').signUp(uniqueEmail(), PASSWORD)).status).toBe(429);
  });
});
