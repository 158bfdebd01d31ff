// docs/product.md §32.1: one account, several workshops. A membership is (account, workshop, role, active); a session
// works in one of its account's workshops at a time, the one its token's claims name (docs/product.md §3), and
// switching moves the session to another.
import { z } from 'zod';
import { CHAIN_READER_ROLE, CLAIM_ROLES, type ClaimRole } from './auth-constants.ts';

/**
 * One of the account's workshops, as the header's switcher lists it: a membership, or a workshop of a chain the account
 * administers without belonging to it, read only (role `chainAdmin`, docs/product.md §32.2).
 */
export const ZMembershipSchema = z.object({
  workshopId: z.string(),
  workshopName: z.string(),
  role: z.enum(CLAIM_ROLES),
  /** docs/product.md §17.3: a deactivated membership is listed but cannot be switched to. */
  active: z.boolean(),
});
export type TMembership = z.infer<typeof ZMembershipSchema>;

export const ZWorkshopSwitchInputSchema = z.object({ workshopId: z.string().trim().min(1).max(200) });
export type TWorkshopSwitchInput = z.infer<typeof ZWorkshopSwitchInputSchema>;

/** What the rule below needs of a membership row. */
export interface MembershipChoice {
  workshopId: string;
  role: ClaimRole | string;
  active: boolean;
  /** When the account joined the workshop: the oldest is the default. */
  joinedAt: Date;
}

/**
 * docs/product.md §32.1: the workshop a session works in. The one it was switched to, while that membership is active;
 * else the account's last used one, while active; else the account's oldest active membership. Only when none is
 * active does it stay on the session's own (or the oldest) membership, so that a deactivated member is told so rather
 * than sent to create a workshop. A chain's workshop read without a membership (docs/product.md §32.2) is only ever the
 * one switched to or last used: the default is always a membership.
 */
export function workshopInUse<M extends MembershipChoice>(
  memberships: readonly M[],
  preferred: { sessionWorkshopId: string | null; lastWorkshopId: string | null },
): M | null {
  const byId = (id: string | null) => (id === null ? undefined : memberships.find((membership) => membership.workshopId === id));
  const oldestFirst = memberships
    .filter((membership) => membership.role !== CHAIN_READER_ROLE)
    .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.workshopId.localeCompare(b.workshopId));
  const session = byId(preferred.sessionWorkshopId);
  if (session?.active) return session;
  const last = byId(preferred.lastWorkshopId);
  if (last?.active) return last;
  return oldestFirst.find((membership) => membership.active) ?? session ?? oldestFirst[0] ?? null;
}
