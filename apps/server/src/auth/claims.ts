// The ID token's claims are read from the database each time a token is issued (docs/product.md §3).
import { claimsFromMembership, type TTokenClaims } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workshops, workshopUsers } from '../db/schema.ts';

export async function loadClaims(db: Db, userId: string, now: Date): Promise<TTokenClaims> {
  const [row] = await db
    .select({
      workshopId: workshopUsers.workshopId,
      role: workshopUsers.role,
      active: workshopUsers.active,
      subscriptionStatus: workshops.subscriptionStatus,
      trialEndsAt: workshops.trialEndsAt,
      isFree: workshops.isFree,
    })
    .from(workshopUsers)
    .leftJoin(workshops, eq(workshops.id, workshopUsers.workshopId))
    .where(eq(workshopUsers.userId, userId))
    .limit(1);
  if (!row) return claimsFromMembership(null, now);
  return claimsFromMembership(
    {
      workshopId: row.workshopId,
      role: row.role,
      subscriptionStatus: row.subscriptionStatus ?? 'incomplete',
      trialEndsAt: row.trialEndsAt,
      isFree: row.isFree ?? false,
      active: row.active,
    },
    now,
  );
}
