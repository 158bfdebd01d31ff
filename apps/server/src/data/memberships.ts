// An account's place in its workshop, changed by someone else (issue 14 point 5). Each change is
// announced in the same transaction, so no instance keeps accepting a token that claims the old role.
// Whatever changes `workshop_users` for an existing member goes through here (a change made by hand
// in SQL is seen within a minute, when the kept answers are read again: data/sessions.ts).
import type { WorkshopRole } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session, workshopUsers } from '../db/schema.ts';
import { announceSessionsChanged } from './sessions.ts';

/**
 * The member's role becomes `role`. Its sessions go on: its tokens claiming the old role are refused as
 * stale, and the next token it fetches carries the new one.
 */
export async function changeMemberRole(db: Db, userId: string, role: WorkshopRole): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(workshopUsers).set({ role, updatedAt: new Date() }).where(eq(workshopUsers.userId, userId));
    await announceSessionsChanged(tx, userId);
  });
}

/** The account leaves its workshop: its membership goes and so do its sessions (it signs in again, outside the workshop). */
export async function removeMember(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(workshopUsers).where(eq(workshopUsers.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await announceSessionsChanged(tx, userId);
  });
}
