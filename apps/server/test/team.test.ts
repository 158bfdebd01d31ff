// docs/product.md §17: a workshop's team. Invitations (mailed, accepted once, expired, revoked, sent
// again), roles and their claims, deactivation and removal, the last-admin rule, the mechanic a member works
// as, and who may do each (docs/roles.md), against PostgreSQL through the HTTP API.
import { formatLongDateInZone, TEAM_INVITATION_LIFETIME_MS, type TTeamInvitation } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, teamInvitations, user, workshopUsers } from '../src/db/schema.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import {
  createWorkshop,
  FAR_APART_ZONES,
  FIXTURE_PASSWORD,
  lastMailTo,
  newAccount,
  setWorkshopZone,
  type Caller,
  type Workshop,
} from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server, 'Bicis Sur');
  other = await createWorkshop(server, 'Otro taller');
});
afterAll(async () => {
  await server?.close();
});

function errorOf(answer: CallResult): { status: string; reason?: string; fields?: { field: string }[] } {
  const details = (answer.body.error?.details ?? {}) as { reason?: string; fields?: { field: string }[] };
  return { status: answer.body.error?.status ?? `HTTP ${answer.status}`, reason: details.reason, fields: details.fields };
}

/** The link of the last invitation mailed to `email`, and its token. */
async function mailedLink(email: string): Promise<{ link: string; token: string; subject: string }> {
  const mail = await lastMailTo(server, email);
  const link = /(https?:\/\/\S+\/join#[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!mail || !link) throw new Error(`no invitation mailed to ${email}`);
  return { link, token: link.split('#')[1]!, subject: mail.subject };
}

async function invite(
  by: Caller,
  role: 'admin' | 'manager' | 'mechanic' = 'mechanic',
  email = `new-${Math.random().toString(36).slice(2, 10)}@example.com`,
) {
  const invitation = await by.ok('teamInvite', { email, role });
  return { invitation, email, ...(await mailedLink(email)) };
}

const pendingRows = (workshopId: string) =>
  server.database.db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.workshopId, workshopId)));

describe('an invitation', () => {
  it('is mailed with a single-use link whose token is stored only hashed, and joins the account with its role', async () => {
    const { invitation, email, link, token, subject } = await invite(shop.admin, 'mechanic');
    expect(invitation).toMatchObject({ email, role: 'mechanic', state: 'pending' });
    expect(subject).toContain('Bicis Sur');
    expect(link).toBe(`${server.url}/join#${token}`);
    const rows = await pendingRows(shop.id);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect((await shop.admin.ok('teamList', null)).invitations.map((row) => row.email)).toContain(email);

    const person = await newAccount(server, email);
    const account = await person.caller.ok('teamInvitationAccept', { token });
    expect(account).toMatchObject({ role: 'mechanic', onboardingCompleted: true, workshop: { id: shop.id, name: 'Bicis Sur' } });
    await person.caller.renewToken();
    expect(decodeJwt(await person.caller.token())).toMatchObject({ workshop: { uid: shop.id, role: 'mechanic' } });
    expect((await person.caller.call('repairsList', {})).status).toBe(200);

    const team = await shop.admin.ok('teamList', null);
    expect(team.members.find((member) => member.userId === person.userId)).toMatchObject({ role: 'mechanic', active: true });
    expect(team.invitations.map((row) => row.email)).not.toContain(email);

    // Used once: a second use, by anyone, is refused.
    const stranger = await newAccount(server);
    expect(errorOf(await stranger.caller.call('teamInvitationAccept', { token }))).toMatchObject({ reason: 'invitation-used' });
    expect((await stranger.caller.ok('accountGet', null)).workshop).toBeNull();
  });

  it('says when it expires on the workshop’s clock', async () => {
    for (const timeZone of FAR_APART_ZONES) {
      await setWorkshopZone(server, other.id, timeZone);
      const email = `zone-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const invitation = await other.admin.ok('teamInvite', { email, role: 'mechanic' });
      const [mail] = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(mail!.text).toContain(formatLongDateInZone(invitation.expiresAt, timeZone, 'es'));
    }
  });

  it('expires after 7 days, and a resent one works again while the old link does not', async () => {
    const { invitation, token } = await invite(shop.admin);
    const person = await newAccount(server, invitation.email);
    server.clock.advance(TEAM_INVITATION_LIFETIME_MS + 60_000);
    try {
      expect(errorOf(await person.caller.call('teamInvitationAccept', { token }))).toMatchObject({ reason: 'invitation-expired' });
      const listed = (await shop.admin.ok('teamList', null)).invitations.find((row) => row.id === invitation.id);
      expect(listed?.state).toBe('expired');
      const resent: TTeamInvitation = await shop.admin.ok('teamInvitationResend', { id: invitation.id });
      expect(resent.state).toBe('pending');
      const fresh = await mailedLink(invitation.email);
      expect(fresh.token).not.toBe(token);
      expect(errorOf(await person.caller.call('teamInvitationAccept', { token }))).toMatchObject({ reason: 'invitation-not-found' });
      expect((await person.caller.call('teamInvitationAccept', { token: fresh.token })).status).toBe(200);
    } finally {
      server.clock.reset();
    }
  });

  it('stops working once revoked, and cannot be revoked twice', async () => {
    const { invitation, token } = await invite(shop.admin);
    expect(await shop.admin.ok('teamInvitationRevoke', { id: invitation.id })).toEqual({ revoked: true });
    const person = await newAccount(server);
    expect(errorOf(await person.caller.call('teamInvitationAccept', { token }))).toMatchObject({ reason: 'invitation-revoked' });
    expect(errorOf(await shop.admin.call('teamInvitationRevoke', { id: invitation.id }))).toMatchObject({ reason: 'invitation-revoked' });
    expect((await person.caller.ok('accountGet', null)).workshop).toBeNull();
  });

  it('of another workshop cannot be revoked or resent, and its id reveals nothing', async () => {
    const { invitation } = await invite(other.admin);
    for (const name of ['teamInvitationRevoke', 'teamInvitationResend'] as const)
      expect(errorOf(await shop.admin.call(name, { id: invitation.id }))).toMatchObject({ status: 'NOT_FOUND' });
    expect((await other.admin.ok('teamList', null)).invitations.map((row) => row.id)).toContain(invitation.id);
  });

  it('to an address already in the workshop is refused, naming the field; inviting a pending address sends it again', async () => {
    const member = await newAccount(server);
    const { token } = await invite(shop.admin, 'manager', member.email);
    await member.caller.ok('teamInvitationAccept', { token });
    const again = await shop.admin.call('teamInvite', { email: member.email.toUpperCase(), role: 'mechanic' });
    expect(errorOf(again)).toMatchObject({ status: 'FAILED_PRECONDITION', reason: 'already-member', fields: [{ field: 'email' }] });

    const first = await invite(shop.admin, 'mechanic', 'twice@example.com');
    const second = await invite(shop.admin, 'manager', 'twice@example.com');
    expect(second.invitation.id).toBe(first.invitation.id);
    expect(second.invitation.role).toBe('manager');
    expect((await pendingRows(shop.id)).filter((row) => row.email === 'twice@example.com')).toHaveLength(1);
  });

  // docs/product.md §32.1: test/memberships.test.ts follows such an account between its workshops.
  it('adds a membership to an account that already belongs to a workshop, which keeps its first', async () => {
    const third = await createWorkshop(server, 'Tercer taller');
    const [thirdAdmin] = await server.database.db.select({ email: user.email }).from(user).where(eq(user.id, third.admin.userId));
    const { token } = await invite(shop.admin, 'mechanic', thirdAdmin!.email);
    const joined = await third.admin.ok('teamInvitationAccept', { token });
    expect(joined).toMatchObject({ role: 'mechanic', workshop: { id: shop.id } });
    expect(joined.memberships.map((membership) => [membership.workshopId, membership.role]).sort()).toEqual(
      [
        [shop.id, 'mechanic'],
        [third.id, 'admin'],
      ].sort(),
    );
    expect(errorOf(await third.admin.call('teamInvitationAccept', { token }))).toMatchObject({ status: 'FAILED_PRECONDITION' });
  });

  // docs/decisions/059-an-invitation-is-for-its-address.md
  it('is for its address: another account is refused and leaves it pending; the addressee then joins, verified', async () => {
    const { invitation, token } = await invite(shop.admin, 'admin');
    const intruder = await newAccount(server);
    const refused = await intruder.caller.call('teamInvitationAccept', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details).toEqual({ reason: 'invitation-for-another-email', invitedEmail: 'n***@e***.com' });
    expect((await intruder.caller.ok('accountGet', null)).workshop).toBeNull();
    expect((await shop.admin.ok('teamList', null)).invitations.map((row) => row.id)).toContain(invitation.id);

    // The addressee signs up from the link, in other letters' case, and accepts: the link proved the mailbox.
    const addressee = await newAccount(server, invitation.email.toUpperCase());
    const verified = () => server.database.db.select({ value: user.emailVerified }).from(user).where(eq(user.id, addressee.userId));
    expect((await verified())[0]?.value).toBe(false);
    expect(await addressee.caller.ok('teamInvitationAccept', { token })).toMatchObject({ role: 'admin', workshop: { id: shop.id } });
    expect((await verified())[0]?.value).toBe(true);
  });

  it('is refused with a clear field for a bad address or role, and for a token of the wrong shape', async () => {
    const bad = await shop.admin.send('teamInvite', { email: 'not-an-address', role: 'owner' });
    expect(errorOf(bad).status).toBe('INVALID_ARGUMENT');
    expect(
      errorOf(bad)
        .fields?.map((issue) => issue.field)
        .sort(),
    ).toEqual(['email', 'role']);
    const person = await newAccount(server);
    expect(errorOf(await person.caller.send('teamInvitationAccept', { token: "x' or 1=1 --" })).status).toBe('INVALID_ARGUMENT');
  });
});

describe('roles (docs/roles.md)', () => {
  it('a mechanic may see the team but not change it; a manager may not make or touch an admin', async () => {
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.call('teamList', null)).status).toBe(200);
    expect(errorOf(await mechanic.call('teamInvite', { email: 'm@example.com', role: 'mechanic' })).status).toBe('PERMISSION_DENIED');

    const manager = await shop.member('manager');
    expect(errorOf(await manager.call('teamInvite', { email: 'boss@example.com', role: 'admin' }))).toMatchObject({ reason: 'admin-only' });
    expect(errorOf(await manager.call('teamUpdate', { userId: mechanic.userId, role: 'admin' }))).toMatchObject({ reason: 'admin-only' });
    expect(errorOf(await manager.call('teamUpdate', { userId: shop.admin.userId, active: false }))).toMatchObject({ reason: 'admin-only' });
    expect(errorOf(await manager.call('teamRemove', { userId: shop.admin.userId }))).toMatchObject({ reason: 'admin-only' });
    expect((await manager.ok('teamUpdate', { userId: mechanic.userId, role: 'manager' })).role).toBe('manager');
    expect((await manager.call('teamInvite', { email: 'helper@example.com', role: 'mechanic' })).status).toBe(200);

    // An admin's invitation is not a manager's to renew, revoke or turn into another role; it stays as it was.
    const boss = await shop.admin.ok('teamInvite', { email: 'boss@example.com', role: 'admin' });
    expect(errorOf(await manager.call('teamInvitationResend', { id: boss.id }))).toMatchObject({ reason: 'admin-only' });
    expect(errorOf(await manager.call('teamInvitationRevoke', { id: boss.id }))).toMatchObject({ reason: 'admin-only' });
    expect(errorOf(await manager.call('teamInvite', { email: 'boss@example.com', role: 'mechanic' }))).toMatchObject({
      reason: 'admin-only',
    });
    const { invitations } = await shop.admin.ok('teamList', null);
    expect(invitations.find((invitation: { id: string }) => invitation.id === boss.id)).toMatchObject({
      role: 'admin',
      sentAt: boss.sentAt,
    });
  });

  it('a member of another workshop is not found, whatever the payload says', async () => {
    const stranger = await other.member('mechanic');
    expect(errorOf(await shop.admin.call('teamUpdate', { userId: stranger.userId, role: 'manager' }))).toMatchObject({
      reason: 'member-not-found',
    });
    expect(errorOf(await shop.admin.call('teamRemove', { userId: stranger.userId }))).toMatchObject({ reason: 'member-not-found' });
    const [row] = await server.database.db.select().from(workshopUsers).where(eq(workshopUsers.userId, stranger.userId));
    expect(row).toMatchObject({ workshopId: other.id, role: 'mechanic', active: true });
  });
});

describe('a member changed by the admin', () => {
  it('takes the new role on their next token; the old one is refused at once', async () => {
    const member = await shop.member('mechanic');
    const oldToken = await member.token();
    await shop.admin.ok('teamUpdate', { userId: member.userId, role: 'manager' });
    expect((await new TestClient(server.url).send('mechanicsList', null, { token: oldToken })).status).toBe(401);
    await member.renewToken();
    expect(decodeJwt(await member.token())).toMatchObject({ workshop: { role: 'manager' } });
    expect((await member.call('repairsDelete', { id: 'none' })).status).toBe(404);
  });

  it('deactivated: their next call is refused, they cannot sign in, and once reactivated they can', async () => {
    const person = await newAccount(server);
    const { token } = await invite(shop.admin, 'mechanic', person.email);
    await person.caller.ok('teamInvitationAccept', { token });
    await person.caller.renewToken();
    const memberToken = await person.caller.token();
    expect((await shop.admin.ok('teamUpdate', { userId: person.userId, active: false })).active).toBe(false);
    expect((await new TestClient(server.url).send('mechanicsList', null, { token: memberToken })).status).toBe(401);
    const signIn = await new TestClient(server.url).signIn(person.email, FIXTURE_PASSWORD);
    expect(signIn).toMatchObject({ status: 403, body: { code: 'auth/user-disabled' } });
    await shop.admin.ok('teamUpdate', { userId: person.userId, active: true });
    const back = new TestClient(server.url);
    expect((await back.signIn(person.email, FIXTURE_PASSWORD)).status).toBe(200);
    expect((await back.send('mechanicsList', null, { token: await back.idToken() })).status).toBe(200);
  });

  it('removed: their next call is refused and their account no longer belongs to the workshop', async () => {
    const member = await shop.member('manager');
    const memberToken = await member.token();
    expect(await shop.admin.ok('teamRemove', { userId: member.userId })).toEqual({ removed: true });
    expect((await new TestClient(server.url).send('mechanicsList', null, { token: memberToken })).status).toBe(401);
    expect((await shop.admin.ok('teamList', null)).members.map((row) => row.userId)).not.toContain(member.userId);
  });

  it('is linked to one of the workshop’s mechanics, never another workshop’s nor one already taken', async () => {
    const first = await shop.member('mechanic');
    const second = await shop.member('mechanic');
    const linked = await shop.admin.ok('teamUpdate', { userId: first.userId, mechanicId: shop.mechanicIds[0]! });
    expect(linked.mechanicId).toBe(shop.mechanicIds[0]);
    expect((await first.ok('accountGet', null)).mechanicId).toBe(shop.mechanicIds[0]);
    expect(errorOf(await shop.admin.call('teamUpdate', { userId: second.userId, mechanicId: shop.mechanicIds[0]! }))).toMatchObject({
      reason: 'mechanic-taken',
    });
    const foreign = await shop.admin.call('teamUpdate', { userId: second.userId, mechanicId: other.mechanicIds[0]! });
    expect(errorOf(foreign)).toMatchObject({ status: 'INVALID_ARGUMENT', fields: [{ field: 'mechanicId' }] });
    expect((await shop.admin.ok('teamUpdate', { userId: first.userId, mechanicId: null })).mechanicId).toBeNull();
  });
});

describe('the last active admin', () => {
  it('cannot demote, deactivate or remove themselves; with a second admin they can', async () => {
    const solo = await createWorkshop(server, 'Taller de uno');
    const me = solo.admin.userId;
    for (const [name, data] of [
      ['teamUpdate', { userId: me, role: 'manager' }],
      ['teamUpdate', { userId: me, active: false }],
      ['teamRemove', { userId: me }],
    ] as const)
      expect(errorOf(await solo.admin.send(name, data))).toMatchObject({ status: 'FAILED_PRECONDITION', reason: 'last-admin' });
    const [row] = await server.database.db.select().from(workshopUsers).where(eq(workshopUsers.userId, me));
    expect(row).toMatchObject({ role: 'admin', active: true });

    // A deactivated admin does not count.
    const sleeping = await solo.member('admin');
    await solo.admin.ok('teamUpdate', { userId: sleeping.userId, active: false });
    expect(errorOf(await solo.admin.call('teamUpdate', { userId: me, role: 'mechanic' }))).toMatchObject({ reason: 'last-admin' });
    await solo.admin.ok('teamUpdate', { userId: sleeping.userId, active: true });
    expect((await solo.admin.ok('teamUpdate', { userId: me, role: 'manager' })).role).toBe('manager');
  });

  it('holds when two admins demote each other at the same moment', async () => {
    const pair = await createWorkshop(server, 'Taller de dos');
    const second = await pair.member('admin');
    const answers = await Promise.all([
      pair.admin.call('teamUpdate', { userId: second.userId, role: 'mechanic' }),
      second.call('teamUpdate', { userId: pair.admin.userId, role: 'mechanic' }),
    ]);
    const admins = (await server.database.db.select().from(workshopUsers).where(eq(workshopUsers.workshopId, pair.id))).filter(
      (row) => row.role === 'admin' && row.active,
    );
    expect(admins).toHaveLength(1);
    // The other is refused: as the last admin's (400), or, once the first change is heard of, as a stale token (401).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});
