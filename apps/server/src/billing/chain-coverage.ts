// docs/product.md §32.6, decision 084: which state each workshop of a chain has while the chain pays for it. The
// workshop's `subscription_status` is what the claims read (§6); while the chain's subscription is active it is active
// for every workshop of the chain, and when the chain stops paying each falls back to its own: its own subscription's
// state, else its trial, running or ended. Written here only, after each change of the chain's subscription or of the
// chain's workshops, and by the workshop's own sync (sync.ts) through `chainPays`.
import { subscriptionStateOf, type ProviderSubscriptionStatus, type SubscriptionStatus } from '@rueda/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { chainSubscriptions, subscriptions, userSubscriptionFlags, workshops, workshopUsers } from '../db/schema.ts';
import { notifySubscriptionChange } from '../data/notifications.ts';

type WorkshopRow = Pick<typeof workshops.$inferSelect, 'subscriptionStatus' | 'trialEndsAt'>;
type MirrorRow = Pick<typeof subscriptions.$inferSelect, 'providerStatus' | 'gracePeriodUntil'>;

/** The workshop's own state, as if no chain paid for it: its subscription's, else its trial's (§4). */
export function ownStatusOf(workshop: WorkshopRow, mirror: MirrorRow | null | undefined, now: Date): SubscriptionStatus {
  const trialRuns = workshop.trialEndsAt !== null && workshop.trialEndsAt.getTime() > now.getTime();
  if (mirror?.providerStatus) {
    const state = subscriptionStateOf(mirror.providerStatus as ProviderSubscriptionStatus, mirror.gracePeriodUntil, now);
    // A first payment that did not go through does not take away a trial that is still running (sync.ts).
    return state === 'incomplete' && trialRuns ? 'trialing' : state;
  }
  // Neither a subscription nor a trial (a workshop made active by hand, as the demo's): it keeps the state it has.
  if (workshop.trialEndsAt === null) return workshop.subscriptionStatus as SubscriptionStatus;
  return trialRuns ? 'trialing' : 'expired';
}

/** Whether the workshop's chain pays for it now: it belongs to a chain whose subscription is active. */
export async function chainPays(db: Executor, workshopId: string): Promise<boolean> {
  const [row] = await db
    .select({ state: chainSubscriptions.state })
    .from(workshops)
    .innerJoin(chainSubscriptions, eq(chainSubscriptions.chainId, workshops.chainId))
    .where(eq(workshops.id, workshopId));
  return row?.state === 'active';
}

/** Records a workshop's new state as sync.ts does: the column the claims read, its notifications, its members' flags. */
export async function recordWorkshopStatus(db: Executor, workshopId: string, next: SubscriptionStatus, now: Date): Promise<void> {
  await db.update(workshops).set({ subscriptionStatus: next, updatedAt: now }).where(eq(workshops.id, workshopId));
  await notifySubscriptionChange(db, workshopId, next, now);
  // docs/product.md §3 users/{uid}: the members whose flag a confirmed checkout set follow the state.
  const members = db.select({ userId: workshopUsers.userId }).from(workshopUsers).where(eq(workshopUsers.workshopId, workshopId));
  await db
    .update(userSubscriptionFlags)
    .set({ subscriptionActive: next === 'active', subscriptionUpdatedAt: now })
    .where(inArray(userSubscriptionFlags.userId, members));
}

/**
 * Each workshop of the chain gets the state it has now: active while the chain pays, else its own. One workshop at a
 * time (docs/scale-out.md "Chain-wide reads": each query names its workshop). Answers the workshops that changed.
 */
export async function applyChainCoverage(db: Executor, chainId: string, now: Date): Promise<string[]> {
  const [chain] = await db
    .select({ state: chainSubscriptions.state })
    .from(chainSubscriptions)
    .where(eq(chainSubscriptions.chainId, chainId));
  const paid = chain?.state === 'active';
  const members = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.chainId, chainId));
  const changed: string[] = [];
  for (const { id } of members) {
    const [workshop] = await db
      .select({ subscriptionStatus: workshops.subscriptionStatus, trialEndsAt: workshops.trialEndsAt })
      .from(workshops)
      .where(and(eq(workshops.id, id), eq(workshops.chainId, chainId)))
      .for('update');
    if (!workshop) continue;
    const [mirror] = await db
      .select({ providerStatus: subscriptions.providerStatus, gracePeriodUntil: subscriptions.gracePeriodUntil })
      .from(subscriptions)
      .where(eq(subscriptions.workshopId, id));
    const next = paid ? 'active' : ownStatusOf(workshop, mirror, now);
    if (next === workshop.subscriptionStatus) continue;
    await recordWorkshopStatus(db, id, next, now);
    changed.push(id);
  }
  return changed;
}
