// What the dashboard is computed from (docs/product.md §16.1, decision 027): a workshop's daily figures, which
// the repairs' triggers keep (decision 026, db/schema-figures.ts), its mechanics and the time their work timer
// ran (docs/product.md §17.4, decision 049), and the lists that do not depend on the timeframe, read in one
// statement, with the documents issued and the money taken per day (docs/product.md §29, dashboard-revenue.ts).
// dashboard-directory.ts keeps it in memory until the workshop's repairs or catalogue change (the sales
// functions that issue, rectify or take money announce the repairs' topic); dashboard.ts adds up any
// timeframe from it.
import {
  DASHBOARD_LIST_MAX,
  DEFAULT_TIME_ZONE,
  isLowStock,
  REPAIR_PAYMENTS,
  repairBookingTitle,
  type RepairStatus,
  type ServiceKind,
} from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { itemOf } from './catalogue.ts';
import { SALES_FIELDS, type SalesDays } from './dashboard-revenue.ts';
import { readRow } from './repairs.ts';

/** The daily figures' column of each status and kind of service (db/schema-figures.ts). */
export const STATUS_COLUMNS: Record<RepairStatus, string> = {
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
export const KIND_COLUMNS: Record<ServiceKind, string> = {
  packs: 'packs_cents',
  maintenances: 'maintenances_cents',
  suspensions: 'suspensions_cents',
  stockItems: 'stock_items_cents',
};

/** A day's figures, after its day and its repairs (received): these columns, in this order. */
export const FIGURE_COLUMNS = [
  ...Object.values(STATUS_COLUMNS),
  ...REPAIR_PAYMENTS.map((payment) => `${payment}_cents`),
  ...Object.values(KIND_COLUMNS),
  'stay_sum',
  'stay_count',
] as const;

/**
 * The bookings kept from the snapshot's time on, confirmed or awaiting review (a notReviewed repair with a booking's
 * date, as an online booking is until the workshop looks at it; the calendar shows it: docs/product.md §4 "Calendar"): some fall into the past while it lives (a minute
 * at most), and the next DASHBOARD_LIST_MAX are still among them.
 */
const UPCOMING_KEPT = 200;

export interface DashboardLine {
  id: string;
  title: string;
  date: string;
  storedVersion: number;
  /** A booking not reviewed yet (an online one): the list marks it. */
  awaitingReview?: true;
}

export interface DashboardSnapshot {
  timeZone: string;
  /** One row a day with figures, by day: [day, repairs, ...FIGURE_COLUMNS]. */
  days: [string, number, ...number[]][];
  /** [day, mechanic id ('' for nobody), repairs, work minutes], by day. */
  mechanicDays: [string, string, number, number][];
  mechanics: { id: string; name: string; active: boolean }[];
  /** [day, mechanic id, minutes] of the work timer's stopped sessions, by day (docs/product.md §17.4). */
  workDays: [string, string, number][];
  /** The sessions running now: their minutes are counted up to each call's time. */
  workRunning: { mechanicId: string; startedAt: number }[];
  /** Bookings confirmed or awaiting review from `upcomingFrom` on, the soonest first (UPCOMING_KEPT at most). */
  upcoming: DashboardLine[];
  upcomingFrom: number;
  uncollected: { count: number; repairs: DashboardLine[] };
  lowStock: { id: string; title: string; quantity: number; minQuantity: number }[];
  /** The issued documents and the money taken, per day (docs/product.md §29; dashboard-revenue.ts adds them up). */
  sales: SalesDays;
}

type LineRow = { id: string; title: string | null; doc: unknown; storedVersion: number; date: string; awaitingReview?: boolean };

/** What a line needs: the repair's kept event's title, or its document while the start-up has not filled the event. */
const LINE_FIELDS = `calendar_event::json ->> 'title' as title, case when calendar_event is null then doc end as doc, stored_version as "storedVersion"`;

/** One statement, one round trip; prepared once per connection. */
const SNAPSHOT_STATEMENT = {
  name: 'dashboard_snapshot',
  text: `select
    coalesce((select booking_settings ->> 'timeZone' from workshops where id = $1), $2) as "timeZone",
    (select coalesce(json_agg(json_build_array(day::text, repairs, ${FIGURE_COLUMNS.join(', ')}) order by day), '[]')
      from repair_figures_daily where workshop_id = $1 and repairs <> 0) as days,
    -- A repair with several mechanics counts for each; one with nobody assigned, under ''.
    (select coalesce(json_agg(json_build_array(day::text, mechanic_id, repairs, work_minutes) order by day), '[]')
      from repair_mechanics_daily where workshop_id = $1 and repairs <> 0) as "mechanicDays",
    (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'active', active)), '[]')
      from mechanics where workshop_id = $1) as mechanics,
    -- docs/product.md §17.4: the work timer's stopped sessions per day and mechanic (migration 0026), and the running ones.
    (select coalesce(json_agg(json_build_array(day::text, mechanic_id, minutes) order by day), '[]')
      from work_minutes_daily where workshop_id = $1 and minutes <> 0) as "workDays",
    (select coalesce(json_agg(json_build_object('mechanicId', mechanic_id, 'startedAt', (extract(epoch from started_at) * 1000)::bigint)), '[]')
      from work_sessions where workshop_id = $1 and stopped_at is null) as "workRunning",
    ${SALES_FIELDS},
    (select coalesce(json_agg(r), '[]') from (
      select id, ${LINE_FIELDS}, calendar_start as date, status = 'notReviewed' as "awaitingReview" from repairs
      where workshop_id = $1 and calendar_start >= $3
        and (status = 'confirmed' or (status = 'notReviewed' and doc -> 'state' -> 'booking' ->> 'confirmedDate' is not null))
      order by calendar_start, id limit ${UPCOMING_KEPT}) r) as upcoming,
    (select count(*)::int from repairs where workshop_id = $1 and status = 'finished') as "uncollectedCount",
    (select coalesce(json_agg(r), '[]') from (
      select id, ${LINE_FIELDS}, coalesce(delivery_date, created) as date from repairs
      where workshop_id = $1 and status = 'finished'
      order by delivery_date asc nulls last, id limit ${DASHBOARD_LIST_MAX}) r) as uncollected,
    -- Only the items under their minimum are read whole (isLowStock below decides, as the catalogue does).
    (select coalesce(json_agg(s), '[]') from (
      select id, kind, position, doc, active, last_update as "lastUpdate" from services
      where workshop_id = $1 and kind = 'stockItems' and active
        and coalesce((doc ->> 'quantity')::numeric, 0) < coalesce((doc ->> 'minQuantity')::numeric, 0)) s) as stock`,
};

type Answer = Pick<DashboardSnapshot, 'timeZone' | 'days' | 'mechanicDays' | 'mechanics' | 'workDays' | 'workRunning'> &
  SalesDays & {
    upcoming: LineRow[];
    uncollectedCount: number;
    uncollected: LineRow[];
    stock: { id: string; kind: string; position: number; doc: unknown; active: boolean; lastUpdate: string }[];
  };

/** A repair line of the dashboard's lists: who and which bike, and the date it is listed by. */
function lineOf(row: LineRow, now: Date): DashboardLine {
  const title = row.title ?? repairBookingTitle(readRow(row, now));
  const line: DashboardLine = { id: row.id, title, date: new Date(row.date).toISOString(), storedVersion: row.storedVersion };
  return row.awaitingReview === true ? { ...line, awaitingReview: true } : line;
}

export async function readDashboardSnapshot(db: Db, workshopId: string, now: Date): Promise<DashboardSnapshot> {
  const result = await db.$client.query<Answer>({ ...SNAPSHOT_STATEMENT, values: [workshopId, DEFAULT_TIME_ZONE, now] });
  const answer = result.rows[0]!;
  const lowStock = answer.stock.flatMap((row) => {
    const item = itemOf('stockItems', {
      ...row,
      workshopId,
      lastUpdate: new Date(row.lastUpdate),
      publishedFrom: null,
      priceLocked: false,
    });
    return item && isLowStock(item) ? [{ id: item.id, title: item.title, quantity: item.quantity, minQuantity: item.minQuantity }] : [];
  });
  lowStock.sort((a, b) => a.quantity - a.minQuantity - (b.quantity - b.minQuantity) || a.title.localeCompare(b.title));
  return {
    timeZone: answer.timeZone,
    days: answer.days,
    mechanicDays: answer.mechanicDays,
    mechanics: answer.mechanics,
    workDays: answer.workDays,
    workRunning: answer.workRunning,
    upcoming: answer.upcoming.map((row) => lineOf(row, now)),
    upcomingFrom: now.getTime(),
    uncollected: { count: answer.uncollectedCount, repairs: answer.uncollected.map((row) => lineOf(row, now)) },
    lowStock,
    sales: { hasDocuments: answer.hasDocuments, rateDays: answer.rateDays, methodDays: answer.methodDays },
  };
}
