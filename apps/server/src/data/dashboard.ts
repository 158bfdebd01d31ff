// The dashboard's figures (issue 13 point 4): the daily figures the repairs' triggers keep (decision 026,
// db/schema-figures.ts) added up per period, and a few small reads beside them. Everything is about the
// repairs created on the timeframe's days in the workshop's time zone, as the repairs list's timeframe
// is, so each figure matches the filtered list it links to.
import {
  bucketOf,
  DASHBOARD_LIST_MAX,
  isLowStock,
  periodsOf,
  periodStart,
  repairBookingTitle,
  DEFAULT_TIME_ZONE,
  REPAIR_PAYMENTS,
  REPAIR_STATUSES,
  SERVICE_KINDS,
  type RepairPayment,
  type RepairStatus,
  type ServiceKind,
  type TDashboard,
} from '@rueda/domain';
import { is, Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { itemOf } from './catalogue.ts';
import { readRow } from './repairs.ts';

/** A listed repair: its kept event's title, or its document while the event is not filled. */
type LineRow = { id: string; title: string | null; doc: unknown; storedVersion: number; date: string };

/** The dashboard's one statement's answer (its JSON parsed by the driver). */
type Answer = {
  time_zone: string;
  first_day: string;
  last_day: string;
  /** [day, received, delivered, stay sum, stay count] */
  days: [string, number, number, number, number][];
  totals: Totals;
  previous: { stay_sum: number; stay_count: number };
  per_mechanic: { id: string; repairs: number; minutes: number }[];
  mechanics: { id: string; name: string; active: boolean }[];
  upcoming: LineRow[];
  uncollected_count: number;
  uncollected: LineRow[];
  stock: { id: string; kind: string; position: number; doc: unknown; active: boolean; lastUpdate: string }[];
};

/** The whole timeframe's sums: per status (the table's column names), per payment state, per kind of service. */
type Totals = Record<string, number>;

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
function lineOf(row: LineRow, now: Date) {
  const title = row.title ?? repairBookingTitle(readRow(row, now));
  return { id: row.id, title, date: new Date(row.date).toISOString(), storedVersion: row.storedVersion };
}

/** The timeframe's sums of the daily figures: per status, per payment state, per kind of service, and the stay. */
const TOTAL_COLUMNS = [
  ...Object.values(STATUS_COLUMNS),
  ...REPAIR_PAYMENTS.map((payment) => `${payment}_cents`),
  ...Object.values(KIND_COLUMNS),
  'stay_sum',
  'stay_count',
];
const TOTALS = sql.raw(`json_build_object(${TOTAL_COLUMNS.map((column) => `'${column}', coalesce(sum(${column}), 0)`).join(', ')})`);

/** What a line needs: the repair's kept event's title, or its document while the start-up has not filled the event. */
const LINE_FIELDS = sql`calendar_event::json ->> 'title' as title, case when calendar_event is null then doc end as doc`;

const P = (name: string) => sql.placeholder(name);

/** The workshop's days the timeframe covers, and as many days just before it, in its time zone. */
const SPAN = sql`(select first, last, first - (last - first + 1) as previous_first, first - 1 as previous_last
  from (select (${P('from')}::timestamptz at time zone zone)::date as first, (${P('last')}::timestamptz at time zone zone)::date as last
        from (select coalesce((select booking_settings ->> 'timeZone' from workshops where id = ${P('workshopId')}), ${P('defaultTimeZone')}) as zone) z) d)`;
const inSpan = (first: string, last: string) =>
  sql`workshop_id = ${P('workshopId')} and day >= (select ${sql.raw(first)} from span) and day <= (select ${sql.raw(last)} from span)`;

/** One statement, one round trip: every figure and list the dashboard shows, as JSON. */
const DASHBOARD_QUERY = sql`
  with span as ${SPAN}
  select
    (select coalesce((select booking_settings ->> 'timeZone' from workshops where id = ${P('workshopId')}), ${P('defaultTimeZone')})) as time_zone,
    (select first::text from span) as first_day,
    (select last::text from span) as last_day,
    -- The daily figures (decision 026), one row a day: [day, received, delivered, stay sum, stay count].
    (select coalesce(json_agg(json_build_array(day::text, repairs, delivered, stay_sum, stay_count)), '[]')
      from repair_figures_daily where ${inSpan('first', 'last')}) as days,
    (select ${TOTALS}
      from repair_figures_daily where ${inSpan('first', 'last')}) as totals,
    (select json_build_object('stay_sum', coalesce(sum(stay_sum), 0), 'stay_count', coalesce(sum(stay_count), 0))
      from repair_figures_daily where ${inSpan('previous_first', 'previous_last')}) as previous,
    -- A repair with several mechanics counts for each; one with nobody assigned, under ''.
    (select coalesce(json_agg(m), '[]') from (
      select mechanic_id as id, sum(repairs)::int as repairs, sum(work_minutes)::int as minutes
      from repair_mechanics_daily where ${inSpan('first', 'last')}
      group by 1 having sum(repairs) > 0) m) as per_mechanic,
    (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'active', active)), '[]')
      from mechanics where workshop_id = ${P('workshopId')}) as mechanics,
    -- A confirmed repair starts on its confirmedDate (docs/product.md §4); one without it starts when it was created, in the past.
    (select coalesce(json_agg(r), '[]') from (
      select id, ${LINE_FIELDS}, stored_version as "storedVersion", calendar_start as date from repairs
      where workshop_id = ${P('workshopId')} and status = 'confirmed' and calendar_start >= ${P('now')}
      order by calendar_start, id limit ${P('listMax')}) r) as upcoming,
    (select count(*)::int from repairs where workshop_id = ${P('workshopId')} and status = 'finished') as uncollected_count,
    (select coalesce(json_agg(r), '[]') from (
      select id, ${LINE_FIELDS}, stored_version as "storedVersion", coalesce(delivery_date, created) as date from repairs
      where workshop_id = ${P('workshopId')} and status = 'finished'
      order by delivery_date asc nulls last, id limit ${P('listMax')}) r) as uncollected,
    -- Only the items under their minimum are read whole (isLowStock below decides, as the catalogue does).
    (select coalesce(json_agg(s), '[]') from (
      select id, kind, position, doc, active, last_update as "lastUpdate" from services
      where workshop_id = ${P('workshopId')} and kind = 'stockItems' and active
        and coalesce((doc ->> 'quantity')::numeric, 0) < coalesce((doc ->> 'minQuantity')::numeric, 0)) s) as stock`;

/**
 * The statement as text once, run as a prepared statement of each connection: PostgreSQL parses it
 * once per connection, and only its values travel with each call.
 */
export const DASHBOARD_STATEMENT = (() => {
  const query = new PgDialect().sqlToQuery(DASHBOARD_QUERY);
  return { text: query.sql, params: query.params };
})();

async function runDashboardQuery(db: Db, values: Record<string, unknown>): Promise<Answer> {
  const params = DASHBOARD_STATEMENT.params.map((param) => (is(param, Placeholder) ? values[param.name] : param));
  const result = await db.$client.query<Answer>({ name: 'dashboard_get', text: DASHBOARD_STATEMENT.text, values: params });
  return result.rows[0]!;
}

export async function dashboardOf(
  db: Db,
  workshopId: string,
  range: { from: Date; to: Date },
  options: { now: Date; revenue: boolean },
): Promise<TDashboard> {
  const { from, to } = range;
  const { now } = options;
  const answer = await runDashboardQuery(db, {
    workshopId,
    from,
    last: new Date(to.getTime() - 1),
    now,
    defaultTimeZone: DEFAULT_TIME_ZONE,
    listMax: DASHBOARD_LIST_MAX,
  });
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
  const fromDay = answer.first_day;
  const toDay = answer.last_day;
  const bucket = bucketOf(fromDay, toDay);
  const periods = periodsOf(fromDay, toDay, bucket).map((period) => ({ ...period, received: 0, delivered: 0, staySum: 0, stayCount: 0 }));
  const periodIndex = new Map(periods.map((period, index) => [period.start, index]));
  for (const [day, received, delivered, daySum, dayCount] of answer.days) {
    // The first period starts with the timeframe, not with its week or month.
    const start = periodStart(day, bucket);
    const period = periods[periodIndex.get(start < fromDay ? fromDay : start) ?? -1];
    if (!period) continue;
    period.received += received;
    period.delivered += delivered;
    period.staySum += daySum;
    period.stayCount += dayCount;
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
    timeZone: answer.time_zone,
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
    nextBookings: answer.upcoming.map((row) => lineOf(row, now)),
    uncollected: {
      count: answer.uncollected_count,
      repairs: answer.uncollected.map((row) => lineOf(row, now)),
    },
    lowStock: { count: stockItems.length, items: stockItems.slice(0, DASHBOARD_LIST_MAX) },
  };
}
