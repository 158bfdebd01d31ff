// docs/product.md §14: which customers to contact (docs/decisions/022-customer-alerts.md). Pure rules over
// plain facts the server gathers: a repair finished and not collected for 7 days, a bike without a full
// service for over a year, a suspension unit due for service, work recommended on a bike and still open after
// 60 days (§31.1). Each alert has a key naming its reason,
// its subject and the cycle it belongs to, so a handled alert stays handled and a new cycle raises a new one.
import type { RepairStatus } from '../repairs/status.ts';
import type { SuspensionPosition } from '../suspensions/unit.ts';

export const ALERT_REASONS = ['repairUncollected', 'bikeServiceOverdue', 'suspensionDue', 'recommendationsWaiting'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/product.md §14.1: a repair finished and not collected for 7 days. */
export const UNCOLLECTED_AFTER_DAYS = 7;

/** What the rules read of one repair (alertRepairFactsOf builds it from a repair's parts). */
export interface AlertRepairFacts {
  id: string;
  /** The repair's customer reference; null for a repair that names none (an old import). */
  customerId: string | null;
  bikeId: string | null;
  status: RepairStatus;
  created: string;
  /** When it became finished: its last 'finished' status entry, else state.booking.finishedDate. */
  finishedAt: string | null;
  /** When it was delivered: its last 'delivered' status entry, else its deliveryDate. */
  deliveredAt: string | null;
  /** It included a pack or a maintenance line of the catalogue (form.services.packs / maintenances). */
  fullService: boolean;
}

/** A bike and its owner today (a transferred bike is its new owner's). */
export interface AlertBike {
  id: string;
  customerId: string;
}

/** A suspension unit due for service, as the suspension rules tell it (docs/product.md §13.3). */
export interface SuspensionDue {
  unitId: string;
  bikeId: string;
  customerId: string;
  position: SuspensionPosition;
  /** ISO date since which it is due. */
  dueSince: string;
}

/** docs/product.md §31.1: a recommendation still open this many days after it was made raises an alert. */
export const RECOMMENDATIONS_ALERT_AFTER_DAYS = 60;

/** A bike's open recommendations (docs/product.md §31.1), with its owner today. */
export interface OpenRecommendations {
  bikeId: string;
  customerId: string;
  /** When the oldest of them was made. */
  oldest: string;
}

export interface AlertInputs {
  repairs: readonly AlertRepairFacts[];
  bikes: readonly AlertBike[];
  suspensions: readonly SuspensionDue[];
  recommendations: readonly OpenRecommendations[];
}

export interface Alert {
  /** reason:subject:cycle — stable while the cycle lasts. */
  key: string;
  reason: AlertReason;
  customerId: string | null;
  /** The date the alert counts from: the finish date, the last full service (or first repair), the due date. */
  since: string;
  repairId: string | null;
  bikeId: string | null;
  unitId: string | null;
  position: SuspensionPosition | null;
}

export function alertKey(reason: AlertReason, subjectId: string, cycle: string): string {
  return `${reason}:${subjectId}:${cycle}`;
}

/** The parts of a repair the facts come from, as stored (version 4) or converted. */
export interface AlertRepairParts {
  id: string;
  customerId: string | null;
  bikeId: string | null;
  status: RepairStatus;
  created: string;
  statusEntries: readonly { status: string; date: string }[];
  bookingFinishedDate: string | null;
  deliveryDate: string | null;
  packs: number;
  maintenances: number;
}

const lastEntryDate = (entries: readonly { status: string; date: string }[], status: RepairStatus) =>
  entries.findLast((entry) => entry.status === status)?.date ?? null;

export function alertRepairFactsOf(parts: AlertRepairParts): AlertRepairFacts {
  return {
    id: parts.id,
    customerId: parts.customerId,
    bikeId: parts.bikeId,
    status: parts.status,
    created: parts.created,
    finishedAt: lastEntryDate(parts.statusEntries, 'finished') ?? parts.bookingFinishedDate,
    deliveredAt: lastEntryDate(parts.statusEntries, 'delivered') ?? parts.deliveryDate,
    // Decision 022: a full service is a delivered repair with a pack or a maintenance line.
    fullService: parts.packs + parts.maintenances > 0,
  };
}

/** docs/product.md §14.1: finished (not delivered) and its finish date 7 days or more before now. */
export function repairUncollected(repair: AlertRepairFacts, now: Date): Alert | null {
  if (repair.status !== 'finished' || !repair.finishedAt) return null;
  const finished = Date.parse(repair.finishedAt);
  if (!Number.isFinite(finished) || now.getTime() - finished < UNCOLLECTED_AFTER_DAYS * DAY_MS) return null;
  return {
    key: alertKey('repairUncollected', repair.id, repair.finishedAt),
    reason: 'repairUncollected',
    customerId: repair.customerId,
    since: repair.finishedAt,
    repairId: repair.id,
    bikeId: repair.bikeId,
    unitId: null,
    position: null,
  };
}

/** A year after `iso` on the calendar (UTC). */
function yearAfter(iso: string): number {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}

/**
 * docs/product.md §14.1 (decision 022): the bike's last full service (a delivered repair with a pack or a
 * maintenance) was over a year ago; a bike that never had one counts from its first repair. A bike
 * without repairs, or with a repair not yet delivered (it is with the workshop), is not alerted.
 */
export function bikeServiceOverdue(bike: AlertBike, repairs: readonly AlertRepairFacts[], now: Date): Alert | null {
  const own = repairs.filter((repair) => repair.bikeId === bike.id);
  if (own.length === 0 || own.some((repair) => repair.status !== 'delivered')) return null;
  const services = own.filter((repair) => repair.fullService && repair.deliveredAt).map((repair) => repair.deliveredAt as string);
  const latest = (dates: string[], pick: (a: number, b: number) => boolean) =>
    dates.reduce((best, date) => (pick(Date.parse(date), Date.parse(best)) ? date : best));
  const since =
    services.length > 0
      ? latest(services, (a, b) => a > b)
      : latest(
          own.map((repair) => repair.created),
          (a, b) => a < b,
        );
  if (!(yearAfter(since) < now.getTime())) return null;
  return {
    key: alertKey('bikeServiceOverdue', bike.id, since),
    reason: 'bikeServiceOverdue',
    customerId: bike.customerId,
    since,
    repairId: null,
    bikeId: bike.id,
    unitId: null,
    position: null,
  };
}

/** docs/product.md §14.1: a suspension unit whose service is due (its due date reached). */
export function suspensionDue(unit: SuspensionDue, now: Date): Alert | null {
  const due = Date.parse(unit.dueSince);
  if (!Number.isFinite(due) || due > now.getTime()) return null;
  return {
    key: alertKey('suspensionDue', unit.unitId, unit.dueSince),
    reason: 'suspensionDue',
    customerId: unit.customerId,
    since: unit.dueSince,
    repairId: null,
    bikeId: unit.bikeId,
    unitId: unit.unitId,
    position: unit.position,
  };
}

/**
 * docs/product.md §31.1: a bike's oldest open recommendation was made 60 days or more before now. Its cycle is that
 * recommendation: once it is added or dismissed, the next oldest (if still open long enough) raises a new one.
 */
export function recommendationsWaiting(bike: OpenRecommendations, now: Date): Alert | null {
  const oldest = Date.parse(bike.oldest);
  if (!Number.isFinite(oldest) || now.getTime() - oldest < RECOMMENDATIONS_ALERT_AFTER_DAYS * DAY_MS) return null;
  return {
    key: alertKey('recommendationsWaiting', bike.bikeId, bike.oldest),
    reason: 'recommendationsWaiting',
    customerId: bike.customerId,
    since: bike.oldest,
    repairId: null,
    bikeId: bike.bikeId,
    unitId: null,
    position: null,
  };
}

/** Every alert the inputs raise at `now`, oldest first. */
export function customerAlerts(inputs: AlertInputs, now: Date): Alert[] {
  // Each bike reads only its own repairs (30,000 bikes must not each scan every repair).
  const byBike = new Map<string, AlertRepairFacts[]>();
  for (const repair of inputs.repairs) {
    if (!repair.bikeId) continue;
    const list = byBike.get(repair.bikeId);
    if (list) list.push(repair);
    else byBike.set(repair.bikeId, [repair]);
  }
  const alerts = [
    ...inputs.repairs.map((repair) => repairUncollected(repair, now)),
    ...inputs.bikes.map((bike) => bikeServiceOverdue(bike, byBike.get(bike.id) ?? [], now)),
    ...inputs.suspensions.map((unit) => suspensionDue(unit, now)),
    ...inputs.recommendations.map((bike) => recommendationsWaiting(bike, now)),
  ].filter((alert): alert is Alert => alert !== null);
  return alerts.sort((a, b) => Date.parse(a.since) - Date.parse(b.since) || a.key.localeCompare(b.key));
}
