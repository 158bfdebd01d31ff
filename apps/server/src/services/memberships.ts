// A workshop's members (docs/product.md §17.3, §24.8). Every change to an existing member is announced
// in the same transaction, so no instance keeps accepting a token that claims the old role, and a
// deactivated or removed member's sessions end at once, and so do the billing portal sessions a member opened
// once they may no longer manage the subscription (docs/stripe.md). Whatever changes `workshop_users` for an existing
// member goes through here (a change made by hand in SQL is seen within a minute: data/sessions.ts).
import {
  can,
  FunctionError,
  invalidField,
  keepsAnActiveAdmin,
  type TeamSeat,
  type TTeamMember,
  type ClaimRole,
  type WorkshopRole,
} from '@rueda/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { endPortalSessionsOpenedBy } from '../billing/local/portal.ts';
import type { Db, Executor } from '../db/client.ts';
import { session, user, workshopUsers } from '../db/schema.ts';
import { unknownMechanics } from '../data/mechanics.ts';
import { stopMemberWork } from '../data/repair-work.ts';
import { announceSessionsChanged } from '../data/sessions.ts';

const memberColumns = {
  userId: workshopUsers.userId,
  name: user.name,
  email: user.email,
  role: workshopUsers.role,
  active: workshopUsers.active,
  mechanicId: workshopUsers.mechanicId,
  createdAt: workshopUsers.createdAt,
};

interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: string | null;
  active: boolean;
  mechanicId: string | null;
  createdAt: Date;
}

function memberOf(row: MemberRow): TTeamMember {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role as WorkshopRole,
    active: row.active,
    mechanicId: row.mechanicId,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** The workshop's members, by name. */
export async function listMembers(db: Executor, workshopId: string): Promise<TTeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(workshopUsers)
    .innerJoin(user, eq(user.id, workshopUsers.userId))
    .where(eq(workshopUsers.workshopId, workshopId))
    .orderBy(asc(user.name), asc(workshopUsers.userId));
  return rows.filter((row) => row.role !== null).map(memberOf);
}

/** Locks the workshop's members, so two changes cannot each leave the other's last admin. */
async function lockedSeats(tx: Executor, workshopId: string): Promise<TeamSeat[]> {
  const rows = await tx
    .select({ userId: workshopUsers.userId, role: workshopUsers.role, active: workshopUsers.active })
    .from(workshopUsers)
    .where(eq(workshopUsers.workshopId, workshopId))
    .orderBy(asc(workshopUsers.userId))
    .for('update');
  return rows.filter((row) => row.role !== null).map((row) => ({ ...row, role: row.role as WorkshopRole }));
}

function seatOf(seats: readonly TeamSeat[], userId: string): TeamSeat {
  const seat = seats.find((candidate) => candidate.userId === userId);
  if (!seat) throw new FunctionError('not-found', 'This person is not a member of the workshop.', { reason: 'member-not-found' });
  return seat;
}

/** docs/product.md §17.3: the change would leave no active admin. */
function refuseWithoutAdmin(seats: readonly TeamSeat[]): void {
  if (!keepsAnActiveAdmin(seats))
    throw new FunctionError('failed-precondition', 'The workshop must keep at least one active admin.', { reason: 'last-admin' });
}

/**
 * docs/roles.md: only a role with `team.admins` (an admin) makes an admin or changes one — a member, or an
 * invitation to the workshop. `roles` are the row's, read locked, and the one asked for.
 */
export function refuseUnlessMayTouchAdmins(callerRole: ClaimRole, ...roles: (WorkshopRole | string | undefined)[]): void {
  if (!can(callerRole, 'team.admins') && roles.includes('admin'))
    throw new FunctionError('permission-denied', 'Only an admin may make or change an admin.', { reason: 'admin-only' });
}

export interface MemberChanges {
  role?: WorkshopRole;
  active?: boolean;
  mechanicId?: string | null;
}

/**
 * Changes a member's role, state or mechanic. A deactivated member's sessions end; a new role makes their
 * tokens stale, so their next token carries it.
 */
export async function updateMember(
  db: Db,
  args: { workshopId: string; callerRole: ClaimRole; userId: string; changes: MemberChanges; now: Date },
): Promise<TTeamMember> {
  const { workshopId, userId, changes, now } = args;
  return db.transaction(async (tx) => {
    const seats = await lockedSeats(tx, workshopId);
    const target = seatOf(seats, userId);
    refuseUnlessMayTouchAdmins(args.callerRole, target.role, changes.role);
    const after = { ...target, role: changes.role ?? target.role, active: changes.active ?? target.active };
    refuseWithoutAdmin(seats.map((seat) => (seat.userId === userId ? after : seat)));
    if (changes.mechanicId) await refuseUnknownOrTakenMechanic(tx, workshopId, userId, changes.mechanicId);
    await tx
      .update(workshopUsers)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(workshopUsers.workshopId, workshopId), eq(workshopUsers.userId, userId)));
    if (changes.active === false) {
      await endSessionsUnlessMemberElsewhere(tx, workshopId, userId);
      await stopMemberWork(tx, workshopId, userId, now);
    }
    if (!after.active || !can(after.role, 'subscription.manage')) await endPortalSessionsOpenedBy(tx, userId, now);
    if (changes.role !== undefined || changes.active !== undefined) await announceSessionsChanged(tx, userId);
    const [row] = await tx
      .select(memberColumns)
      .from(workshopUsers)
      .innerJoin(user, eq(user.id, workshopUsers.userId))
      .where(and(eq(workshopUsers.workshopId, workshopId), eq(workshopUsers.userId, userId)));
    return memberOf(row!);
  });
}

/** A mechanic of this workshop that no other member works as. */
async function refuseUnknownOrTakenMechanic(tx: Executor, workshopId: string, userId: string, mechanicId: string): Promise<void> {
  if ((await unknownMechanics(tx, workshopId, [mechanicId])).length > 0)
    throw invalidField('mechanicId', 'Not one of the workshop’s mechanics.');
  const [other] = await tx
    .select({ userId: workshopUsers.userId })
    .from(workshopUsers)
    .where(and(eq(workshopUsers.workshopId, workshopId), eq(workshopUsers.mechanicId, mechanicId), ne(workshopUsers.userId, userId)));
  if (other)
    throw new FunctionError('failed-precondition', 'Another member already works as this mechanic.', {
      reason: 'mechanic-taken',
      fields: [{ field: 'mechanicId', message: 'Another member already works as this mechanic.' }],
    });
}

/**
 * docs/product.md §17.3, §32.1: a member deactivated in or removed from a workshop has their sessions end, unless they
 * are an active member of another: then their tokens for this one are stale, and their next token is for another.
 */
async function endSessionsUnlessMemberElsewhere(tx: Executor, workshopId: string, userId: string): Promise<void> {
  const [elsewhere] = await tx
    .select({ workshopId: workshopUsers.workshopId })
    .from(workshopUsers)
    .where(and(eq(workshopUsers.userId, userId), ne(workshopUsers.workshopId, workshopId), eq(workshopUsers.active, true)))
    .limit(1);
  if (!elsewhere) await tx.delete(session).where(eq(session.userId, userId));
}

/** The member leaves the workshop: their membership and their sessions go (they may sign in again, outside it). */
export async function removeMember(db: Db, args: { workshopId: string; callerRole: ClaimRole; userId: string; now: Date }): Promise<void> {
  const { workshopId, userId } = args;
  await db.transaction(async (tx) => {
    const seats = await lockedSeats(tx, workshopId);
    refuseUnlessMayTouchAdmins(args.callerRole, seatOf(seats, userId).role);
    refuseWithoutAdmin(seats.filter((seat) => seat.userId !== userId));
    await stopMemberWork(tx, workshopId, userId, args.now);
    await tx.delete(workshopUsers).where(and(eq(workshopUsers.workshopId, workshopId), eq(workshopUsers.userId, userId)));
    await endSessionsUnlessMemberElsewhere(tx, workshopId, userId);
    await endPortalSessionsOpenedBy(tx, userId, args.now);
    await announceSessionsChanged(tx, userId);
  });
}
