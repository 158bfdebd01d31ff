// Password reset: the function, the mail, the code's single use, expiry and hashed storage, and the
// end of the user's other sessions. Also: nothing secret reaches the logs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../src/db/schema.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { lastMailTo } from './workshop-fixture.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => server?.close());

async function registered() {
  const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
  const client = new TestClient(server.url);
  expect((await client.signUp(email, PASSWORD, 'Lucía')).status).toBe(200);
  return { client, email };
}

async function requestReset(email: string, language = 'es-ES') {
  const answer = await new TestClient(server.url).call(
    'dbUsersManageSendWorkshopPasswordResetEmail',
    { email },
    { headers: { 'accept-language': language } },
  );
  expect(answer.status).toBe(200);
  return answer.body.result;
}

async function latestMailTo(email: string) {
  const mail = await lastMailTo(server, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

function codeFrom(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error('no link in the mail');
  const url = new URL(link);
  expect(url.pathname).toBe('/auth/login');
  expect(url.searchParams.get('mode')).toBe('resetPassword');
  return url.searchParams.get('oobCode') ?? '';
}

describe('dbUsersManageSendWorkshopPasswordResetEmail', () => {
  it('answers false for an email with no account, and sends nothing', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    expect(await requestReset(email)).toBe(false);
    await expect(latestMailTo(email)).rejects.toThrow();
  });

  it('answers invalid-argument for something that is not an email', async () => {
    const answer = await new TestClient(server.url).call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details).toEqual({ fields: [expect.objectContaining({ field: 'email' })] });
  });

  it('mails a link to /auth/login in resetPassword mode, in the caller’s language', async () => {
    const { email } = await registered();
    expect(await requestReset(email, 'pt-PT,pt;q=0.9')).toBe(true);
    const mail = await latestMailTo(email);
    expect(mail.subject).toContain('palavra-passe');
    expect(mail.text).toContain('Lucía');
    expect(codeFrom(mail.text).length).toBeGreaterThanOrEqual(20);
  });
});

describe('resetting the password with the code', () => {
  it('sets the new password, ends other sessions, and works only once', async () => {
    const { client: otherDevice, email } = await registered();
    expect((await otherDevice.auth('get-session', undefined, 'GET')).body).toMatchObject({ user: { email } });

    await requestReset(email);
    const code = codeFrom((await latestMailTo(email)).text);
    const browser = new TestClient(server.url);
    expect((await browser.auth('reset-password', { newPassword: NEW_PASSWORD, token: code })).status).toBe(200);

    expect((await otherDevice.auth('get-session', undefined, 'GET')).body).toBeNull();
    expect((await browser.signIn(email, PASSWORD)).body.code).toBe('auth/wrong-password');
    expect((await browser.signIn(email, NEW_PASSWORD)).status).toBe(200);

    const again = await new TestClient(server.url).auth('reset-password', { newPassword: 'yet another password', token: code });
    expect(again.status).toBe(400);
    expect((await new TestClient(server.url).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a code past its expiry', async () => {
    const { email } = await registered();
    await requestReset(email);
    const code = codeFrom((await latestMailTo(email)).text);
    // The code was issued more than an hour ago.
    await server.database.db.update(verification).set({ expiresAt: sql`now() - interval '1 second'` });
    const answer = await new TestClient(server.url).auth('reset-password', { newPassword: NEW_PASSWORD, token: code });
    expect(answer.status).toBe(400);
    expect((await new TestClient(server.url).signIn(email, PASSWORD)).status).toBe(200);
  });

  it('expires within one hour and is stored hashed', async () => {
    const { email } = await registered();
    const before = Date.now();
    await requestReset(email);
    const code = codeFrom((await latestMailTo(email)).text);
    const rows = await server.database.db.select().from(verification);
    expect(rows.some((row) => row.identifier.includes(code) || row.value.includes(code))).toBe(false);
    const newest = rows.reduce((latest, row) => (row.createdAt > latest.createdAt ? row : latest));
    expect(newest.expiresAt.getTime() - before).toBeLessThanOrEqual(60 * 60 * 1000 + 5_000);
  });

  it('refuses a made-up code', async () => {
    const answer = await new TestClient(server.url).auth('reset-password', { newPassword: NEW_PASSWORD, token: 'made-up-code-1234567890' });
    expect(answer.status).toBe(400);
  });
});

describe('logs', () => {
  it('are structured and hold no password, token, cookie or reset code', async () => {
    const { client, email } = await registered();
    await client.signIn(email, PASSWORD);
    const idToken = await client.idToken();
    await client.call('callablesGetSubscriptionPlans', null, { token: idToken });
    await requestReset(email);
    const code = codeFrom((await latestMailTo(email)).text);
    await fetch(`${server.url}/auth/login?mode=resetPassword&oobCode=${code}`);
    await new TestClient(server.url).auth('reset-password', { newPassword: NEW_PASSWORD, token: code });

    expect(logLines.length).toBeGreaterThan(5);
    for (const line of logLines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    const all = logLines.join('\n');
    expect(all).toContain('/auth/login?mode=resetPassword&oobCode=[redacted]');
    for (const secret of [PASSWORD, NEW_PASSWORD, idToken, code, 'better-auth.session_token=']) expect(all).not.toContain(secret);
  });
});
