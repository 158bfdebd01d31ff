// docs/product.md §3 workshops/{uid}/privateData/notifications, one document per workshop:
// {sources{garage, appointments, subscription}, count, identifiers{appointments[]}, subscriptionStatus},
// and §7's clearing writes (clear sources.appointments, clear identifiers.appointments, clear the
// sources.subscription flag). The server keeps it whole (decision 014); §19.1 streams it live.
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './auth.ts';

// The live stream's constants live in events.ts, which builds no schema (docs/decisions/068).
export { EVENTS_HEARTBEAT_MS, EVENTS_PATH, EVENTS_RETRY_MS, EVENTS_STREAM_MAX_MS } from './events.ts';

export const ZNotificationsSchema = z.object({
  sources: z.object({ garage: z.boolean(), appointments: z.boolean(), subscription: z.boolean() }),
  /** How many sources are raised: the bell's number. */
  count: z.number().int().min(0),
  identifiers: z.object({ appointments: z.array(z.string()) }),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
});
export type TNotifications = z.infer<typeof ZNotificationsSchema>;

export const EMPTY_NOTIFICATIONS: TNotifications = {
  sources: { garage: false, appointments: false, subscription: false },
  count: 0,
  identifiers: { appointments: [] },
  subscriptionStatus: null,
};

/** §7's clearing writes, by name. */
export const NOTIFICATION_CLEARS = ['appointments', 'appointmentIdentifiers', 'subscription'] as const;
export type NotificationClear = (typeof NOTIFICATION_CLEARS)[number];

const countOf = (sources: TNotifications['sources']) => Object.values(sources).filter(Boolean).length;

/** A stored document read leniently: whatever is missing or malformed takes the empty document's value. */
export function notificationsOf(stored: unknown): TNotifications {
  const doc = (stored ?? {}) as Partial<TNotifications>;
  const sources = { ...EMPTY_NOTIFICATIONS.sources };
  for (const key of Object.keys(sources) as (keyof typeof sources)[]) sources[key] = doc.sources?.[key] === true;
  const appointments = Array.isArray(doc.identifiers?.appointments)
    ? doc.identifiers.appointments.filter((id): id is string => typeof id === 'string')
    : [];
  const status = SUBSCRIPTION_STATUSES.find((candidate) => candidate === doc.subscriptionStatus) ?? null;
  return { sources, count: countOf(sources), identifiers: { appointments }, subscriptionStatus: status };
}

/** A change of the subscription's state: the flag raised and the new state recorded (decision 014). */
export function withSubscriptionChange(stored: unknown, status: SubscriptionStatus): TNotifications {
  const doc = notificationsOf(stored);
  const sources = { ...doc.sources, subscription: true };
  return { ...doc, sources, count: countOf(sources), subscriptionStatus: status };
}

/** docs/product.md §14.3: sources.garage says whether the workshop has open customer alerts (decision 022). */
export function withGarage(stored: unknown, raised: boolean): TNotifications {
  const doc = notificationsOf(stored);
  const sources = { ...doc.sources, garage: raised };
  return { ...doc, sources, count: countOf(sources) };
}

/** The most repairs the board highlights as new appointments; older ones drop off the list first. */
export const NEW_APPOINTMENTS_MAX = 200;

/**
 * docs/product.md §19.3: a repair the workshop should look at as a new appointment, after the customer's answer
 * on the repair link or an online booking. §3's `sources.appointments` is raised (§9 'Tienes nuevas citas') and
 * the repair's id joins `identifiers.appointments`, which the board highlights until they are seen.
 */
export function withAppointment(stored: unknown, repairId: string): TNotifications {
  const doc = notificationsOf(stored);
  const sources = { ...doc.sources, appointments: true };
  const appointments = [...doc.identifiers.appointments.filter((id) => id !== repairId), repairId].slice(-NEW_APPOINTMENTS_MAX);
  return { ...doc, sources, count: countOf(sources), identifiers: { appointments } };
}

/** What `after` raised that `before` had not: the sources the app announces with a toast while it is open. */
export function newlyRaised(before: TNotifications, after: TNotifications): ('garage' | 'appointments')[] {
  const raised: ('garage' | 'appointments')[] = [];
  if (after.sources.garage && !before.sources.garage) raised.push('garage');
  const isNewAppointment = after.identifiers.appointments.some((id) => !before.identifiers.appointments.includes(id));
  if (after.sources.appointments && (!before.sources.appointments || isNewAppointment)) raised.push('appointments');
  return raised;
}

/** One of §7's clearing writes. */
export function withCleared(stored: unknown, what: NotificationClear): TNotifications {
  const doc = notificationsOf(stored);
  if (what === 'appointmentIdentifiers') return { ...doc, identifiers: { appointments: [] } };
  const sources = { ...doc.sources, [what]: false };
  return { ...doc, sources, count: countOf(sources) };
}

export const ZNotificationsClearInputSchema = z.object({ what: z.enum(NOTIFICATION_CLEARS) });
