// Repair lists (docs/product.md §4 "Ordering"): a timeframe's repairs, filtered, a keyset page at a time,
// with the counts per status. The page's statement is in repairs-list-page.ts, the filters in repairs-list-filters.ts.
import { listOrderOf, REPAIR_STATUSES, summariseRepair, type TRepairsListOutput, type ZRepairsListInputSchema } from '@rueda/domain';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { runNamedTogether } from '../db/statement-batch.ts';
import { RawJson } from '../lib/raw-json.ts';
import { listSummaryJson } from './repair-summary-text.ts';
import { countsInRangeStatement, countsOf, countsWhereStatement, type CountRow } from './repair-status-counts.ts';
import { filterShapeOf, repairFilters, statusesOf } from './repairs-list-filters.ts';
import { decodeCursor, encodeCursor, instantOf, PAGE_TYPES, pageStatement, type PageRow } from './repairs-list-page.ts';
import { readRow } from './repairs.ts';

export { repairFilters } from './repairs-list-filters.ts';

type ListInput = z.output<typeof ZRepairsListInputSchema>;

/**
 * What a list that misses the cache asks PostgreSQL, beside the versions check (decision 055): the counts per status
 * and the page, as named statements (decision 042). The benchmark sends the same (bench/repairs-list-sql.ts).
 */
export function listStatements(db: Db, workshopId: string, input: ListInput) {
  const order = listOrderOf(input);
  const cursor = input.cursor ? decodeCursor(input.cursor, order) : undefined;
  // Without the filters the daily figures do not keep, the counts come mostly from them (decision 042).
  const keptByDay = !input.payment && !input.mechanic && filterShapeOf(input).words === 0;
  return {
    order,
    statuses: statusesOf(input),
    counts: keptByDay ? countsInRangeStatement(workshopId, input) : countsWhereStatement(db, repairFilters(workshopId, input).base),
    page: pageStatement(db, workshopId, input, order, cursor, input.limit + 1),
  };
}

/**
 * A page of the list as the wire's bytes (decision 035): each repair's summary is written out from the text its
 * row keeps, with no document converted.
 */
export async function listRepairs(db: Db, workshopId: string, input: ListInput, now: Date): Promise<RawJson<TRepairsListOutput>> {
  const { order, statuses, counts: countsStatement, page } = listStatements(db, workshopId, input);
  // Both on one connection, in one round trip (decision 042's third addendum).
  const [countRows, pageRows] = (await runNamedTogether(db, [{ statement: countsStatement }, { statement: page, types: PAGE_TYPES }])) as [
    CountRow[],
    PageRow[],
  ];
  const counts = countsOf(countRows);
  const rows = pageRows.map(([id, storedVersion, orderPosition, priority, created, lastUpdate, listSummary, doc]) => ({
    id,
    storedVersion,
    orderPosition,
    priority,
    created,
    lastUpdate,
    listSummary,
    doc,
  }));

  let total = 0;
  for (const status of statuses ?? REPAIR_STATUSES) total += counts[status];

  const more = rows.length > input.limit;
  const shown = rows.slice(0, input.limit);
  // One string for the page's summaries, written out as bytes once (not 50 buffers joined).
  const summaries = shown
    .map((row) =>
      row.listSummary === null
        ? JSON.stringify(summariseRepair(readRow({ id: row.id, doc: row.doc, storedVersion: row.storedVersion }, now), row.storedVersion))
        : listSummaryJson(row.listSummary, row.orderPosition, row.storedVersion),
    )
    .join(',');
  const last = shown[shown.length - 1];
  const nextCursor =
    more && last
      ? encodeCursor({
          o: order,
          p: last.orderPosition,
          pr: last.priority,
          c: instantOf(last.created).toISOString(),
          u: instantOf(last.lastUpdate).toISOString(),
          i: last.id,
        })
      : null;
  const after = `],"counts":${JSON.stringify(counts)},"total":${total},"nextCursor":${JSON.stringify(nextCursor)}}`;
  // Kept: the answer is cached until the workshop's repairs change (functions/repairs/repairs-list.ts).
  return RawJson.ofParts('{"repairs":[', [Buffer.from(summaries)], ',', after, true);
}
