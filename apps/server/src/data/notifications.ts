// The workshop's notifications document (docs/product.md §3 privateData/notifications), kept whole in
// workshop_notifications; its shape and changes are the domain's (packages/domain/src/notifications.ts).
// Each change of the subscription's state raises sources.subscription and records the new state
// (decision 014); the app clears the flag once shown (§7, notificationsClear). Every change is announced
// on the lists' channel in its own transaction (docs/product.md §19.1): each instance's live stream (GET
// /api/events, services/cache/notifications-feed.ts) hears it once the change commits, and only then.
import {
  notificationsOf,
  withCleared,
  withAppointment,
  withGarage,
  withSubscriptionChange,
  type NotificationClear,
  type SubscriptionStatus,
  type TNotifications,
} from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { workshopNotifications } from '../db/schema.ts';
import { announceChange } from './change-feed.ts';

/** The topic of the lists' channel under which a workshop's notifications document changed (payload `notifications:<workshop id>`). */
export const NOTIFICATIONS_TOPIC = 'notifications';

async function changeNotifications(
  db: Executor,
  workshopId: string,
  now: Date,
  change: (stored: unknown) => TNotifications,
): Promise<TNotifications> {
  const [row] = await db.select().from(workshopNotifications).where(eq(workshopNotifications.workshopId, workshopId)).for('update');
  const doc = change(row?.doc);
  await db
    .insert(workshopNotifications)
    .values({ workshopId, doc, updated: now })
    .onConflictDoUpdate({ target: workshopNotifications.workshopId, set: { doc, updated: now } });
  // PostgreSQL delivers it at commit, to every instance listening (this one too); a rolled-back change says nothing.
  await announceChange(db, NOTIFICATIONS_TOPIC, workshopId);
  return doc;
}

/** Records a change of the workshop's subscription state (inside the caller's transaction). */
export async function notifySubscriptionChange(db: Executor, workshopId: string, status: SubscriptionStatus, now: Date): Promise<void> {
  await changeNotifications(db, workshopId, now, (stored) => withSubscriptionChange(stored, status));
}

/** docs/product.md §14.3: raises or lowers sources.garage (open customer alerts), in a transaction of its own. */
export function notifyGarage(db: Db, workshopId: string, raised: boolean, now: Date): Promise<TNotifications> {
  return db.transaction((tx) => changeNotifications(tx, workshopId, now, (stored) => withGarage(stored, raised)));
}

/** docs/product.md §19.3: a repair to look at as a new appointment, in the caller's transaction. */
export async function notifyAppointment(db: Executor, workshopId: string, repairId: string, now: Date): Promise<void> {
  await changeNotifications(db, workshopId, now, (stored) => withAppointment(stored, repairId));
}

/** One of §7's clearing writes, in a transaction of its own; the document as it is after it. */
export function clearNotifications(db: Db, workshopId: string, what: NotificationClear, now: Date): Promise<TNotifications> {
  return db.transaction((tx) => changeNotifications(tx, workshopId, now, (stored) => withCleared(stored, what)));
}

export async function readNotifications(db: Executor, workshopId: string): Promise<TNotifications> {
  const [row] = await db.select().from(workshopNotifications).where(eq(workshopNotifications.workshopId, workshopId));
  return notificationsOf(row?.doc);
}
