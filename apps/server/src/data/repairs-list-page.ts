// A page of the repairs list (docs/product.md §4 "Ordering") as one named statement: the page's ids from the indexes,
// then only their rows from the table (decisions 035 and 042). The statement's text is built once per shape (the
// order, the filters present, where the cursor stands, the page's size) and only its values change between calls.
import { invalidField, type RepairListOrder } from '@rueda/domain';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ShapedStatements, type Db, type NamedStatement } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import {
  filterConditions,
  filterPlaceholders,
  filterPlaceholderValues,
  filterShapeOf,
  filterValuesOf,
  type FilterShape,
  type ListFilters,
} from './repairs-list-filters.ts';

/** Where a page starts: after the last row of the page before it, in its order. */
export interface Cursor {
  o: RepairListOrder;
  p: number | null;
  pr: number;
  c: string;
  u: string;
  i: string;
}

/** A cursor as the client carries it: base64url JSON. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor a client sent back, checked: one of another order, or no cursor at all, is `invalid-argument`. */
export function decodeCursor(value: string, order: RepairListOrder): Cursor {
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

/** Everything that changes a page statement's text; the values fill it. */
export interface PageShape {
  order: RepairListOrder;
  filters: FilterShape;
  /** No cursor, or one after a repair with a board position, or after one without. */
  cursor: 'none' | 'positioned' | 'unpositioned';
  limit: number;
}

/** A cursor's values as the conditions compare with them: placeholders, or the values. */
interface CursorValues {
  p: unknown;
  pr: unknown;
  c: unknown;
  u: unknown;
  i: unknown;
}

const CURSOR_PLACEHOLDERS: CursorValues = {
  p: sql.placeholder('cp'),
  pr: sql.placeholder('cpr'),
  c: sql.placeholder('cc'),
  u: sql.placeholder('cu'),
  i: sql.placeholder('ci'),
};

function afterCursor(order: RepairListOrder, kind: PageShape['cursor'], cursor: CursorValues): SQL {
  if (order === 'filtered') {
    return sql`(${repairs.priority} < ${cursor.pr} or (${repairs.priority} = ${cursor.pr} and (${repairs.lastUpdate} < ${cursor.u} or (${repairs.lastUpdate} = ${cursor.u} and ${repairs.id} > ${cursor.i}))))`;
  }
  const sameCreated = sql`(${repairs.created} < ${cursor.c} or (${repairs.created} = ${cursor.c} and ${repairs.id} > ${cursor.i}))`;
  if (kind === 'unpositioned') return sql`(${repairs.orderPosition} is null and ${sameCreated})`;
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
function pageIds(db: Db, where: SQL[], shape: PageShape) {
  const { order, cursor, limit } = shape;
  const ids = (conditions: SQL[], orderBy: SQL) =>
    db
      .select({ topId: repairs.id })
      .from(repairs)
      .where(and(...where, ...conditions))
      .orderBy(orderBy)
      .limit(literalLimit(limit));
  const after = cursor === 'none' ? [] : [afterCursor(order, cursor, CURSOR_PLACEHOLDERS)];
  if (order === 'filtered') return ids(after, ORDER_BY.filtered);

  // `created` is never null: 'nulls last' only says the indexes' order (drizzle's desc()), so each walk can stop early.
  const positioned = ids(
    [isNotNull(repairs.orderPosition), ...(cursor === 'positioned' ? after : [])],
    sql`${repairs.orderPosition} asc, ${repairs.created} desc nulls last, ${repairs.id} asc`,
  );
  // After a cursor among the unpositioned repairs, the walk starts at the cursor's day (`created <= c` bounds the index).
  const unpositionedAfter = cursor === 'unpositioned' ? [...after, sql`${repairs.created} <= ${CURSOR_PLACEHOLDERS.c}`] : [];
  const unpositioned = ids(
    [isNull(repairs.orderPosition), ...unpositionedAfter],
    sql`${repairs.created} desc nulls last, ${repairs.id} asc`,
  );
  // A cursor among the unpositioned repairs is past every positioned one.
  return cursor === 'unpositioned' ? unpositioned : unionAll(positioned, unpositioned);
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

/**
 * A row of the page statement, in its select's order, read with `PAGE_TYPES`: the two instants as PostgreSQL's text,
 * since only the last row's are read (for the cursor, `instantOf`).
 */
export type PageRow = [
  id: string,
  storedVersion: number,
  orderPosition: number | null,
  priority: number,
  created: string,
  lastUpdate: string,
  listSummary: string | null,
  doc: unknown,
];

const TIMESTAMPTZ = 1184;
const parseInstant = pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date;

/**
 * The page's type parsers: pg's own, but an instant stays text. Parsing 102 of them into Dates, for the one row
 * whose two are read, was a few per cent of a miss (decision 042's second addendum).
 */
export const PAGE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary' ? String : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** An instant of a `PageRow`, as pg would have read it. */
export function instantOf(text: string): Date {
  return parseInstant(text);
}

/** The page statements built so far, one text per shape. */
export const pageStatements = new ShapedStatements<PageShape>((db, shape) => {
  const { page: where } = filterConditions(shape.filters, filterPlaceholders(shape.filters));
  const top = db.$with('top').as(pageIds(db, where, shape));
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
    .innerJoin(repairs, and(eq(repairs.workshopId, sql.placeholder('workshopId')), eq(repairs.id, top.topId)))
    .orderBy(ORDER_BY[shape.order])
    .limit(literalLimit(shape.limit))
    .toSQL();
});

/** The page's rows in the list's order (`PageRow`), at most `limit`, after `cursor` when there is one. */
export function pageStatement(
  db: Db,
  workshopId: string,
  filters: ListFilters,
  order: RepairListOrder,
  cursor: Cursor | undefined,
  limit: number,
): NamedStatement {
  const shape: PageShape = {
    order,
    filters: filterShapeOf(filters),
    cursor: cursor === undefined ? 'none' : cursor.p === null ? 'unpositioned' : 'positioned',
    limit,
  };
  const values = filterPlaceholderValues(filterValuesOf(workshopId, filters));
  if (cursor) {
    values.cp = cursor.p;
    values.cpr = cursor.pr;
    values.cc = new Date(cursor.c);
    values.cu = new Date(cursor.u);
    values.ci = cursor.i;
  }
  return pageStatements.statement(db, shape, values);
}
