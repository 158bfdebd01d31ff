// When a suspension unit's next services are due (docs/product.md §13.3). Pure, so the customer alerts
// (§14.1) and the screens decide the same.
import { SUSPENSION_SERVICE_KINDS, type SuspensionServiceKind, type TSuspensionService, type TSuspensionUnit } from './unit.ts';

export interface SuspensionKindState {
  /** The last service that counts for this kind (a full service counts as a lower-leg one too); null if never serviced. */
  lastDate: string | null;
  /** The calendar day (YYYY-MM-DD, UTC) the service falls due by date: the last service, or the registration, plus the months. */
  nextDate: string;
  /** The interval's hours minus the reported hours; null when no report counts since the last service. */
  hoursLeft: number | null;
  dueByDate: boolean;
  dueByHours: boolean;
  due: boolean;
}

export type SuspensionServiceState = Record<SuspensionServiceKind, SuspensionKindState> & { due: boolean };

/** Which recorded kinds reset a kind's clock: a full service includes the lower-leg one. */
const RESETS: Record<SuspensionServiceKind, readonly SuspensionServiceKind[]> = {
  lowerLeg: ['lowerLeg', 'full'],
  full: ['full'],
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/** `iso` plus whole months on the UTC calendar; a day past the month's end becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonthsUtc(iso: string, months: number): Date {
  const start = new Date(iso);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

function kindState(
  unit: Pick<TSuspensionUnit, 'created' | 'intervals' | 'reportedHours' | 'reportedAt'>,
  services: readonly Pick<TSuspensionService, 'kind' | 'date'>[],
  kind: SuspensionServiceKind,
  now: Date,
): SuspensionKindState {
  const interval = unit.intervals[kind];
  const dates = services.filter((service) => RESETS[kind].includes(service.kind)).map((service) => service.date);
  const lastDate = dates.length === 0 ? null : dates.reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest));
  const nextDate = day(addMonthsUtc(lastDate ?? unit.created, interval.months));
  // Due on the day itself: by then the interval has run out.
  const dueByDate = day(now) >= nextDate;
  // A report counts for this kind only if made on or after its last service (hours since an older one say nothing now).
  const reportCounts =
    unit.reportedHours !== null && unit.reportedAt !== null && (lastDate === null || Date.parse(unit.reportedAt) >= Date.parse(lastDate));
  const hoursLeft = reportCounts ? interval.hours - unit.reportedHours! : null;
  const dueByHours = hoursLeft !== null && hoursLeft <= 0;
  return { lastDate, nextDate, hoursLeft, dueByDate, dueByHours, due: dueByDate || dueByHours };
}

/** Each kind's next due date, hours left and whether it is due now; `due` when either is. */
export function suspensionServiceState(
  unit: Pick<TSuspensionUnit, 'created' | 'intervals' | 'reportedHours' | 'reportedAt'>,
  services: readonly Pick<TSuspensionService, 'kind' | 'date'>[],
  now: Date,
): SuspensionServiceState {
  const [lowerLeg, full] = SUSPENSION_SERVICE_KINDS.map((kind) => kindState(unit, services, kind, now)) as [
    SuspensionKindState,
    SuspensionKindState,
  ];
  return { lowerLeg, full, due: lowerLeg.due || full.due };
}

/**
 * docs/product.md §14.2: since when a unit has been due (its alert's cycle), or null when it is not due or is
 * away at a service centre (sent out and not back). By date: the day it fell due; by hours: the day the
 * customer reported them. The earliest of its kinds that are due.
 */
export function suspensionDueSince(unit: Pick<TSuspensionUnit, 'reportedAt' | 'sentOut'>, state: SuspensionServiceState): string | null {
  if (!state.due || (unit.sentOut !== null && unit.sentOut.backAt === null)) return null;
  const days = SUSPENSION_SERVICE_KINDS.flatMap((kind) => {
    const kindState = state[kind];
    return [
      ...(kindState.dueByDate ? [kindState.nextDate] : []),
      ...(kindState.dueByHours && unit.reportedAt ? [day(new Date(unit.reportedAt))] : []),
    ];
  });
  return days.length === 0 ? null : days.sort()[0]!;
}
