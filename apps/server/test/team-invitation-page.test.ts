// The invitation page (docs/roles.md, "Invite people"; decision 059 and its addendum): the public read of an
// invitation by its link's token, joining at sign-up in one step, and the pending invitation a signed-in
// account is offered before onboarding, against PostgreSQL through the HTTP API.
import { TEAM_INVITATION_LIFETIME_MS } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../src/data/public-rate-limit.ts';
import { user } from '../src/db/schema.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FIXTURE_PASSWORD, lastMailTo, newAccount, type Workshop } from './workshop-fixture.ts';

const READS_PER_HOUR = 8;
let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_INVITATION_READS_PER_HOUR_PER_IP: String(READS_PER_HOUR) } });
  shop = await createWorkshop(server, 'Bicis Sur');
  await server.database.db.update(user).set({ name: 'Marta Ruiz' }).where(eq(user.id, shop.admin.userId));
});
afterAll(async () => {
  await server?.close();
});

/** Invites a fresh address and answers it with the token its mail's link carries. */
async function invite(role: 'admin' | 'manager' | 'mechanic' = 'mechanic') {
  const email = `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await shop.admin.ok('teamInvite', { email, role });
  const mail = await lastMailTo(server, email);
  const token = /\/join#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return { email, token };
}

/** Each read from a peer address of its own, so the limit is counted only where a test means it. */
let peer = 0;
async function preview(token: string, remoteAddress = `203.0.113.${++peer}`): Promise<CallResult> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/functions/teamInvitationPreview',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ data: { token } }),
  });
  return { status: answer.statusCode, body: answer.json() };
}

const NOT_FOUND = {
  status: 404,
  body: { error: { status: 'NOT_FOUND', message: 'This invitation does not exist.', details: { reason: 'invitation-not-found' } } },
};

describe('the invitation page’s read', () => {
  it('names the workshop, the role, who invited and the invited address, to anyone holding the link', async () => {
    const { email, token } = await invite('manager');
    const answer = await preview(token);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ workshop: 'Bicis Sur', role: 'manager', inviter: 'Marta Ruiz', email });
  });

  it('answers an unknown, a used, a revoked and an expired token alike', async () => {
    const unknown = await preview('A'.repeat(43));
    const used = await invite();
    await (await newAccount(server, used.email)).caller.ok('teamInvitationAccept', { token: used.token });
    const revoked = await invite();
    const [row] = (await shop.admin.ok('teamList', null)).invitations.filter((invitation) => invitation.email === revoked.email);
    await shop.admin.ok('teamInvitationRevoke', { id: row!.id });
    const expired = await invite();
    server.clock.advance(TEAM_INVITATION_LIFETIME_MS + 1000);
    try {
      for (const answer of [unknown, await preview(used.token), await preview(revoked.token), await preview(expired.token)])
        expect(answer).toEqual(NOT_FOUND);
    } finally {
      server.clock.reset();
    }
  });

  it('refuses a token of the wrong shape naming the field, and is limited per address like the other public reads', async () => {
    const bad = await preview("x' or 1=1 --");
    expect(bad.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'token' }] } });
    // Counted per clock hour: the reads start at the beginning of one, so no count starts again midway.
    server.clock.advance(HOUR_MS - (server.clock.now().getTime() % HOUR_MS));
    try {
      const { token } = await invite();
      const from = '198.51.100.7';
      for (let read = 0; read < READS_PER_HOUR; read++) expect((await preview('B'.repeat(43), from)).status).toBe(404);
      expect(await preview(token, from)).toMatchObject({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED' } } });
      expect((await preview(token)).status).toBe(200);
    } finally {
      server.clock.reset();
    }
  });
});

describe('signing up from the invitation', () => {
  it('joins the workshop in the same step: the first token already carries its role', async () => {
    const { email, token } = await invite('mechanic');
    const client = new TestClient(server.url);
    const signedUp = await client.auth('sign-up/email', { email, password: FIXTURE_PASSWORD, name: 'Luis', invitationToken: token });
    expect(signedUp.status).toBe(200);
    expect(decodeJwt(await client.idToken())).toMatchObject({ workshop: { uid: shop.id, role: 'mechanic' } });
    expect((await preview(token)).status).toBe(404);
    const [row] = await server.database.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.verified).toBe(true);
  });

  it('with another address makes the account but joins nothing, and the invitation stays for its addressee', async () => {
    const { email, token } = await invite('admin');
    const client = new TestClient(server.url);
    const signedUp = await client.auth('sign-up/email', {
      email: 'someone-else@example.com',
      password: FIXTURE_PASSWORD,
      name: 'Intruso',
      invitationToken: token,
    });
    expect(signedUp.status).toBe(200);
    expect(decodeJwt(await client.idToken())).not.toHaveProperty('workshop');
    expect((await preview(token)).body.result).toMatchObject({ email, role: 'admin' });
  });
});

describe('the signed-in account’s pending invitation', () => {
  it('is offered to the account of the invited address only, while it is pending', async () => {
    const { email, token } = await invite('manager');
    const invitee = await newAccount(server, email.toUpperCase());
    expect(await invitee.caller.ok('teamInvitationPending', null)).toEqual({
      workshop: 'Bicis Sur',
      role: 'manager',
      inviter: 'Marta Ruiz',
      email,
    });
    const stranger = await newAccount(server);
    expect(await stranger.caller.ok('teamInvitationPending', null)).toBeNull();
    // Offered, not taken: another account holding the link is still refused, and the invitation stays.
    expect((await stranger.caller.call('teamInvitationAccept', { token })).status).toBe(403);
    expect(await invitee.caller.ok('teamInvitationPending', null)).toMatchObject({ email });
    await invitee.caller.ok('teamInvitationAccept', { token });
    expect(await invitee.caller.ok('teamInvitationPending', null)).toBeNull();
  });

  it('is none once expired, and needs a signed-in account', async () => {
    const { email } = await invite();
    const invitee = await newAccount(server, email);
    server.clock.advance(TEAM_INVITATION_LIFETIME_MS + 1000);
    try {
      expect(await invitee.caller.ok('teamInvitationPending', null)).toBeNull();
    } finally {
      server.clock.reset();
    }
    expect((await new TestClient(server.url).send('teamInvitationPending', null)).status).toBe(401);
  });
});
