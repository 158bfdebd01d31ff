// docs/product.md §32.1: one account, several workshops. An owner of one workshop joins another through an invitation,
// switches between them, and each token names the workshop in use with the role there; a token for the previous one is
// refused; a removed or deactivated membership cannot be switched to, and losing the workshop in use moves the
// account's next token to another. Against PostgreSQL through the HTTP API.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { session, workshopUsers } from '../src/db/schema.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FIXTURE_PASSWORD, newAccount, type Workshop } from './workshop-fixture.ts';
import { errorOf, joinByInvitation, ownerWithWorkshop } from './chain-fixture.ts';

let server: TestServer;
/** The owner's first workshop (admin there, made at its onboarding) and the one it joined as a mechanic. */
let first: { id: string };
let second: Workshop;
let outsider: Workshop;
let owner: Awaited<ReturnType<typeof newAccount>>;

const workshopOf = (token: string) => (decodeJwt(token) as { workshop?: { uid: string; role: string } }).workshop;

beforeAll(async () => {
  server = await startTestServer();
  const made = await ownerWithWorkshop(server, 'Bicis Centro');
  owner = made.owner;
  second = await createWorkshop(server, 'Bicis Playa');
  outsider = await createWorkshop(server, 'Taller ajeno');
  first = { id: made.workshopId };
  await joinByInvitation(server, second, owner.client, owner.email, 'mechanic');
  // Back in the first, as the owner works most days.
  await owner.client.call('accountWorkshopSwitch', { workshopId: first.id }, { token: await owner.client.idToken() });
});
afterAll(async () => {
  await server?.close();
});

describe('an account in two workshops', () => {
  it('lists both, with its role in each; the token names the one in use and the role there', async () => {
    const token = await owner.client.idToken();
    expect(workshopOf(token)).toMatchObject({ uid: first.id, role: 'admin' });
    const account = (await owner.client.call('accountGet', null, { token })).body.result!;
    expect(account).toMatchObject({ role: 'admin', workshop: { id: first.id, name: 'Bicis Centro' } });
    expect(account.memberships).toEqual([
      { workshopId: first.id, workshopName: 'Bicis Centro', role: 'admin', active: true },
      { workshopId: second.id, workshopName: 'Bicis Playa', role: 'mechanic', active: true },
    ]);
  });

  it('switches: the old token is refused as stale, the new one names the other workshop, and every read is of it', async () => {
    const before = await owner.client.idToken();
    await owner.client.call('customersCreate', { name: 'Cliente del centro', phone: '+34 600 111 222' }, { token: before });

    const switched = await owner.client.call('accountWorkshopSwitch', { workshopId: second.id }, { token: before });
    expect(switched.body.result).toMatchObject({ role: 'mechanic', workshop: { id: second.id } });
    expect(errorOf(await owner.client.call('mechanicsList', null, { token: before }))).toMatchObject({
      status: 'UNAUTHENTICATED',
      reason: 'user-token-stale',
    });

    const after = await owner.client.idToken();
    expect(workshopOf(after)).toMatchObject({ uid: second.id, role: 'mechanic' });
    const customers = (await owner.client.call('customersList', { search: 'Cliente del centro' }, { token: after })).body.result;
    expect(JSON.stringify(customers)).not.toContain('Cliente del centro');
    // The role is the one in this workshop: a mechanic does not invite.
    expect(errorOf(await owner.client.call('teamInvite', { email: 'x@example.com', role: 'mechanic' }, { token: after }))).toMatchObject({
      status: 'PERMISSION_DENIED',
    });

    await owner.client.call('accountWorkshopSwitch', { workshopId: first.id }, { token: after });
    const back = await owner.client.idToken();
    expect(workshopOf(back)).toMatchObject({ uid: first.id, role: 'admin' });
    const listed = await owner.client.call('customersList', { search: 'Cliente del centro' }, { token: back });
    expect(JSON.stringify(listed.body)).toContain('Cliente del centro');
  });

  it('takes a token refused as stale again once the session is back in its workshop: its claims are true again', async () => {
    const inFirst = await owner.client.idToken();
    await owner.client.call('accountWorkshopSwitch', { workshopId: second.id }, { token: inFirst });
    expect(errorOf(await owner.client.call('mechanicsList', null, { token: inFirst }))).toMatchObject({ reason: 'user-token-stale' });
    const inSecond = await owner.client.idToken();
    await owner.client.call('accountWorkshopSwitch', { workshopId: first.id }, { token: inSecond });
    expect((await owner.client.call('mechanicsList', null, { token: inFirst })).status).toBe(200);
    expect(errorOf(await owner.client.call('mechanicsList', null, { token: inSecond }))).toMatchObject({ reason: 'user-token-stale' });
  });

  it('keeps each session in its own workshop: another device of the account is not moved by a switch', async () => {
    const tablet = new TestClient(server.url);
    expect((await tablet.signIn(owner.email, FIXTURE_PASSWORD)).status).toBe(200);
    // A new session starts where the account last worked.
    const tabletToken = await tablet.idToken();
    expect(workshopOf(tabletToken)?.uid).toBe(first.id);
    await tablet.call('accountWorkshopSwitch', { workshopId: second.id }, { token: tabletToken });
    expect(workshopOf(await tablet.idToken())?.uid).toBe(second.id);
    // The first device's token for the first workshop goes on working.
    const desk = await owner.client.idToken();
    expect(workshopOf(desk)?.uid).toBe(first.id);
    expect((await owner.client.call('mechanicsList', null, { token: desk })).status).toBe(200);
    await owner.client.call('accountWorkshopSwitch', { workshopId: first.id }, { token: desk });
  });

  it('refuses a workshop it does not belong to, an unknown one and a malformed id, and stays where it was', async () => {
    const token = await owner.client.idToken();
    for (const workshopId of [outsider.id, 'no-such-workshop'])
      expect(errorOf(await owner.client.call('accountWorkshopSwitch', { workshopId }, { token }))).toMatchObject({
        status: 'NOT_FOUND',
        reason: 'not-a-member',
        fields: [{ field: 'workshopId' }],
      });
    expect(errorOf(await owner.client.send('accountWorkshopSwitch', { workshopId: '' }, { token }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: [{ field: 'workshopId' }],
    });
    expect((await owner.client.call('mechanicsList', null, { token })).status).toBe(200);
    expect(workshopOf(await owner.client.idToken())?.uid).toBe(first.id);
  });
});

describe('losing a membership', () => {
  it('deactivated in one: switching to it is refused; deactivated in the one in use, the next token is for the other', async () => {
    const member = await newAccount(server);
    await joinByInvitation(server, outsider, member.client, member.email, 'mechanic');
    await joinByInvitation(server, second, member.client, member.email, 'manager');
    const inSecond = await member.client.idToken();
    expect(workshopOf(inSecond)).toMatchObject({ uid: second.id, role: 'manager' });

    await second.admin.ok('teamUpdate', { userId: member.userId, active: false });
    // Stale, not ended: the account still works in the other workshop.
    expect(errorOf(await member.client.call('mechanicsList', null, { token: inSecond }))).toMatchObject({ reason: 'user-token-stale' });
    const next = await member.client.idToken();
    expect(workshopOf(next)).toMatchObject({ uid: outsider.id, role: 'mechanic' });
    expect(errorOf(await member.client.call('accountWorkshopSwitch', { workshopId: second.id }, { token: next }))).toMatchObject({
      status: 'PERMISSION_DENIED',
      reason: 'membership-deactivated',
    });
    const account = (await member.client.call('accountGet', null, { token: next })).body.result!;
    expect(account.memberships.find((membership) => membership.workshopId === second.id)).toMatchObject({ active: false });
    // It still signs in: deactivated in one workshop only.
    expect((await new TestClient(server.url).signIn(member.email, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('removed from the one in use: its sessions go on in the other; switching back is not found', async () => {
    const member = await newAccount(server);
    await joinByInvitation(server, outsider, member.client, member.email, 'mechanic');
    await joinByInvitation(server, second, member.client, member.email, 'mechanic');
    const inSecond = await member.client.idToken();
    await second.admin.ok('teamRemove', { userId: member.userId });
    expect(errorOf(await member.client.call('mechanicsList', null, { token: inSecond }))).toMatchObject({ reason: 'user-token-stale' });
    const next = await member.client.idToken();
    expect(workshopOf(next)?.uid).toBe(outsider.id);
    const [row] = await server.database.db
      .select({ workshopId: session.workshopId })
      .from(session)
      .where(eq(session.userId, member.userId));
    expect(row?.workshopId).toBe(outsider.id);
    expect(errorOf(await member.client.call('accountWorkshopSwitch', { workshopId: second.id }, { token: next }))).toMatchObject({
      status: 'NOT_FOUND',
      reason: 'not-a-member',
    });
    const memberships = await server.database.db
      .select()
      .from(workshopUsers)
      .where(and(eq(workshopUsers.userId, member.userId), eq(workshopUsers.workshopId, second.id)));
    expect(memberships).toEqual([]);
  });
});
