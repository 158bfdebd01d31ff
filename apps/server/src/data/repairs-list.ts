// Repair lists (docs/product.md §4 "Ordering"): a timeframe's repairs, filtered, a keyset page at a time,
// with the counts per status. The rows are read through the converter like every repair.
import {
  invalidField,
  listOrderOf,
  REPAIR_STATUSES,
  summariseRepair,
  type RepairListOrder,
  type RepairStatus,
  type TRepairsListOutput,
  type ZRepairsListInputSchema,
} from '@rueda/domain';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { namedStatement, runNamed, type Db } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { RawJson } from '../lib/raw-json.ts';
import { listSummaryBytes } from './repair-summary-text.ts';
import { countsInRangeStatement, countsOf, countsWhereStatement, type CountRow } from './repair-status-counts.ts';
import { readRow } from './repairs.ts';
import { everyWordLike } from './search.ts';

type ListInput = z.output<typeof ZRepairsListInputSchema>;

interface Cursor {
  o: RepairListOrder;
  p: number | null;
  pr: number;
  c: string;
  u: string;
  i: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(value: string, order: RepairListOrder): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    const valid =
      cursor.o === order &&
      (cursor.p === null || Number.isFinite(cursor.p)) &&
      Number.isInteger(cursor.pr) &&
      !Number.isNaN(Date.parse(cursor.c)) &&
      !Number.isNaN(Date.parse(cursor.u)) &&
      typeof cursor.i === 'string';
    if (valid) return cursor;
  } catch {
    // Falls through to the error below.
  }
  throw invalidField('cursor', 'This cursor does not belong to this list.');
}

function afterCursor(order: RepairListOrder, cursor: Cursor): SQL {
  const created = new Date(cursor.c);
  const lastUpdate = new Date(cursor.u);
  if (order === 'filtered') {
    return sql`(${repairs.priority} < ${cursor.pr} or (${repairs.priority} = ${cursor.pr} and (${repairs.lastUpdate} < ${lastUpdate} or (${repairs.lastUpdate} = ${lastUpdate} and ${repairs.id} > ${cursor.i}))))`;
  }
  const sameCreated = sql`(${repairs.created} < ${created} or (${repairs.created} = ${created} and ${repairs.id} > ${cursor.i}))`;
  if (cursor.p === null) return sql`(${repairs.orderPosition} is null and ${sameCreated})`;
  return sql`(${repairs.orderPosition} is null or ${repairs.orderPosition} > ${cursor.p} or (${repairs.orderPosition} = ${cursor.p} and ${sameCreated}))`;
}

const ORDER_BY: Record<RepairListOrder, SQL> = {
  // orderPosition first, ascending, then the newest created.
  list: sql`${repairs.orderPosition} is null, ${repairs.orderPosition} asc, ${repairs.created} desc, ${repairs.id} asc`,
  // priority first, then the newest lastUpdate.
  filtered: sql`${repairs.priority} desc, ${repairs.lastUpdate} desc, ${repairs.id} asc`,
};

/**
 * The ids of the page's repairs, at most `limit`. In the board's order (`list`) they come from two index walks
 * that each stop after `limit` rows (migration 0024, decision 042): the repairs with a board position, then the
 * others, the newest created first; before, the whole timeframe's repairs were sorted (a month's 1,700) for
 * every page. The filtered order sorts the repairs that pass its filters, as it always did.
 */
function pageIds(db: Db, where: SQL[], order: RepairListOrder, cursor: Cursor | undefined, limit: number) {
  const ids = (conditions: SQL[], orderBy: SQL) =>
    db
      .select({ topId: repairs.id })
      .from(repairs)
      .where(and(...where, ...conditions))
      .orderBy(orderBy)
      .limit(literalLimit(limit));
  if (order === 'filtered') return ids(cursor ? [afterCursor(order, cursor)] : [], ORDER_BY.filtered);

  // `created` is never null: 'nulls last' only says the indexes' order (drizzle's desc()), so each walk can stop early.
  const positionedAfter = cursor && cursor.p !== null ? [afterCursor(order, cursor)] : [];
  const positioned = ids(
    [isNotNull(repairs.orderPosition), ...positionedAfter],
    sql`${repairs.orderPosition} asc, ${repairs.created} desc nulls last, ${repairs.id} asc`,
  );
  // After a cursor among the unpositioned repairs, the walk starts at the cursor's day (`created <= c` bounds the index).
  const unpositionedAfter =
    cursor && cursor.p === null ? [afterCursor(order, cursor), sql`${repairs.created} <= ${new Date(cursor.c)}`] : [];
  const unpositioned = ids(
    [isNull(repairs.orderPosition), ...unpositionedAfter],
    sql`${repairs.created} desc nulls last, ${repairs.id} asc`,
  );
  // A cursor among the unpositioned repairs is past every positioned one.
  return cursor && cursor.p === null ? unpositioned : unionAll(positioned, unpositioned);
}

/**
 * A page's size written into the statement's text, not sent as a parameter (decision 042). With the limit a
 * parameter, PostgreSQL costs the statement's generic plan for a tenth of the timeframe's rows, finds it dearer
 * than a plan for the values at hand, and plans every call anew: about 0.25 ms, as long as running it. With the
 * size in the text, the generic plan costs what it runs, and from the sixth call on a connection the statement
 * runs unplanned. The size is the input's checked integer; each size is a statement of its own, and the screens
 * ask for a handful.
 */
function literalLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`A page's size must be a whole number, not ${limit}`);
  // drizzle writes an SQL chunk given as the limit into the text as it is (pg-core/dialect.js, buildSelectQuery).
  return sql.raw(String(limit)) as unknown as number;
}

type PageRow = [
  id: string,
  storedVersion: number,
  orderPosition: number | null,
  priority: number,
  created: Date,
  lastUpdate: Date,
  listSummary: string | null,
  doc: unknown,
];

/** The page's rows in the list's order, with their kept summary; only the page's rows are read from the table. */
function pageStatement(db: Db, workshopId: string, where: SQL[], order: RepairListOrder, cursor: Cursor | undefined, limit: number) {
  const top = db.$with('top').as(pageIds(db, where, order, cursor, limit));
  const query = db
    .with(top)
    .select({
      id: repairs.id,
      storedVersion: repairs.storedVersion,
      orderPosition: repairs.orderPosition,
      priority: repairs.priority,
      created: repairs.created,
      lastUpdate: repairs.lastUpdate,
      listSummary: repairs.listSummary,
      // Only a row the start-up backfill has not reached yet is converted from its document.
      doc: sql<unknown>`case when ${repairs.listSummary} is null then ${repairs.doc} end`,
    })
    .from(top)
    .innerJoin(repairs, and(eq(repairs.workshopId, workshopId), eq(repairs.id, top.topId)))
    .orderBy(ORDER_BY[order])
    .limit(literalLimit(limit));
  return namedStatement(query.toSQL());
}

/**
 * The list's filters as conditions: `base` holds every filter but the status (the counts per status come from
 * these), `page` adds the status. The repairs' CSV export (docs/product.md §18.4) filters with the same.
 */
export function repairFilters(workshopId: string, input: Omit<ListInput, 'cursor' | 'limit'>) {
  const base: SQL[] = [eq(repairs.workshopId, workshopId)];
  if (input.from) base.push(sql`${repairs.created} >= ${new Date(input.from)}`);
  if (input.to) base.push(sql`${repairs.created} < ${new Date(input.to)}`);
  if (input.payment) base.push(eq(repairs.payment, input.payment));
  if (input.mechanic) base.push(sql`${input.mechanic} = any(${repairs.mechanicIds})`);
  const searchWords = everyWordLike(repairs.searchText, input.search);
  base.push(...searchWords);

  const statuses: RepairStatus[] | undefined =
    input.status === undefined ? undefined : Array.isArray(input.status) ? input.status : [input.status];
  const page: SQL[] = [...base];
  if (statuses) page.push(inArray(repairs.status, statuses));

  return { base, page, statuses, searchWords };
}

/**
 * What a list that misses the cache asks PostgreSQL, beside the versions check (decision 055): the counts per status
 * and the page, as named statements (decision 042). The benchmark sends the same (bench/repairs-list-sql.ts).
 */
export function listStatements(db: Db, workshopId: string, input: ListInput) {
  const order = listOrderOf(input);
  const cursor = input.cursor ? decodeCursor(input.cursor, order) : undefined;
  const { base, page, statuses, searchWords } = repairFilters(workshopId, input);
  // Without the filters the daily figures do not keep, the counts come mostly from them (decision 042).
  const keptByDay = !input.payment && !input.mechanic && searchWords.length === 0;
  return {
    order,
    statuses,
    counts: keptByDay ? countsInRangeStatement(workshopId, input) : countsWhereStatement(db, base),
    page: pageStatement(db, workshopId, page, order, cursor, input.limit + 1),
  };
}

/**
 * A page of the list as the wire's bytes (decision 035): each repair's summary is written out from the text its
 * row keeps, with no document converted.
 */
export async function listRepairs(db: Db, workshopId: string, input: ListInput, now: Date): Promise<RawJson<TRepairsListOutput>> {
  const { order, statuses, counts: countsStatement, page } = listStatements(db, workshopId, input);
  const [countRows, pageRows] = await Promise.all([runNamed<CountRow>(db, countsStatement), runNamed<PageRow>(db, page)]);
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
  const summaries = shown.map((row) =>
    row.listSummary === null
      ? Buffer.from(
          JSON.stringify(summariseRepair(readRow({ id: row.id, doc: row.doc, storedVersion: row.storedVersion }, now), row.storedVersion)),
        )
      : listSummaryBytes(row.listSummary, row.orderPosition, row.storedVersion),
  );
  const last = shown[shown.length - 1];
  const nextCursor =
    more && last
      ? encodeCursor({
          o: order,
          p: last.orderPosition,
          pr: last.priority,
          c: last.created.toISOString(),
          u: last.lastUpdate.toISOString(),
          i: last.id,
        })
      : null;
  const after = `],"counts":${JSON.stringify(counts)},"total":${total},"nextCursor":${JSON.stringify(nextCursor)}}`;
  // Kept: the answer is cached until the workshop's repairs change (functions/repairs/repairs-list.ts).
  return RawJson.ofParts('{"repairs":[', summaries, ',', after, true);
}
