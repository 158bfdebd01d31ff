// docs/product.md §24.8: signing out, changing the password, a reset, or leaving or being demoted in the
// workshop takes effect on the account's next call on every instance, not when its ID token expires.
// Two instances share one database: the session ends through the first, its old token is tried on the
// second (which has just accepted it, so what it kept must go), and a fresh sign-in works.
import { randomUUID } from 'node:crypto';
import type { WorkshopRole } from '@rueda/domain';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeMember, updateMember } from '../src/services/memberships.ts';
import { SessionCache } from '../src/services/cache/session-cache.ts';
import { outboxEmails, workshopUsers } from '../src/db/schema.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';

let first: TestServer;
let second: TestServer;
let shop: Workshop;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ sameDatabaseAs: first });
  shop = await createWorkshop(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

interface Staff {
  client: TestClient;
  email: string;
  userId: string;
  token: string;
}

/** A member of the shop with `role`, signed in through the first instance. */
async function staff(role: WorkshopRole = 'mechanic'): Promise<Staff> {
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const client = new TestClient(first.url);
  const answer = await client.signUp(email, PASSWORD, 'Staff');
  expect(answer.status).toBe(200);
  const userId = (answer.body.user as { id: string }).id;
  await first.database.db.insert(workshopUsers).values({ userId, workshopId: shop.id, role });
  return { client, email, userId, token: await client.idToken() };
}

/** A workshop function any member may call. */
const use = (server: TestServer, token: string): Promise<CallResult> => new TestClient(server.url).send('mechanicsList', null, { token });

/** Calls until the token is refused, a bounded number of times (the notification travels between instances). */
async function refusedOn(server: TestServer, token: string): Promise<CallResult> {
  let answer = await use(server, token);
  for (let attempt = 0; attempt < 50 && answer.status !== 401; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await use(server, token);
  }
  return answer;
}

/** The token works on the second instance now, so that instance keeps its session as live. */
async function acceptedOnSecond(token: string): Promise<void> {
  expect((await use(second, token)).status).toBe(200);
  expect((await use(second, token)).status).toBe(200);
}

async function signsInAfresh(email: string, password: string): Promise<string> {
  const client = new TestClient(second.url);
  expect((await client.signIn(email, password)).status).toBe(200);
  return client.idToken();
}

describe('the old ID token is refused on the other instance', () => {
  it('after signing out', async () => {
    const member = await staff();
    expect(decodeJwt(member.token).sid).toEqual(expect.any(String));
    await acceptedOnSecond(member.token);

    expect((await member.client.signOut()).status).toBe(200);

    const refused = await refusedOn(second, member.token);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { reason: 'session-ended' } });
    expect((await use(first, member.token)).status).toBe(401);
    const fresh = await signsInAfresh(member.email, PASSWORD);
    expect((await use(second, fresh)).status).toBe(200);
    expect((await use(first, fresh)).status).toBe(200);
  });

  it('after changing the password, on every device, even when the change did not ask to end the others', async () => {
    const member = await staff();
    const otherDevice = new TestClient(first.url);
    expect((await otherDevice.signIn(member.email, PASSWORD)).status).toBe(200);
    const otherToken = await otherDevice.idToken();
    await acceptedOnSecond(member.token);
    await acceptedOnSecond(otherToken);

    const changed = await member.client.auth('change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);

    expect((await refusedOn(second, otherToken)).body.error?.details).toEqual({ reason: 'session-ended' });
    expect((await refusedOn(second, member.token)).body.error?.details).toEqual({ reason: 'session-ended' });
    // The browser that changed it goes on with the session it was given.
    expect((await use(second, await member.client.idToken())).status).toBe(200);
    expect((await new TestClient(second.url).signIn(member.email, PASSWORD)).status).toBe(401);
    expect((await use(second, await signsInAfresh(member.email, NEW_PASSWORD))).status).toBe(200);
  });

  it('after a password reset', async () => {
    const member = await staff();
    await acceptedOnSecond(member.token);

    const asked = await new TestClient(first.url).call('dbUsersManageSendWorkshopPasswordResetEmail', { email: member.email });
    expect(asked.body.result).toBe(true);
    const [mail] = await first.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, member.email))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const code = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('oobCode');
    expect((await new TestClient(first.url).auth('reset-password', { newPassword: NEW_PASSWORD, token: code })).status).toBe(200);

    expect((await refusedOn(second, member.token)).body.error?.details).toEqual({ reason: 'session-ended' });
    expect((await use(second, await signsInAfresh(member.email, NEW_PASSWORD))).status).toBe(200);
  });

  it('after the account is removed from the workshop', async () => {
    const member = await staff();
    await acceptedOnSecond(member.token);

    await removeMember(first.database.db, { workshopId: shop.id, callerRole: 'admin', userId: member.userId, now: new Date() });

    expect((await refusedOn(second, member.token)).body.error?.details).toEqual({ reason: 'session-ended' });
    // It can still sign in, as an account outside any workshop.
    const fresh = await signsInAfresh(member.email, PASSWORD);
    expect(decodeJwt(fresh)).toMatchObject({ roles: [] });
    expect((await new TestClient(second.url).send('accountGet', null, { token: fresh })).status).toBe(200);
    expect((await use(second, fresh)).status).toBe(403);
  });

  it('after the account is demoted; the session goes on and a new token carries the new role', async () => {
    const member = await staff('manager');
    await acceptedOnSecond(member.token);

    await updateMember(first.database.db, {
      workshopId: shop.id,
      callerRole: 'admin',
      userId: member.userId,
      changes: { role: 'mechanic' },
      now: new Date(),
    });

    expect((await refusedOn(second, member.token)).body.error?.details).toEqual({ reason: 'user-token-stale' });
    const renewed = await member.client.idToken();
    expect(decodeJwt(renewed)).toMatchObject({ workshop: { role: 'mechanic', uid: shop.id } });
    expect((await use(second, renewed)).status).toBe(200);
    expect((await use(second, await signsInAfresh(member.email, PASSWORD))).status).toBe(200);
  });

  it('after a role changed by hand, once a token with the new role is used (what was kept is read again)', async () => {
    const member = await staff('manager');
    await acceptedOnSecond(member.token);
    // No announcement: the second instance still keeps the manager role.
    await first.database.db.update(workshopUsers).set({ role: 'mechanic' }).where(eq(workshopUsers.userId, member.userId));

    expect((await use(second, await member.client.idToken())).status).toBe(200);
    expect((await use(second, member.token)).body.error?.details).toEqual({ reason: 'user-token-stale' });
  });
});

describe('sessions that have not ended', () => {
  it('keep working: another device of the same account, and another member', async () => {
    const member = await staff();
    const colleague = await staff();
    const otherDevice = new TestClient(first.url);
    expect((await otherDevice.signIn(member.email, PASSWORD)).status).toBe(200);
    const otherToken = await otherDevice.idToken();
    await acceptedOnSecond(otherToken);
    await acceptedOnSecond(colleague.token);

    expect((await member.client.signOut()).status).toBe(200);
    expect((await refusedOn(second, member.token)).status).toBe(401);

    expect((await use(second, otherToken)).status).toBe(200);
    expect((await use(first, otherToken)).status).toBe(200);
    expect((await use(second, colleague.token)).status).toBe(200);
    expect((await use(second, await shop.admin.token())).status).toBe(200);
  });
});

/** Counts the statements that read a session, on `server`'s pool. */
function countSessionReads(server: TestServer) {
  const spy = vi.spyOn(server.database.pool, 'query');
  return {
    count: () =>
      spy.mock.calls.filter(([query]) => {
        const text = typeof query === 'string' ? query : (query as { text?: string }).text;
        return text?.includes('from "session"') ?? false;
      }).length,
    restore: () => spy.mockRestore(),
  };
}

describe('the per-call check is cheap', () => {
  it('reads the session once, then not again while what it keeps is current', async () => {
    const member = await staff();
    const reads = countSessionReads(second);
    try {
      expect((await use(second, member.token)).status).toBe(200);
      expect(reads.count()).toBe(1);
      for (let call = 0; call < 20; call += 1) expect((await use(second, member.token)).status).toBe(200);
      expect(reads.count()).toBe(1);
    } finally {
      reads.restore();
    }
  });

  it('reads the database on every check while the change feed is not listened to', async () => {
    const reads = countSessionReads(first);
    try {
      const member = await staff();
      const cache = new SessionCache(first.database.db);
      const key = { userId: member.userId, sessionId: decodeJwt(member.token).sid as string };
      const before = reads.count();
      expect(await cache.check(key)).toMatchObject({ workshopId: shop.id, role: 'mechanic' });
      expect(await cache.check(key)).not.toBeNull();
      expect(reads.count() - before).toBe(2);

      cache.setListening(true);
      await cache.check(key);
      await cache.check(key);
      expect(reads.count() - before).toBe(3);

      cache.changed(member.userId);
      expect(await cache.check(key)).not.toBeNull();
      expect(reads.count() - before).toBe(4);
      expect(await cache.check({ userId: member.userId, sessionId: 'no-such-session' })).toBeNull();
    } finally {
      reads.restore();
    }
  });
});
