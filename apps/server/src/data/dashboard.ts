// The dashboard's figures (issue 13 point 4): the daily figures the repairs' triggers keep (decision 026,
// db/schema-figures.ts) added up per period, and a few small reads beside them. Everything is about the
// repairs created on the timeframe's days in the workshop's time zone, as the repairs list's timeframe
// is, so each figure matches the filtered list it links to.
import {
  bookingTitle,
  bucketOf,
  dayInZone,
  dayCount,
  DASHBOARD_LIST_MAX,
  isLowStock,
  periodsOf,
  REPAIR_PAYMENTS,
  REPAIR_STATUSES,
  SERVICE_KINDS,
  type RepairPayment,
  type RepairStatus,
  type ServiceKind,
  type TDashboard,
} from '@rueda/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { readBookingSettings } from './booking-settings.ts';
import { itemOf } from './catalogue.ts';
import { readRow } from './repairs.ts';

type LineRow = { id: string; doc: unknown; storedVersion: number; date: string };

/** The dashboard's one statement's answer (its JSON parsed by the driver). */
type Answer = {
  periods: PeriodRow[];
  totals: Totals;
  previous: { stay_sum: number; stay_count: number };
  per_mechanic: { id: string; repairs: number; minutes: number }[];
  mechanics: { id: string; name: string; active: boolean }[];
  upcoming: LineRow[];
  uncollected_count: number;
  uncollected: LineRow[];
  stock: { id: string; kind: string; position: number; doc: unknown; active: boolean; lastUpdate: string }[];
};

/** A period's row: received, of them delivered, and their stay. */
type PeriodRow = { period: string; received: number; delivered: number; stay_sum: number; stay_count: number };

/** The whole timeframe's sums: per status (the table's column names), per payment state, per kind of service. */
type Totals = Record<string, number>;

/** The day `count` days before (YYYY-MM-DD). */
function dayBefore(day: string, count = 1): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - count)).toISOString().slice(0, 10);
}

/** The daily figures' column of each status and kind of service (db/schema-figures.ts). */
const STATUS_COLUMNS: Record<RepairStatus, string> = {
  notReviewed: 'not_reviewed',
  postponed: 'postponed',
  managing: 'managing',
  confirmed: 'confirmed',
  workshopEntrance: 'workshop_entrance',
  inProgress: 'in_progress',
  paused: 'paused',
  finished: 'finished',
  delivered: 'delivered',
};
const KIND_COLUMNS: Record<ServiceKind, string> = {
  packs: 'packs_cents',
  maintenances: 'maintenances_cents',
  suspensions: 'suspensions_cents',
  stockItems: 'stock_items_cents',
};
const average = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count) * 10) / 10);

/** A repair line of the dashboard's lists: who and which bike, and the date it is listed by. */
function lineOf(row: { id: string; doc: unknown; storedVersion: number }, date: Date, now: Date) {
  const repair = readRow(row, now);
  const title = bookingTitle({
    customer: { id: repair.customer.id, name: repair.customer.name, surname: repair.customer.surname, phone: repair.customer.phone },
    bike: { manufacturer: repair.bike.manufacturer.label, model: repair.bike.model.label },
  });
  return { id: row.id, title, date: date.toISOString(), storedVersion: row.storedVersion };
}

export async function dashboardOf(
  db: Db,
  workshopId: string,
  range: { from: Date; to: Date },
  options: { now: Date; revenue: boolean },
): Promise<TDashboard> {
  const { from, to } = range;
  const { now } = options;
  const { timeZone } = await readBookingSettings(db, workshopId);
  const fromDay = dayInZone(from.getTime(), timeZone);
  const toDay = dayInZone(to.getTime() - 1, timeZone);
  const bucket = bucketOf(fromDay, toDay);
  const previousToDay = dayBefore(fromDay);
  const previousFromDay = dayBefore(previousToDay, dayCount(fromDay, toDay) - 1);
  const figuresIn = (first: string, last: string) => sql`workshop_id = ${workshopId} and day >= ${first} and day <= ${last}`;

  // One statement, one round trip: every figure and list the dashboard shows, as JSON.
  const { rows } = await db.execute<Answer>(sql`
    select
      -- The daily figures (decision 026), one row a day, added up per period: date_trunc's week starts on Monday.
      (select coalesce(json_agg(g), '[]') from (
        select to_char(date_trunc(${bucket}, day::timestamp), 'YYYY-MM-DD') as period, sum(repairs)::int as received,
               sum(delivered)::int as delivered, sum(stay_sum)::int as stay_sum, sum(stay_count)::int as stay_count
        from repair_figures_daily where ${figuresIn(fromDay, toDay)}
        group by 1) g) as periods,
      (select json_build_object('not_reviewed', coalesce(sum(not_reviewed), 0), 'postponed', coalesce(sum(postponed), 0), 'managing', coalesce(sum(managing), 0), 'confirmed', coalesce(sum(confirmed), 0), 'workshop_entrance', coalesce(sum(workshop_entrance), 0), 'in_progress', coalesce(sum(in_progress), 0), 'paused', coalesce(sum(paused), 0), 'finished', coalesce(sum(finished), 0), 'delivered', coalesce(sum(delivered), 0), 'pending_cents', coalesce(sum(pending_cents), 0), 'paid_cents', coalesce(sum(paid_cents), 0), 'partial_cents', coalesce(sum(partial_cents), 0), 'warranty_cents', coalesce(sum(warranty_cents), 0), 'sponsorship_cents', coalesce(sum(sponsorship_cents), 0), 'packs_cents', coalesce(sum(packs_cents), 0), 'maintenances_cents', coalesce(sum(maintenances_cents), 0), 'suspensions_cents', coalesce(sum(suspensions_cents), 0), 'stock_items_cents', coalesce(sum(stock_items_cents), 0), 'stay_sum', coalesce(sum(stay_sum), 0), 'stay_count', coalesce(sum(stay_count), 0))
        from repair_figures_daily where ${figuresIn(fromDay, toDay)}) as totals,
      (select json_build_object('stay_sum', coalesce(sum(stay_sum), 0), 'stay_count', coalesce(sum(stay_count), 0))
        from repair_figures_daily where ${figuresIn(previousFromDay, previousToDay)}) as previous,
      -- A repair with several mechanics counts for each; one with nobody assigned, under ''.
      (select coalesce(json_agg(m), '[]') from (
        select mechanic_id as id, sum(repairs)::int as repairs, sum(work_minutes)::int as minutes
        from repair_mechanics_daily where ${figuresIn(fromDay, toDay)}
        group by 1 having sum(repairs) > 0) m) as per_mechanic,
      (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'active', active)), '[]')
        from mechanics where workshop_id = ${workshopId}) as mechanics,
      -- A confirmed repair starts on its confirmedDate (docs/product.md §4); one without it starts when it was created, in the past.
      (select coalesce(json_agg(r), '[]') from (
        select id, doc, stored_version as "storedVersion", calendar_start as date from repairs
        where workshop_id = ${workshopId} and status = 'confirmed' and calendar_start >= ${now}
        order by calendar_start, id limit ${DASHBOARD_LIST_MAX}) r) as upcoming,
      (select count(*)::int from repairs where workshop_id = ${workshopId} and status = 'finished') as uncollected_count,
      (select coalesce(json_agg(r), '[]') from (
        select id, doc, stored_version as "storedVersion", coalesce(delivery_date, created) as date from repairs
        where workshop_id = ${workshopId} and status = 'finished'
        order by delivery_date asc nulls last, id limit ${DASHBOARD_LIST_MAX}) r) as uncollected,
      -- Only the items under their minimum are read whole (isLowStock below decides, as the catalogue does).
      (select coalesce(json_agg(s), '[]') from (
        select id, kind, position, doc, active, last_update as "lastUpdate" from services
        where workshop_id = ${workshopId} and kind = 'stockItems' and active
          and coalesce((doc ->> 'quantity')::numeric, 0) < coalesce((doc ->> 'minQuantity')::numeric, 0)) s) as stock`);
  const answer = rows[0]!;
  const previous = { rows: [answer.previous] };
  const perMechanic = { rows: answer.per_mechanic };
  const mechanicList = answer.mechanics;
  const stockRows = answer.stock.map((row) => ({ ...row, workshopId, lastUpdate: new Date(row.lastUpdate) }));

  const { totals } = answer;
  const statuses = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, Number(totals[STATUS_COLUMNS[status]] ?? 0)])) as Record<
    RepairStatus,
    number
  >;
  const byPayment = Object.fromEntries(REPAIR_PAYMENTS.map((payment) => [payment, Number(totals[`${payment}_cents`] ?? 0)])) as Record<
    RepairPayment,
    number
  >;
  const byKind = Object.fromEntries(SERVICE_KINDS.map((kind) => [kind, Number(totals[KIND_COLUMNS[kind]] ?? 0)])) as Record<
    ServiceKind,
    number
  >;
  const total = REPAIR_STATUSES.reduce((sum, status) => sum + statuses[status], 0);
  const periods = periodsOf(fromDay, toDay, bucket).map((period) => ({ ...period, received: 0, delivered: 0, staySum: 0, stayCount: 0 }));
  const periodIndex = new Map(periods.map((period, index) => [period.start, index]));
  for (const row of answer.periods) {
    // The first period starts with the timeframe, not with its week or month.
    const period = periods[periodIndex.get(row.period < fromDay ? fromDay : row.period) ?? -1];
    if (!period) continue;
    period.received += row.received;
    period.delivered += row.delivered;
    period.staySum += row.stay_sum;
    period.stayCount += row.stay_count;
  }
  const staySum = Number(totals.stay_sum ?? 0);
  const stayCount = Number(totals.stay_count ?? 0);

  const names = new Map(mechanicList.map((mechanic) => [mechanic.id, mechanic]));
  const mechanics = perMechanic.rows
    .map((row) => {
      const id = row.id === '' ? null : row.id;
      const mechanic = id === null ? undefined : names.get(id);
      return { id, name: mechanic?.name ?? '', active: mechanic?.active ?? false, repairs: row.repairs, workMinutes: row.minutes };
    })
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : b.repairs - a.repairs || a.name.localeCompare(b.name)));

  const stockItems = stockRows.flatMap((row) => {
    const item = itemOf('stockItems', row);
    return item && isLowStock(item) ? [{ id: item.id, title: item.title, quantity: item.quantity, minQuantity: item.minQuantity }] : [];
  });
  stockItems.sort((a, b) => a.quantity - a.minQuantity - (b.quantity - b.minQuantity) || a.title.localeCompare(b.title));

  return {
    timeZone,
    bucket,
    total,
    statuses,
    received: periods.map(({ start, end, received, delivered }) => ({ start, end, received, delivered })),
    revenue: options.revenue ? { total: Object.values(byPayment).reduce((sum, cents) => sum + cents, 0), byPayment, byKind } : null,
    stay: {
      averageDays: average(staySum, stayCount),
      repairs: stayCount,
      previousAverageDays: average(previous.rows[0]?.stay_sum ?? 0, previous.rows[0]?.stay_count ?? 0),
      trend: periods.map(({ start, end, staySum: sum, stayCount: count }) => ({
        start,
        end,
        averageDays: average(sum, count),
        repairs: count,
      })),
    },
    mechanics,
    nextBookings: answer.upcoming.map((row) => lineOf(row, new Date(row.date), now)),
    uncollected: {
      count: answer.uncollected_count,
      repairs: answer.uncollected.map((row) => lineOf(row, new Date(row.date), now)),
    },
    lowStock: { count: stockItems.length, items: stockItems.slice(0, DASHBOARD_LIST_MAX) },
  };
}
