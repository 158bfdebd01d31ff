// Accounts over real HTTP: registration, sign-in errors, lockout, the ID token and its claims.
import { randomUUID } from 'node:crypto';
import { ID_TOKEN_LIFETIME_SECONDS } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { account, user, workshops, workshopUsers } from '../src/db/schema.ts';
import { Access } from '../src/functions/access.ts';
import { defineCallable } from '../src/functions/define-function.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const PASSWORD = 'correct horse battery';
let server: TestServer;

const whoAmI = defineCallable('probeWhoAmI', {
  input: z.unknown(),
  output: z.unknown(),
  access: Access.signedIn,
  handler: async (_input, { user: caller, workshopId }) => ({ email: caller.email, workshopId }),
});

beforeAll(async () => {
  server = await startTestServer({ extraFunctions: [whoAmI] });
});
afterAll(async () => server?.close());

const uniqueEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;

async function registered(email = uniqueEmail()): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(server.url);
  const answer = await client.signUp(email, PASSWORD);
  expect(answer.status).toBe(200);
  return { client, email };
}

async function joinWorkshop(email: string, role: string, state: Partial<typeof workshops.$inferInsert> = {}): Promise<string> {
  const { db } = server.database;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const workshopId = randomUUID();
  await db.insert(workshops).values({ id: workshopId, name: 'Taller de prueba', ...state });
  await db.insert(workshopUsers).values({ userId: row!.id, workshopId, role });
  return workshopId;
}

describe('registration, sign-in and sign-out', () => {
  it('registers, signs out, signs in again, and keeps the password as argon2id', async () => {
    const { client, email } = await registered();
    expect((await client.auth('get-session', undefined, 'GET')).body).toMatchObject({ user: { email } });
    expect((await client.signOut()).status).toBe(200);
    expect((await client.auth('get-session', undefined, 'GET')).body).toBeNull();
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    const [stored] = await server.database.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(stored?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('tells a wrong password apart', async () => {
    const { email } = await registered();
    const answer = await new TestClient(server.url).signIn(email, 'not the password');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('auth/wrong-password');
  });

  it('tells an unknown email apart', async () => {
    const answer = await new TestClient(server.url).signIn(uniqueEmail(), PASSWORD);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('auth/user-not-found');
  });

  it('tells an email already in use apart', async () => {
    const { email } = await registered();
    const answer = await new TestClient(server.url).signUp(email, PASSWORD);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.code).toBe('auth/email-already-in-use');
  });

  it('finds the account whatever the case of the email', async () => {
    const { email } = await registered();
    expect((await new TestClient(server.url).signIn(email.toUpperCase(), PASSWORD)).status).toBe(200);
  });
});

describe('lockout after 10 failed sign-ins within 15 minutes', () => {
  it('locks the account for 15 minutes, then lets the right password in', async () => {
    const { email } = await registered();
    const client = new TestClient(server.url);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await client.signIn(email, `wrong-${attempt}`)).body.code).toBe('auth/wrong-password');
    }
    const locked = await client.signIn(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('auth/too-many-requests');

    server.clock.advance(14 * 60 * 1000);
    expect((await client.signIn(email, PASSWORD)).status).toBe(429);
    server.clock.advance(60 * 1000 + 1);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  });

  it('does not lock for failures spread beyond the window', async () => {
    const { email } = await registered();
    const client = new TestClient(server.url);
    for (let attempt = 1; attempt <= 9; attempt += 1) await client.signIn(email, 'wrong');
    server.clock.advance(15 * 60 * 1000 + 1);
    expect((await client.signIn(email, 'wrong')).status).toBe(401);
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  });

  it('a successful sign-in clears the count', async () => {
    const { email } = await registered();
    const client = new TestClient(server.url);
    for (let attempt = 1; attempt <= 9; attempt += 1) await client.signIn(email, 'wrong');
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) await client.signIn(email, 'wrong');
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  });
});

describe('the ID token', () => {
  async function jwks() {
    const response = await fetch(`${server.url}/api/auth/jwks`);
    expect(response.status).toBe(200);
    return createLocalJWKSet((await response.json()) as Parameters<typeof createLocalJWKSet>[0]);
  }

  it('verifies against /api/auth/jwks and lives at most one hour', async () => {
    const { client, email } = await registered();
    const token = await client.idToken();
    const { payload } = await jwtVerify(token, await jwks(), { audience: 'rueda', issuer: server.url });
    expect(payload.email).toBe(email);
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(ID_TOKEN_LIFETIME_SECONDS);
  });

  it('carries no workshop claim for an account outside a workshop', async () => {
    const { client } = await registered();
    const payload = decodeJwt(await client.idToken());
    expect(payload.roles).toEqual([]);
    expect(payload.workshop).toBeUndefined();
  });

  it('carries the workshop claims of docs/product.md §3, read from the database at issue time', async () => {
    const { client, email } = await registered();
    const workshopId = await joinWorkshop(email, 'manager', {
      subscriptionStatus: 'trialing',
      trialEndsAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    });
    expect(decodeJwt(await client.idToken())).toMatchObject({
      roles: ['workshop'],
      workshop: { role: 'manager', uid: workshopId, active: false, trial: true, free: false },
    });
    await server.database.db.update(workshops).set({ subscriptionStatus: 'active', isFree: true }).where(eq(workshops.id, workshopId));
    expect(decodeJwt(await client.idToken()).workshop).toEqual({
      role: 'manager',
      uid: workshopId,
      active: true,
      trial: false,
      free: true,
    });
    const answer = await client.send('probeWhoAmI', null, { token: await client.idToken() });
    expect(answer.body.result).toEqual({ email, workshopId });
  });

  it('is refused once expired, with the reason user-token-expired', async () => {
    const { client } = await registered();
    const token = await client.idToken();
    expect((await client.send('probeWhoAmI', null, { token })).status).toBe(200);
    server.clock.advance(ID_TOKEN_LIFETIME_SECONDS * 1000 + 60_000);
    const answer = await client.send('probeWhoAmI', null, { token });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'user-token-expired' } });
  });

  describe('forged tokens are unauthenticated', () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    async function realToken() {
      const { client } = await registered();
      return { client, token: await client.idToken() };
    }

    it('alg none', async () => {
      const { client, token } = await realToken();
      const header = decodeProtectedHeader(token);
      const forged = `${b64({ ...header, alg: 'none' })}.${token.split('.')[1]}.`;
      const answer = await client.send('probeWhoAmI', null, { token: forged });
      expect(answer.status).toBe(401);
    });

    it('signed with another key under the real key id', async () => {
      const { client, token } = await realToken();
      const header = decodeProtectedHeader(token);
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const forged = await new SignJWT(decodeJwt(token) as JWTPayload)
        .setProtectedHeader({ alg: 'EdDSA', kid: header.kid })
        .sign(privateKey);
      expect((await client.send('probeWhoAmI', null, { token: forged })).status).toBe(401);
    });

    it('with a changed claim', async () => {
      const { client, token } = await realToken();
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const forged = `${header}.${b64({ ...claims, roles: ['workshop'], workshop: { role: 'admin', uid: 'someone-else', active: true, trial: false, free: true } })}.${signature}`;
      expect((await client.send('probeWhoAmI', null, { token: forged })).status).toBe(401);
    });

    it('missing', async () => {
      expect((await new TestClient(server.url).send('probeWhoAmI', null)).status).toBe(401);
    });
  });
});
