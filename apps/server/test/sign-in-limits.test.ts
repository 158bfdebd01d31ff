// docs/decisions/057: every password try (a sign-in, a password change) is counted per client address, in
// PostgreSQL, with SIGN_INS_PER_15_MINUTES_PER_IP's real default here; an account's lock holds for the address
// whose failures made it, so a stranger cannot keep its owner out. Requests come through Fastify's inject with the
// peer's address set, or over HTTP from this machine (a trusted proxy) naming the client in X-Forwarded-For.
import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES } from '@rueda/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountLockouts, publicRequestCounts, session, signInFailures, user } from '../src/db/schema.ts';
import { PASSWORD_TRIES_WINDOW_MS } from '../src/auth/sign-in-guard.ts';
import { parseEnv } from '../src/lib/env.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { FIXTURE_PASSWORD, newAccount } from './workshop-fixture.ts';

/** The limit an installation gets when it does not set one. */
const LIMIT = parseEnv({}).SIGN_INS_PER_15_MINUTES_PER_IP;
const MINUTE = 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_INS_PER_15_MINUTES_PER_IP: String(LIMIT) } });
});
afterAll(async () => server?.close());
// The counts are per fixed 15-minute window: each test starts at the beginning of one, so none crosses into the next.
beforeEach(() => {
  server.clock.advance(PASSWORD_TRIES_WINDOW_MS - (server.clock.now().getTime() % PASSWORD_TRIES_WINDOW_MS));
});

/** A sign-in from `remoteAddress`, which names someone else in X-Forwarded-For (believed only from a trusted proxy). */
async function signInFrom(remoteAddress: string, email: string, password: string, forwardedFor?: string) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: server.url, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ email, password }),
  });
  return { status: answer.statusCode, code: (answer.json<{ code?: string }>() ?? {}).code };
}

async function tableSizes() {
  const { db } = server.database;
  const sizeOf = async (table: typeof user | typeof session | typeof signInFailures | typeof accountLockouts) =>
    (await db.select({ rows: count() }).from(table))[0]!.rows;
  return {
    users: await sizeOf(user),
    sessions: await sizeOf(session),
    failures: await sizeOf(signInFailures),
    locks: await sizeOf(accountLockouts),
  };
}

describe(`sign-in, limited to ${LIMIT} tries per address and 15 minutes`, () => {
  it('stops one address guessing emails: past the limit, 429 too-many-requests and no more "no account"', async () => {
    const before = await tableSizes();
    const answers: { status: number; code: string | undefined }[] = [];
    // An untrusted peer that names a new client in every request is still counted as itself.
    for (let n = 0; n < 1000; n += 1)
      answers.push(await signInFrom('203.0.113.7', `nobody-${randomUUID()}@example.com`, 'any password', `198.18.${n >> 8}.${n & 255}`));
    expect(answers.slice(0, LIMIT).every((answer) => answer.status === 404 && answer.code === AUTH_ERROR_CODES.userNotFound)).toBe(true);
    const refused = answers.slice(LIMIT);
    expect(refused.filter((answer) => answer.status !== 429 || answer.code !== AUTH_ERROR_CODES.tooManyRequests)).toEqual([]);
    expect(await tableSizes()).toEqual(before);
    const counts = await server.database.db.select().from(publicRequestCounts);
    expect(counts.map((row) => [row.key, row.count])).toContainEqual(['passwordTry:203.0.113.7', 1000]);
    // Another address is counted apart.
    expect((await signInFrom('198.51.100.7', `nobody-${randomUUID()}@example.com`, 'any password')).status).toBe(404);
  });

  it('counts the client a trusted proxy on this machine names, not the proxy', async () => {
    const { email } = await newAccount(server);
    for (let n = 0; n < LIMIT; n += 1) expect((await signInFrom('127.0.0.1', email, FIXTURE_PASSWORD, '203.0.113.20')).status).toBe(200);
    expect(await signInFrom('127.0.0.1', email, FIXTURE_PASSWORD, '203.0.113.20')).toEqual({
      status: 429,
      code: AUTH_ERROR_CODES.tooManyRequests,
    });
    expect((await signInFrom('127.0.0.1', email, FIXTURE_PASSWORD, '203.0.113.21')).status).toBe(200);
    // A new window, a new count.
    server.clock.advance(15 * MINUTE);
    expect((await signInFrom('127.0.0.1', email, FIXTURE_PASSWORD, '203.0.113.20')).status).toBe(200);
  });

  it("does not let a stranger keep the account's owner out", async () => {
    const { email } = await newAccount(server);
    const stranger = '203.0.113.66';
    for (let n = 0; n < 10; n += 1) expect((await signInFrom(stranger, email, 'a guess')).code).toBe(AUTH_ERROR_CODES.wrongPassword);
    // The stranger is locked out of the account, the right password too.
    expect(await signInFrom(stranger, email, FIXTURE_PASSWORD)).toEqual({ status: 429, code: AUTH_ERROR_CODES.tooManyRequests });
    // The owner, from the workshop's address, signs in at once, and wrong passwords there are counted apart.
    expect((await signInFrom('198.51.100.80', email, 'a typo')).code).toBe(AUTH_ERROR_CODES.wrongPassword);
    expect((await signInFrom('198.51.100.80', email, FIXTURE_PASSWORD)).status).toBe(200);
    // The stranger goes on, up to the address's limit and past it, and again once the lock ends: never the owner.
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < LIMIT; n += 1) await signInFrom(stranger, email, 'a guess');
      expect((await signInFrom(stranger, email, FIXTURE_PASSWORD)).status).toBe(429);
      expect((await signInFrom('198.51.100.80', email, FIXTURE_PASSWORD)).status).toBe(200);
      server.clock.advance(15 * MINUTE + 1);
    }
    expect((await signInFrom(stranger, email, FIXTURE_PASSWORD)).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('locks the function for the address after ten wrong current passwords, and counts it per address', async () => {
    const person = await newAccount(server);
    const token = await person.client.idToken();
    const change = (current: string, address: string) =>
      person.client.call(
        'accountChangePassword',
        { current, next: 'a new good password' },
        { token, headers: { 'x-forwarded-for': address } },
      );
    for (let n = 0; n < 10; n += 1) expect((await change('a guess', '203.0.113.90')).status).toBe(400);
    const refused = await change(FIXTURE_PASSWORD, '203.0.113.90');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'too-many-attempts' } });
    // The same lock as sign-in's, for that address only.
    expect(await signInFrom('127.0.0.1', person.email, FIXTURE_PASSWORD, '203.0.113.90')).toEqual({
      status: 429,
      code: AUTH_ERROR_CODES.tooManyRequests,
    });
    expect((await change(FIXTURE_PASSWORD, '198.51.100.90')).status).toBe(200);
  });

  it('counts wrong current passwords sent to the auth API too', async () => {
    const person = await newAccount(server);
    const attacker = new TestClient(server.url, { 'x-forwarded-for': '203.0.113.91' });
    expect((await attacker.signIn(person.email, FIXTURE_PASSWORD)).status).toBe(200);
    const change = (currentPassword: string) => attacker.auth('change-password', { currentPassword, newPassword: 'a new good password' });
    for (let n = 0; n < 10; n += 1) expect((await change('a guess')).status).toBe(400);
    expect(await change(FIXTURE_PASSWORD)).toMatchObject({ status: 429, body: { code: AUTH_ERROR_CODES.tooManyRequests } });
  });

  it(`limits an address to ${LIMIT} tries, sign-ins and changes together`, async () => {
    const person = await newAccount(server);
    const token = await person.client.idToken();
    const address = '203.0.113.92';
    for (let n = 0; n < LIMIT; n += 1) expect((await signInFrom('127.0.0.1', `nobody-${n}@example.com`, 'x', address)).status).toBe(404);
    const refused = await person.client.call(
      'accountChangePassword',
      { current: FIXTURE_PASSWORD, next: 'a new good password' },
      { token, headers: { 'x-forwarded-for': address } },
    );
    expect(refused.status).toBe(429);
  });
});
