// The billing scheduler (decision 014 "The clock"): every minute on the server's one clock, the local
// provider's renewals and period ends, the ends of grace periods, and the trial ends (docs/product.md §4:
// a trial whose end has passed is expired; the claims read it so already, this records it and raises the
// notifications flag). main.ts starts it; tests call tick() after moving the clock.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chainSubscriptions, subscriptions, workshops } from '../db/schema.ts';
import type { Billing } from './billing.ts';
import { periodicPass } from '../lib/periodic-pass.ts';
import { notifySubscriptionChange } from '../data/notifications.ts';

export const SCHEDULER_INTERVAL_MS = 60_000;

export interface TickReport {
  /** Customers the local provider changed (renewed, past due, unpaid, canceled). */
  customersChanged: number;
  trialsEnded: string[];
  gracePeriodsEnded: string[];
}

export interface BillingScheduler {
  tick(): Promise<TickReport>;
  start(): void;
  /** Stops the interval and waits for a pass under way. */
  stop(): Promise<void>;
}

async function endTrials(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(workshops)
      .set({ subscriptionStatus: 'expired', updatedAt: now })
      .where(and(eq(workshops.subscriptionStatus, 'trialing'), lte(workshops.trialEndsAt, now)))
      .returning({ id: workshops.id });
    for (const { id } of ended) await notifySubscriptionChange(tx, id, 'expired', now);
    return ended.map(({ id }) => id);
  });
}

export function createBillingScheduler(options: {
  db: Db;
  clock: () => Date;
  billing: Billing;
  log: (error: unknown) => void;
}): BillingScheduler {
  const { db, clock, billing } = options;

  async function tick(): Promise<TickReport> {
    const now = clock();
    const changed = (await billing.local?.advance(now)) ?? [];
    // Any provider: a past-due subscription whose grace period ended is expired (states.ts).
    const graceEnded = await db
      .select({ workshopId: subscriptions.workshopId })
      .from(subscriptions)
      .innerJoin(workshops, eq(workshops.id, subscriptions.workshopId))
      .where(
        and(
          eq(subscriptions.providerStatus, 'past_due'),
          lte(subscriptions.gracePeriodUntil, now),
          eq(workshops.subscriptionStatus, 'active'),
        ),
      );
    for (const { workshopId } of graceEnded) await billing.sync(workshopId);
    // docs/product.md §32.6: a chain's as a workshop's; its workshops fall back with it.
    const chainGraceEnded = await db
      .select({ chainId: chainSubscriptions.chainId })
      .from(chainSubscriptions)
      .where(
        and(
          eq(chainSubscriptions.providerStatus, 'past_due'),
          lte(chainSubscriptions.gracePeriodUntil, now),
          eq(chainSubscriptions.state, 'active'),
        ),
      );
    for (const { chainId } of chainGraceEnded) await billing.chain.sync(chainId);
    const trialsEnded = await endTrials(db, now);
    return { customersChanged: changed.length, trialsEnded, gracePeriodsEnded: graceEnded.map(({ workshopId }) => workshopId) };
  }

  return { tick, ...periodicPass(tick, SCHEDULER_INTERVAL_MS, options.log) };
}
