// The dashboard's figures (docs/product.md §16.1): the daily figures the repairs' triggers keep (decision 026,
// db/schema-figures.ts) added up per period, from the workshop's snapshot kept in memory (decision 027,
// dashboard-directory.ts). Everything is about the repairs created on the timeframe's days in the
// workshop's time zone, as the repairs list's timeframe is, so each figure matches the filtered list it links to;
// but for the work timer's time, which is the time worked in the timeframe (docs/product.md §17.4, decision 049),
// and the revenue of a workshop that issues documents, which is theirs (docs/product.md §29, dashboard-revenue.ts).
import {
  bucketOf,
  DASHBOARD_LIST_MAX,
  dayCount,
  dayInZone,
  periodsOf,
  REPAIR_PAYMENTS,
  REPAIR_STATUSES,
  SERVICE_KINDS,
  workSessionMinutes,
  type RepairPayment,
  type RepairStatus,
  type ServiceKind,
  type TDashboard,
} from '@rueda/domain';
import { documentsRevenueOf } from './dashboard-revenue.ts';
import { FIGURE_COLUMNS, KIND_COLUMNS, STATUS_COLUMNS, type DashboardSnapshot } from './dashboard-snapshot.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const average = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count) * 10) / 10);
/** A day (YYYY-MM-DD) moved by a number of days. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A figure's place in a day's row: [day, repairs, ...FIGURE_COLUMNS]. */
const COLUMN = new Map(FIGURE_COLUMNS.map((column, index) => [column, index + 2]));
const at = (column: string) => COLUMN.get(column)!;
const STAY_SUM = at('stay_sum');
const STAY_COUNT = at('stay_count');
const DELIVERED = at(STATUS_COLUMNS.delivered);

/** The first row on or after `day` of rows ordered by day. */
function firstFrom<T extends [string, ...unknown[]]>(rows: readonly T[], day: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]![0] < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rows of the days [first, last]. */
function rowsOf<T extends [string, ...unknown[]]>(rows: readonly T[], first: string, last: string): T[] {
  const found: T[] = [];
  for (let index = firstFrom(rows, first); index < rows.length && rows[index]![0] <= last; index++) found.push(rows[index]!);
  return found;
}

type MechanicWork = TDashboard['mechanics'][number];

/**
 * Work per mechanic: the repairs of the timeframe each one has and their estimated minutes, and the minutes their
 * work timer ran in it (docs/product.md §17.4), by the day each session started, a running one up to now. A
 * mechanic who timed work on older repairs shows with no repairs of the timeframe.
 */
function mechanicsOf(snapshot: DashboardSnapshot, fromDay: string, toDay: string, now: Date): MechanicWork[] {
  const perMechanic = new Map<string, { repairs: number; minutes: number; tracked: number }>();
  const figuresOf = (mechanicId: string) => {
    const figures = perMechanic.get(mechanicId) ?? { repairs: 0, minutes: 0, tracked: 0 };
    perMechanic.set(mechanicId, figures);
    return figures;
  };
  for (const [, mechanicId, repairs, minutes] of rowsOf(snapshot.mechanicDays, fromDay, toDay)) {
    const figures = figuresOf(mechanicId);
    figures.repairs += repairs;
    figures.minutes += minutes;
  }
  for (const [, mechanicId, minutes] of rowsOf(snapshot.workDays, fromDay, toDay)) figuresOf(mechanicId).tracked += minutes;
  for (const session of snapshot.workRunning) {
    const day = dayInZone(session.startedAt, snapshot.timeZone);
    if (day >= fromDay && day <= toDay) figuresOf(session.mechanicId).tracked += workSessionMinutes(new Date(session.startedAt), now);
  }
  const names = new Map(snapshot.mechanics.map((mechanic) => [mechanic.id, mechanic]));
  return [...perMechanic]
    .map(([key, figures]) => {
      const id = key === '' ? null : key;
      const mechanic = id === null ? undefined : names.get(id);
      return {
        id,
        name: mechanic?.name ?? '',
        active: mechanic?.active ?? false,
        repairs: figures.repairs,
        workMinutes: figures.minutes,
        trackedMinutes: figures.tracked,
      };
    })
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : b.repairs - a.repairs || a.name.localeCompare(b.name)));
}

/** The documents' revenue once the workshop issued any (dashboard-revenue.ts), else the repairs' prices. */
function revenueOf(
  snapshot: DashboardSnapshot,
  fromDay: string,
  toDay: string,
  byPayment: Record<RepairPayment, number>,
  byKind: Record<ServiceKind, number>,
): NonNullable<TDashboard['revenue']> {
  if (snapshot.sales.hasDocuments) return { source: 'documents', ...documentsRevenueOf(snapshot.sales, fromDay, toDay), byPayment, byKind };
  const total = Object.values(byPayment).reduce((all, cents) => all + cents, 0);
  return { source: 'repairs', total, byPayment, byKind, documents: null };
}

/** The workshop's days [fromDay, toDay] a range asked for (YYYY-MM-DD in its time zone). */
function timeframeDaysOf(timeZone: string, range: { from: Date; to: Date }): { fromDay: string; toDay: string } {
  // The range's days are the browser's (midnight to midnight on its clock), which may be hours off the workshop's:
  // a week asked from a browser in UTC for a workshop in Madrid ends at 01:00 on the 8th day there. The timeframe
  // is as many of the workshop's days as the browser asked for, from the workshop's day nearest its start, so a
  // week is seven days on any device (docs/product.md §4).
  // Any other range (not whole days, give or take a summer-time hour) is the workshop's days it touches.
  const span = range.to.getTime() - range.from.getTime();
  const dayTotal = Math.round(span / DAY_MS);
  const browserDays = dayTotal >= 1 && Math.abs(span - dayTotal * DAY_MS) <= HOUR_MS;
  const fromDay = dayInZone(range.from.getTime() + (browserDays ? DAY_MS / 2 : 0), timeZone);
  const toDay = browserDays ? shiftDay(fromDay, dayTotal - 1) : dayInZone(range.to.getTime() - 1, timeZone);
  return { fromDay, toDay };
}

/**
 * The days the delivered repairs of a timeframe stayed, and how many they are, unrounded: the chain's view weighs each
 * workshop's average stay by them (docs/product.md §32.2).
 */
export function stayTotalOf(snapshot: DashboardSnapshot, range: { from: Date; to: Date }): { days: number; repairs: number } {
  const { fromDay, toDay } = timeframeDaysOf(snapshot.timeZone, range);
  const days = rowsOf(snapshot.days, fromDay, toDay);
  return {
    days: days.reduce((sum, row) => sum + (row[STAY_SUM] as number), 0),
    repairs: days.reduce((sum, row) => sum + (row[STAY_COUNT] as number), 0),
  };
}

export function dashboardOf(
  snapshot: DashboardSnapshot,
  range: { from: Date; to: Date },
  options: { now: Date; revenue: boolean },
): TDashboard {
  const { timeZone } = snapshot;
  const { fromDay, toDay } = timeframeDaysOf(timeZone, range);
  const days = rowsOf(snapshot.days, fromDay, toDay);
  const sum = (column: number, rows = days) => rows.reduce((total, row) => total + (row[column] as number), 0);

  const statuses = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, sum(at(STATUS_COLUMNS[status]))])) as Record<
    RepairStatus,
    number
  >;
  const byPayment = Object.fromEntries(REPAIR_PAYMENTS.map((payment) => [payment, sum(at(`${payment}_cents`))])) as Record<
    RepairPayment,
    number
  >;
  const byKind = Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, sum(at(KIND_COLUMNS[kind]))])) as Record<ServiceKind, number>;
  const total = REPAIR_STATUSES.reduce((count, status) => count + statuses[status], 0);

  // Per period; the first starts with the timeframe, not with its week or month. Rows and periods go in day order.
  const bucket = bucketOf(fromDay, toDay);
  const periods = periodsOf(fromDay, toDay, bucket).map((period) => ({ ...period, received: 0, delivered: 0, staySum: 0, stayCount: 0 }));
  let index = 0;
  for (const row of days) {
    while (periods[index]!.end < row[0]) index++;
    const period = periods[index]!;
    period.received += row[1];
    period.delivered += row[DELIVERED] as number;
    period.staySum += row[STAY_SUM] as number;
    period.stayCount += row[STAY_COUNT] as number;
  }
  // The same number of days just before the timeframe, for the stay's trend.
  const previous = rowsOf(snapshot.days, shiftDay(fromDay, -dayCount(fromDay, toDay)), shiftDay(fromDay, -1));

  const mechanics = mechanicsOf(snapshot, fromDay, toDay, options.now);

  const now = options.now.toISOString();
  return {
    timeZone,
    bucket,
    total,
    statuses,
    received: periods.map(({ start, end, received, delivered }) => ({ start, end, received, delivered })),
    revenue: options.revenue ? revenueOf(snapshot, fromDay, toDay, byPayment, byKind) : null,
    stay: {
      averageDays: average(sum(STAY_SUM), sum(STAY_COUNT)),
      repairs: sum(STAY_COUNT),
      previousAverageDays: average(sum(STAY_SUM, previous), sum(STAY_COUNT, previous)),
      trend: periods.map(({ start, end, staySum, stayCount }) => ({
        start,
        end,
        averageDays: average(staySum, stayCount),
        repairs: stayCount,
      })),
    },
    mechanics,
    nextBookings: snapshot.upcoming.filter((line) => line.date >= now).slice(0, DASHBOARD_LIST_MAX),
    uncollected: snapshot.uncollected,
    lowStock: { count: snapshot.lowStock.length, items: snapshot.lowStock.slice(0, DASHBOARD_LIST_MAX) },
  };
}
