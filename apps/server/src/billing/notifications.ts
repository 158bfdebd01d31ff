// docs/product.md §3 workshops/{uid}/privateData/notifications, kept whole in workshop_notifications:
// {sources{garage, appointments, subscription}, count, identifiers{appointments[]}, subscriptionStatus}.
// Each change of the subscription's state raises sources.subscription and records the new state
// (decision 014); the app clears the flag once shown (§7 "clear the sources.subscription flag").
import type { SubscriptionStatus } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { workshopNotifications } from '../db/schema.ts';

export interface NotificationsDoc {
  sources: { garage: boolean; appointments: boolean; subscription: boolean };
  /** How many sources are raised: the badge's number. */
  count: number;
  identifiers: { appointments: string[] };
  subscriptionStatus: SubscriptionStatus | null;
}

export const EMPTY_NOTIFICATIONS: NotificationsDoc = {
  sources: { garage: false, appointments: false, subscription: false },
  count: 0,
  identifiers: { appointments: [] },
  subscriptionStatus: null,
};

/** A stored document read leniently: whatever is missing takes the empty document's value. */
function docOf(stored: unknown): NotificationsDoc {
  const doc = (stored ?? {}) as Partial<NotificationsDoc>;
  return {
    sources: { ...EMPTY_NOTIFICATIONS.sources, ...doc.sources },
    count: typeof doc.count === 'number' ? doc.count : 0,
    identifiers: { appointments: Array.isArray(doc.identifiers?.appointments) ? doc.identifiers.appointments : [] },
    subscriptionStatus: doc.subscriptionStatus ?? null,
  };
}

export function withSubscriptionChange(stored: unknown, status: SubscriptionStatus): NotificationsDoc {
  const doc = docOf(stored);
  const sources = { ...doc.sources, subscription: true };
  return { ...doc, sources, count: Object.values(sources).filter(Boolean).length, subscriptionStatus: status };
}

/** Records a change of the workshop's subscription state in its notifications document (inside the caller's transaction). */
export async function notifySubscriptionChange(db: Executor, workshopId: string, status: SubscriptionStatus, now: Date): Promise<void> {
  const [row] = await db.select().from(workshopNotifications).where(eq(workshopNotifications.workshopId, workshopId)).for('update');
  const doc = withSubscriptionChange(row?.doc, status);
  await db
    .insert(workshopNotifications)
    .values({ workshopId, doc, updated: now })
    .onConflictDoUpdate({ target: workshopNotifications.workshopId, set: { doc, updated: now } });
}

export async function readNotifications(db: Executor, workshopId: string): Promise<NotificationsDoc> {
  const [row] = await db.select().from(workshopNotifications).where(eq(workshopNotifications.workshopId, workshopId));
  return docOf(row?.doc);
}
