// How many repairs of a timeframe are in each status (docs/product.md §4, the board's column counts and the
// list's total). The days wholly inside the timeframe are added up from the dashboard's daily figures, which
// statement triggers keep in the same transaction as every write (migration 0020, decision 026); only the
// partial days at its edges are counted from the repairs (decision 042). A month is about 30 rows of figures
// and a day's repairs at each end, instead of every repair of the month.
import { REPAIR_STATUSES, type RepairStatus } from '@rueda/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import { namedStatement, runNamed, type Db, type NamedStatement } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { STATUS_COLUMNS } from './dashboard-snapshot.ts';

export type StatusCounts = Record<RepairStatus, number>;

/** A timeframe of `state.created`: `from` inclusive, `to` exclusive, either open. */
export interface CreatedRange {
  from?: string | undefined;
  to?: string | undefined;
}

const FIGURES_BY_STATUS = `(values ${REPAIR_STATUSES.map((status) => `('${status}', f.${STATUS_COLUMNS[status]})`).join(', ')}) as s(status, n)`;

/** $1 the workshop, $2 `from` ('-infinity' when open), $3 `to` ('infinity' when open). Prepared once per connection. */
const COUNTS_STATEMENT = {
  name: 'repairs_status_counts',
  text: `
    with zone as (
      select coalesce(booking_settings->>'timeZone', 'Europe/Madrid') as tz from workshops where id = $1
    ), days as (
      select tz,
        -- The first day wholly inside: the day 'from' falls on when it is that day's first instant, else the next.
        case when $2::timestamptz = '-infinity' then '-infinity'::date
             when ($2::timestamptz at time zone tz)::time = '00:00' then ($2::timestamptz at time zone tz)::date
             else ($2::timestamptz at time zone tz)::date + 1 end as first_day,
        -- The first day not wholly inside: the day 'to' falls on.
        case when $3::timestamptz = 'infinity' then 'infinity'::date else ($3::timestamptz at time zone tz)::date end as end_day
      from zone
    ), whole as (
      select first_day, end_day, first_day::timestamp at time zone tz as starts, end_day::timestamp at time zone tz as ends
      from days where first_day < end_day
    ), edges as (
      select coalesce((select starts from whole), 'infinity') as head_end, coalesce((select ends from whole), 'infinity') as tail_start
    )
    select status, sum(n)::int as count from (
      select status, count(*) as n from repairs
      where workshop_id = $1 and created >= $2::timestamptz and created < least($3::timestamptz, (select head_end from edges))
      group by 1
      union all
      select status, count(*) from repairs
      where workshop_id = $1 and created >= greatest($2::timestamptz, (select tail_start from edges)) and created < $3::timestamptz
      group by 1
      union all
      select s.status, s.n from repair_figures_daily f cross join lateral ${FIGURES_BY_STATUS}
      where f.workshop_id = $1 and f.day >= (select first_day from whole) and f.day < (select end_day from whole)
    ) counted
    group by status`,
} as const;

/**
 * The statement of `countByStatusInRange`: the counts per status of the workshop's repairs created in `range`, from
 * the daily figures and the edges' repairs. Rows `[status, count]`.
 */
export function countsInRangeStatement(workshopId: string, range: CreatedRange): NamedStatement {
  const from = range.from ? new Date(range.from).toISOString() : '-infinity';
  const to = range.to ? new Date(range.to).toISOString() : 'infinity';
  return { ...COUNTS_STATEMENT, values: [workshopId, from, to] };
}

/** The statement of `countByStatusWhere`, prepared under a name made from its text (decision 042). Rows `[status, count]`. */
export function countsWhereStatement(db: Db, where: SQL[]): NamedStatement {
  return namedStatement(
    db
      .select({ status: repairs.status, count: sql<number>`count(*)::int` })
      .from(repairs)
      .where(and(...where))
      .groupBy(repairs.status)
      .toSQL(),
  );
}

/**
 * The counts per status of the workshop's repairs created in `range`. The workshop's days are those of its
 * time zone, as the figures' are; a change of time zone counts the figures again in its own transaction
 * (data/booking-settings.ts), so they always agree with the repairs of the same snapshot.
 */
export async function countByStatusInRange(db: Db, workshopId: string, range: CreatedRange): Promise<StatusCounts> {
  return countsOf(await runNamed<CountRow>(db, countsInRangeStatement(workshopId, range)));
}

/** The counts per status of the repairs that pass `where` (filters the daily figures do not keep: payment, mechanic, search). */
export async function countByStatusWhere(db: Db, where: SQL[]): Promise<StatusCounts> {
  return countsOf(await runNamed<CountRow>(db, countsWhereStatement(db, where)));
}

/** A row of either counts statement. */
export type CountRow = [status: string, count: number];

/** The counts of every status, from the rows of a counts statement (a status without repairs has no row). */
export function countsOf(rows: readonly CountRow[]): StatusCounts {
  const counts = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const [status, count] of rows) if (status in counts) counts[status as RepairStatus] = Number(count);
  return counts;
}
