// docs/product.md §32.4, decision 083: the SQL of stock transfers between two workshops of a chain. A transfer is its
// sender's row; every query names the workshop whose row it reads (the sender's, also when the receiver reads its
// incoming ones, through data/chain-reads.ts), and the stock it moves is one workshop's at a time.
import { FunctionError, TRANSFER_STATES, ZTransferLineSchema, type TransferState, type TTransfer, type TTransferLine } from '@rueda/domain';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { services, stockTransfers, workshops } from '../db/schema.ts';

export type TransferRow = typeof stockTransfers.$inferSelect;

/** How many of each list a workshop reads: its newest. */
export const TRANSFERS_LISTED = 100;

const linesOf = (row: TransferRow): TTransferLine[] => ZTransferLineSchema.array().parse(row.lines);

/** The transfer as the functions answer it, with its two workshops' names. */
export function transferOf(row: TransferRow, names: ReadonlyMap<string, string>): TTransfer {
  return {
    id: row.id,
    fromWorkshopId: row.workshopId,
    fromWorkshopName: names.get(row.workshopId) ?? '',
    toWorkshopId: row.toWorkshopId,
    toWorkshopName: names.get(row.toWorkshopId) ?? '',
    state: (TRANSFER_STATES as readonly string[]).includes(row.state) ? (row.state as TransferState) : 'draft',
    note: row.note,
    lines: linesOf(row),
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    sentAt: row.sentAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export { linesOf as transferLinesOf };

/** The names of these workshops, by id. */
export async function workshopNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: workshops.id, name: workshops.name })
    .from(workshops)
    .where(inArray(workshops.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertTransfer(db: Executor, row: TransferRow): Promise<TransferRow> {
  const [saved] = await db.insert(stockTransfers).values(row).returning();
  return saved!;
}

const notFound = () =>
  new FunctionError('not-found', 'This transfer does not exist.', { fields: [{ field: 'id', message: 'Unknown transfer.' }] });

/** One of the sender's transfers, locked; not-found when the sender has none of that id. */
export async function lockTransfer(db: Executor, workshopId: string, id: string, toWorkshopId?: string): Promise<TransferRow> {
  const where = [eq(stockTransfers.workshopId, workshopId), eq(stockTransfers.id, id)];
  if (toWorkshopId !== undefined) where.push(eq(stockTransfers.toWorkshopId, toWorkshopId));
  const [row] = await db
    .select()
    .from(stockTransfers)
    .where(and(...where))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Whether the sender has a transfer of this id sent to `toWorkshopId` (drafts and cancelled ones are the sender's alone). */
export async function hasIncoming(db: Executor, fromWorkshopId: string, toWorkshopId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stockTransfers.id })
    .from(stockTransfers)
    .where(
      and(
        eq(stockTransfers.workshopId, fromWorkshopId),
        eq(stockTransfers.id, id),
        eq(stockTransfers.toWorkshopId, toWorkshopId),
        notInArray(stockTransfers.state, ['draft', 'cancelled']),
      ),
    );
  return Boolean(row);
}

export { notFound as transferNotFound };

export async function updateTransfer(db: Executor, workshopId: string, id: string, changes: Partial<TransferRow>): Promise<TransferRow> {
  const [saved] = await db
    .update(stockTransfers)
    .set(changes)
    .where(and(eq(stockTransfers.workshopId, workshopId), eq(stockTransfers.id, id)))
    .returning();
  return saved!;
}

/** The workshop's transfers to others, newest first. */
export async function outgoingTransfers(db: Executor, workshopId: string): Promise<TransferRow[]> {
  return db
    .select()
    .from(stockTransfers)
    .where(eq(stockTransfers.workshopId, workshopId))
    .orderBy(desc(stockTransfers.createdAt), asc(stockTransfers.id))
    .limit(TRANSFERS_LISTED);
}

/** The sender's transfers sent to `toWorkshopId`, newest first. */
export async function incomingFrom(db: Executor, fromWorkshopId: string, toWorkshopId: string): Promise<TransferRow[]> {
  return db
    .select()
    .from(stockTransfers)
    .where(
      and(
        eq(stockTransfers.workshopId, fromWorkshopId),
        eq(stockTransfers.toWorkshopId, toWorkshopId),
        notInArray(stockTransfers.state, ['draft', 'cancelled']),
      ),
    )
    .orderBy(desc(stockTransfers.createdAt), asc(stockTransfers.id))
    .limit(TRANSFERS_LISTED);
}

/** A stock item as a transfer reads it. */
export interface TransferStockItem {
  id: string;
  title: string;
  reference: string;
  price: number;
  cost: number;
  quantity: number;
  archived: boolean;
}

function stockItemOf(row: { id: string; doc: unknown; active: boolean }): TransferStockItem {
  const doc = row.doc as { title?: string; reference?: string; price?: number; cost?: number; quantity?: number };
  return {
    id: row.id,
    title: doc.title ?? '',
    reference: doc.reference ?? '',
    price: doc.price ?? 0,
    cost: doc.cost ?? 0,
    quantity: doc.quantity ?? 0,
    archived: !row.active,
  };
}

/** The workshop's stock items with these ids (or, without ids, its active ones by position), locked when asked. */
export async function stockItems(
  db: Executor,
  workshopId: string,
  options: { ids?: readonly string[]; lock?: boolean } = {},
): Promise<TransferStockItem[]> {
  const where = [eq(services.workshopId, workshopId), eq(services.kind, 'stockItems')];
  if (options.ids) where.push(inArray(services.id, [...new Set(options.ids)]));
  else where.push(eq(services.active, true));
  const query = db
    .select({ id: services.id, doc: services.doc, active: services.active })
    .from(services)
    .where(and(...where))
    .orderBy(asc(services.position), asc(services.id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows.map(stockItemOf);
}

/** docs/product.md §32.4: a sent line's units leave the sender's stock (the item is locked by the caller). */
export async function takeStock(db: Executor, workshopId: string, itemId: string, quantity: number, now: Date): Promise<void> {
  await db
    .update(services)
    .set({
      doc: sql`jsonb_set(${services.doc}, '{quantity}', to_jsonb(coalesce((${services.doc}->>'quantity')::int, 0) - ${quantity}::int))`,
      lastUpdate: sql`greatest(${services.lastUpdate} + interval '1 millisecond', ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(services.workshopId, workshopId), eq(services.kind, 'stockItems'), eq(services.id, itemId)));
}

/** The next position at the end of the workshop's stock items. */
export async function nextStockPosition(db: Executor, workshopId: string): Promise<number> {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${services.position}), -1)::int` })
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.kind, 'stockItems')));
  return (last?.position ?? -1) + 1;
}
