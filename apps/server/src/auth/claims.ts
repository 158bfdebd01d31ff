// The ID token's claims are read from the database each time a token is issued (docs/product.md §3): the membership
// of the workshop the session works in (docs/product.md §32.1, services/workshop-in-use.ts).
import { claimsFromMembership, type TTokenClaims } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { resolveWorkshopInUse } from '../services/workshop-in-use.ts';

export async function loadClaims(db: Db, userId: string, sessionId: string | null, now: Date): Promise<TTokenClaims> {
  const { inUse } = await resolveWorkshopInUse(db, userId, sessionId);
  if (!inUse) return claimsFromMembership(null, now);
  return claimsFromMembership(
    {
      workshopId: inUse.workshopId,
      role: inUse.role,
      subscriptionStatus: inUse.subscriptionStatus,
      trialEndsAt: inUse.trialEndsAt,
      isFree: inUse.isFree,
      active: inUse.active,
    },
    now,
  );
}
