// docs/product.md §17.1: invitations to a workshop's team. The link carries a random token (32 bytes); only its
// SHA-256 is stored. An invitation is used once, lasts TEAM_INVITATION_LIFETIME_MS, and can be revoked;
// sending it again makes a new token, so an older link stops working. It is for the address it was sent to
// (docs/decisions/059-an-invitation-is-for-its-address.md).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  FunctionError,
  TEAM_INVITATION_LIFETIME_MS,
  ZTeamInvitationAcceptInputSchema,
  type TTeamInvitation,
  type TTeamInvitationPreview,
  type ClaimRole,
  type WorkshopRole,
} from '@rueda/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { teamInvitations, user, workshops, workshopUsers } from '../db/schema.ts';
import { bookingSettingsOf } from '../data/booking-settings.ts';
import { refuseUnlessMayTouchAdmins } from './memberships.ts';
import { announceSessionsChanged } from '../data/sessions.ts';
import { setWorkshopInUse } from '../data/account-memberships.ts';

type InvitationRow = typeof teamInvitations.$inferSelect;

/** An invitation as its workshop sees it, with the token of the link to mail (never stored). */
export interface SentInvitation {
  invitation: TTeamInvitation;
  token: string;
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

function invitationOf(row: InvitationRow, now: Date): TTeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as WorkshopRole,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: row.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired',
  };
}

const pending = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/** The workshop's invitations not yet accepted nor revoked, the newest first. */
export async function listInvitations(db: Executor, workshopId: string, now: Date): Promise<TTeamInvitation[]> {
  const rows = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.workshopId, workshopId), pending))
    .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id));
  return rows.map((row) => invitationOf(row, now));
}

/** What the invitation's mail names: the workshop, and the person who invites (their name, else their email). */
export async function invitationMailNames(
  db: Executor,
  workshopId: string,
  inviterId: string,
): Promise<{ workshop: string; inviter: string; timeZone: string }> {
  const [workshop] = await db
    .select({ name: workshops.name, settings: workshops.bookingSettings })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  const [inviter] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, inviterId));
  return {
    workshop: workshop?.name ?? '',
    inviter: inviter?.name || inviter?.email || '',
    // The mail's dates are on the workshop's clock (its booking calendar's zone, docs/product.md §1).
    timeZone: bookingSettingsOf(workshop?.settings).timeZone,
  };
}

/** A pending invitation's preview: its workshop, role, inviter (name, else email) and address. */
async function previewOf(db: Executor, condition: ReturnType<typeof and>): Promise<TTeamInvitationPreview | null> {
  const [row] = await db
    .select({
      workshop: workshops.name,
      role: teamInvitations.role,
      inviterName: user.name,
      inviterEmail: user.email,
      email: teamInvitations.email,
    })
    .from(teamInvitations)
    .innerJoin(workshops, eq(workshops.id, teamInvitations.workshopId))
    .leftJoin(user, eq(user.id, teamInvitations.invitedBy))
    .where(condition)
    .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id))
    .limit(1);
  if (!row) return null;
  return { workshop: row.workshop, role: row.role as WorkshopRole, inviter: row.inviterName || row.inviterEmail || '', email: row.email };
}

/**
 * What the invitation page shows to whoever holds the link: only a pending, unexpired invitation's workshop,
 * role, inviter and address. Unknown, used, revoked and expired tokens get the same not-found, so the answer
 * tells a guesser nothing (docs/decisions/059-an-invitation-is-for-its-address.md, addendum).
 */
export async function previewInvitation(db: Executor, token: string, now: Date): Promise<TTeamInvitationPreview> {
  const preview = await previewOf(
    db,
    and(eq(teamInvitations.tokenHash, hashInvitationToken(token)), pending, gt(teamInvitations.expiresAt, now)),
  );
  if (!preview) throw new FunctionError('not-found', 'This invitation does not exist.', { reason: 'invitation-not-found' });
  return preview;
}

/**
 * The newest pending, unexpired invitation to the account's own address, or null: offered before onboarding.
 * Accepting it still takes the link mailed to that address (docs/decisions/059-an-invitation-is-for-its-address.md).
 */
export async function pendingInvitationOf(db: Executor, userId: string, now: Date): Promise<TTeamInvitationPreview | null> {
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) return null;
  return previewOf(db, and(eq(teamInvitations.email, normalisedEmail(account.email)), pending, gt(teamInvitations.expiresAt, now)));
}

/**
 * Invites `email` with `role`. Someone already in the workshop cannot be invited; an address with a pending
 * invitation gets it again, with the new role and a new link.
 */
export async function createInvitation(
  db: Db,
  args: { workshopId: string; email: string; role: WorkshopRole; invitedBy: string; callerRole: ClaimRole; now: Date },
): Promise<SentInvitation> {
  const { workshopId, email, role, invitedBy, now } = args;
  return db.transaction(async (tx) => {
    // The pending invitation this one replaces, if any: an admin's is not a manager's to change.
    const [replaced] = await tx
      .select({ role: teamInvitations.role })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.workshopId, workshopId), eq(teamInvitations.email, email), pending))
      .for('update');
    refuseUnlessMayTouchAdmins(args.callerRole, role, replaced?.role);
    const [member] = await tx
      .select({ userId: workshopUsers.userId })
      .from(workshopUsers)
      .innerJoin(user, eq(user.id, workshopUsers.userId))
      .where(and(eq(workshopUsers.workshopId, workshopId), sql`lower(${user.email}) = ${email}`));
    if (member)
      throw new FunctionError('failed-precondition', 'This person is already a member of the workshop.', {
        reason: 'already-member',
        fields: [{ field: 'email', message: 'Already a member of the workshop.' }],
      });
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(now.getTime() + TEAM_INVITATION_LIFETIME_MS);
    const [row] = await tx
      .insert(teamInvitations)
      .values({ workshopId, id: randomUUID(), email, role, tokenHash, invitedBy, createdAt: now, sentAt: now, expiresAt })
      .onConflictDoUpdate({
        target: [teamInvitations.workshopId, teamInvitations.email],
        targetWhere: sql`accepted_at is null and revoked_at is null`,
        set: { role, tokenHash, invitedBy, sentAt: now, expiresAt },
      })
      .returning();
    return { invitation: invitationOf(row!, now), token };
  });
}

/**
 * The invitation, pending, locked for the write; not-found for another workshop's or an unknown id. Only an
 * admin may renew or revoke an invitation to be an admin.
 */
async function pendingInvitation(tx: Executor, caller: InvitationCaller, id: string): Promise<InvitationRow> {
  const { workshopId } = caller;
  const [row] = await tx
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.workshopId, workshopId), eq(teamInvitations.id, id)))
    .for('update');
  if (!row) throw new FunctionError('not-found', 'This invitation does not exist.', { reason: 'invitation-not-found' });
  refuseUnlessPending(row, null);
  refuseUnlessMayTouchAdmins(caller.callerRole, row.role);
  return row;
}

/** Accepted and revoked invitations are over; `now` given, an expired one too. */
function refuseUnlessPending(row: InvitationRow, now: Date | null): void {
  if (row.acceptedAt)
    throw new FunctionError('failed-precondition', 'This invitation has already been used.', { reason: 'invitation-used' });
  if (row.revokedAt) throw new FunctionError('failed-precondition', 'This invitation was revoked.', { reason: 'invitation-revoked' });
  if (now && row.expiresAt.getTime() <= now.getTime())
    throw new FunctionError('failed-precondition', 'This invitation has expired.', { reason: 'invitation-expired' });
}

/** Who changes an invitation: their workshop and role. */
export interface InvitationCaller {
  workshopId: string;
  callerRole: ClaimRole;
}

/** A new link and a new expiry for a pending (or expired) invitation. */
export async function renewInvitation(db: Db, caller: InvitationCaller, id: string, now: Date): Promise<SentInvitation> {
  const { workshopId } = caller;
  return db.transaction(async (tx) => {
    await pendingInvitation(tx, caller, id);
    const { token, tokenHash } = newToken();
    const [row] = await tx
      .update(teamInvitations)
      .set({ tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + TEAM_INVITATION_LIFETIME_MS) })
      .where(and(eq(teamInvitations.workshopId, workshopId), eq(teamInvitations.id, id)))
      .returning();
    return { invitation: invitationOf(row!, now), token };
  });
}

export async function revokeInvitation(db: Db, caller: InvitationCaller, id: string, now: Date): Promise<void> {
  const { workshopId } = caller;
  await db.transaction(async (tx) => {
    await pendingInvitation(tx, caller, id);
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.workshopId, workshopId), eq(teamInvitations.id, id)));
  });
}

/** An address compared the way invitations store theirs: trimmed, lower case. */
function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The invited address as a refusal names it: the first letter of its name and of its domain, and the
 * domain's last label (`l***@e***.com`). Whoever got the mail recognises it; a link that leaked does not
 * tell which address to sign up with (docs/decisions/059-an-invitation-is-for-its-address.md).
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tail = dot > 0 ? domain.slice(dot) : '';
  return `${name.slice(0, 1)}***@${domain.slice(0, 1)}***${tail}`;
}

/**
 * The invitation is for the account whose email is the invited address; any other is refused and the
 * invitation stays pending for its addressee (docs/decisions/059-an-invitation-is-for-its-address.md).
 */
async function refuseUnlessAddressee(tx: Executor, row: InvitationRow, userId: string): Promise<void> {
  const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (account && normalisedEmail(account.email) === normalisedEmail(row.email)) return;
  throw new FunctionError('permission-denied', 'This invitation was sent to another email address.', {
    reason: 'invitation-for-another-email',
    invitedEmail: maskedEmail(row.email),
  });
}

/**
 * The signed-in account joins the workshop of the invitation the token names, with its role, and the
 * invitation is used. Only the account of the invited address may accept, and accepting verifies that
 * address: the link reached its mailbox (docs/decisions/059-an-invitation-is-for-its-address.md). An
 * account already in this workshop cannot join it again; one in other workshops adds this one to them (docs/product.md
 * §32.1), and its session works in it from then on: its tokens for the previous workshop are stale.
 */
export async function acceptInvitation(
  db: Db,
  args: { userId: string; sessionId?: string | null; token: string; now: Date },
): Promise<void> {
  const { userId, now } = args;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.tokenHash, hashInvitationToken(args.token)))
      .for('update');
    if (!row) throw new FunctionError('not-found', 'This invitation does not exist.', { reason: 'invitation-not-found' });
    refuseUnlessPending(row, now);
    await refuseUnlessAddressee(tx, row, userId);
    // docs/product.md §32.1: an account may belong to several workshops; joining this one adds a membership and the
    // session goes on in it.
    const [membership] = await tx
      .select({ userId: workshopUsers.userId })
      .from(workshopUsers)
      .where(and(eq(workshopUsers.workshopId, row.workshopId), eq(workshopUsers.userId, userId)))
      .for('update');
    if (membership)
      throw new FunctionError('failed-precondition', 'You are already a member of this workshop.', { reason: 'already-member' });
    await tx
      .insert(workshopUsers)
      .values({ userId, workshopId: row.workshopId, role: row.role, active: true, createdAt: now, updatedAt: now });
    await setWorkshopInUse(tx, { userId, sessionId: args.sessionId ?? null, workshopId: row.workshopId, now });
    await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(teamInvitations.workshopId, row.workshopId), eq(teamInvitations.id, row.id)));
    await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: now })
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)));
    await announceSessionsChanged(tx, userId);
  });
}

/**
 * A sign-up from the invitation's page joins its workshop in the same step: the account was just made with the
 * address the page prefilled. Accepting checks everything it always does (decision 059); a refusal is an
 * answer (false), not a failure: the account stays made and the invitation page offers what to do.
 */
export async function acceptInvitationAtSignUp(db: Db, args: { userId: string; token: string; now: Date }): Promise<boolean> {
  const parsed = ZTeamInvitationAcceptInputSchema.safeParse({ token: args.token });
  if (!parsed.success) return false;
  try {
    await acceptInvitation(db, { ...args, token: parsed.data.token });
    return true;
  } catch (error) {
    if (error instanceof FunctionError) return false;
    throw error;
  }
}
