// docs/product.md §29.3: a series' next number. Taken inside the transaction that writes the document: the series'
// turn and its counter row stay locked until it commits, so two issues on one series (on any instance) take turns in
// the order they came, and a rolled-back issue gives its number back. Numbers therefore have no gap and no repeat.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The next number of `seriesId` in `year` (0 for a continuing series), from 1. */
export async function takeSalesNumber(tx: Executor, workshopId: string, seriesId: string, year: number): Promise<number> {
  // Issues of one series queue in arrival order on the series' advisory lock, taken by the same statement: waiting on
  // the counter row alone, every waiter wakes at each commit and races for the next turn, and a few lose for long.
  const result = await tx.execute<{ last_number: string }>(sql`
    with turn as (select pg_advisory_xact_lock(hashtextextended(${`sales-series:${workshopId}:${seriesId}:${year}`}, 0)))
    insert into sales_series_counters (workshop_id, series_id, year, last_number)
    select ${workshopId}, ${seriesId}, ${year}, 1 from turn
    on conflict (workshop_id, series_id, year) do update set last_number = sales_series_counters.last_number + 1
    returning last_number`);
  return Number(result.rows[0]!.last_number);
}
