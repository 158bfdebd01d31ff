// A workshop's trial as the subscription callables report it (docs/product.md §4, §7): Rueda's own
// trial, started at onboarding (services/accounts.ts), read from the workshop's row.
import { isTrialActive, SUBSCRIPTION_STATUSES, trialDaysRemaining, type SubscriptionStatus } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workshops } from '../db/schema.ts';

export interface TrialState {
  subscriptionStatus: SubscriptionStatus;
  trialStarted: string | null;
  trialEnds: string | null;
  isTrialing: boolean;
  isExpired: boolean;
  /** docs/product.md §4: rounded up, never negative (the last hour of the last day is 1, just after the end 0). */
  daysRemaining: number;
}

interface WorkshopTrialRow {
  subscriptionStatus: string;
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
}

/** docs/product.md §4: a trial whose end has passed reads as expired. */
export function trialStateOf(workshop: WorkshopTrialRow | null, now: Date): TrialState {
  const isTrialing = isTrialActive(workshop?.subscriptionStatus, workshop?.trialEndsAt, now);
  const stored = (SUBSCRIPTION_STATUSES as readonly string[]).includes(workshop?.subscriptionStatus ?? '')
    ? (workshop?.subscriptionStatus as SubscriptionStatus)
    : 'incomplete';
  const subscriptionStatus = stored === 'trialing' && !isTrialing ? 'expired' : stored;
  return {
    subscriptionStatus,
    trialStarted: workshop?.trialStartedAt?.toISOString() ?? null,
    trialEnds: workshop?.trialEndsAt?.toISOString() ?? null,
    isTrialing,
    isExpired: subscriptionStatus === 'expired',
    daysRemaining: isTrialing ? trialDaysRemaining(workshop?.trialEndsAt?.toISOString() ?? null, now) : 0,
  };
}

/** The trial of a workshop; none for no workshop (an account outside every workshop). */
export async function workshopTrial(db: Db, workshopId: string | null, now: Date): Promise<TrialState> {
  if (workshopId === null) return trialStateOf(null, now);
  const [row] = await db.select().from(workshops).where(eq(workshops.id, workshopId));
  return trialStateOf(row ?? null, now);
}
