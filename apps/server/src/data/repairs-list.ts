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
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { RawJson } from '../http/raw-json.ts';
import { listSummaryBytes } from './repair-summary-text.ts';
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
 * The page's rows in the list's order. The page is chosen first from the index alone (the created index holds
 * status, order_position and id, migration 0023) and only its rows are then read, with their kept summary:
 * sorting a month's 1,700 repairs no longer reads each of them from the table.
 */
function pageRows(db: Db, workshopId: string, where: SQL[], order: RepairListOrder, limit: number) {
  const top = db.$with('top').as(
    db
      .select({ topId: repairs.id })
      .from(repairs)
      .where(and(...where))
      .orderBy(ORDER_BY[order])
      .limit(limit),
  );
  return db
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
    .orderBy(ORDER_BY[order]);
}

/**
 * A page of the list as the wire's bytes (decision 035): each repair's summary is written out from the text its
 * row keeps, with no document converted.
 */
export async function listRepairs(db: Db, workshopId: string, input: ListInput, now: Date): Promise<RawJson<TRepairsListOutput>> {
  const order = listOrderOf(input);
  const cursor = input.cursor ? decodeCursor(input.cursor, order) : undefined;

  // Everything but the status: the counts per status come from these.
  const base: SQL[] = [eq(repairs.workshopId, workshopId)];
  if (input.from) base.push(sql`${repairs.created} >= ${new Date(input.from)}`);
  if (input.to) base.push(sql`${repairs.created} < ${new Date(input.to)}`);
  if (input.payment) base.push(eq(repairs.payment, input.payment));
  if (input.mechanic) base.push(sql`${input.mechanic} = any(${repairs.mechanicIds})`);
  base.push(...everyWordLike(repairs.searchText, input.search));

  const statuses: RepairStatus[] | undefined =
    input.status === undefined ? undefined : Array.isArray(input.status) ? input.status : [input.status];
  const page: SQL[] = [...base];
  if (statuses) page.push(inArray(repairs.status, statuses));
  if (cursor) page.push(afterCursor(order, cursor));

  const [countRows, rows] = await Promise.all([
    db
      .select({ status: repairs.status, count: sql<number>`count(*)::int` })
      .from(repairs)
      .where(and(...base))
      .groupBy(repairs.status),
    pageRows(db, workshopId, page, order, input.limit + 1),
  ]);

  const counts = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])) as Record<RepairStatus, number>;
  for (const row of countRows) if (row.status in counts) counts[row.status as RepairStatus] = row.count;
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
