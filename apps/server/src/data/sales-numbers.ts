// docs/product.md §29.3: a series' next number. Taken inside the transaction that writes the document: the
// counter row stays locked until it commits, so two issues on one series (on any instance) take turns, and a
// rolled-back issue gives its number back. Numbers therefore have no gap and no repeat.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The next number of `seriesId` in `year` (0 for a continuing series), from 1. */
export async function takeSalesNumber(tx: Executor, workshopId: string, seriesId: string, year: number): Promise<number> {
  const result = await tx.execute<{ last_number: string }>(sql`
    insert into sales_series_counters (workshop_id, series_id, year, last_number) values (${workshopId}, ${seriesId}, ${year}, 1)
    on conflict (workshop_id, series_id, year) do update set last_number = sales_series_counters.last_number + 1
    returning last_number`);
  return Number(result.rows[0]!.last_number);
}
