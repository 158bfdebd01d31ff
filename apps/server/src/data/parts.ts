// docs/product.md §31.2: the SQL of parts ordered for repairs. They are asked for, changed and taken back while not in,
// ordered, received once, and the customer told once a repair's parts are all in.
import { randomUUID } from 'node:crypto';
import {
  FunctionError,
  summariseRepair,
  type PartState,
  type TListedPart,
  type TPart,
  type TPartRepair,
  type TPartsCall,
  type TRepairSummary,
} from '@rueda/domain';
import { and, asc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { repairParts, repairs } from '../db/schema.ts';
import { readRow } from './repairs.ts';

type Row = typeof repairParts.$inferSelect;
export type PartActor = { userId: string; name: string };

/** Arrived parts stay on the Pedidos view this long (docs/product.md §31.2). */
export const ARRIVED_SHOWN_DAYS = 30;

export function partOf(row: Row): TPart {
  return {
    id: row.id,
    repairId: row.repairId,
    serviceId: row.serviceId,
    title: row.title,
    supplier: row.supplier,
    reference: row.reference,
    quantity: row.quantity,
    cost: row.cost,
    price: row.price,
    note: row.note,
    state: row.state as PartState,
    orderedOn: row.orderedOn,
    expectedOn: row.expectedOn,
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    arrivedBy: row.arrivedByUserId === null ? null : { userId: row.arrivedByUserId, name: row.arrivedByName ?? '' },
    customerToldAt: row.customerToldAt?.toISOString() ?? null,
    created: row.created.toISOString(),
    createdBy: { userId: row.createdByUserId, name: row.createdByName },
    lastUpdate: row.lastUpdate.toISOString(),
  };
}

export type NewPart = Pick<
  TPart,
  'repairId' | 'serviceId' | 'title' | 'supplier' | 'reference' | 'quantity' | 'cost' | 'price' | 'note' | 'orderedOn' | 'expectedOn'
>;

export async function insertPart(tx: Executor, workshopId: string, part: NewPart, actor: PartActor, now: Date): Promise<TPart> {
  const [row] = await tx
    .insert(repairParts)
    .values({
      workshopId,
      id: randomUUID(),
      ...part,
      state: part.orderedOn === null ? 'toOrder' : 'ordered',
      created: now,
      createdByUserId: actor.userId,
      createdByName: actor.name,
      lastUpdate: now,
    })
    .returning();
  return partOf(row!);
}

/** The workshop's part, locked for the write that follows; not-found when it has none (another workshop's too). */
export async function lockPart(tx: Executor, workshopId: string, id: string): Promise<TPart> {
  const [row] = await tx
    .select()
    .from(repairParts)
    .where(and(eq(repairParts.workshopId, workshopId), eq(repairParts.id, id)))
    .for('update');
  if (!row) throw new FunctionError('not-found', 'This part does not exist.', { fields: [{ field: 'id', message: 'Unknown part.' }] });
  return partOf(row);
}

export async function setPart(
  tx: Executor,
  workshopId: string,
  id: string,
  fields: Partial<typeof repairParts.$inferInsert>,
): Promise<TPart> {
  const [row] = await tx
    .update(repairParts)
    .set(fields)
    .where(and(eq(repairParts.workshopId, workshopId), eq(repairParts.id, id)))
    .returning();
  return partOf(row!);
}

export async function deletePart(tx: Executor, workshopId: string, id: string): Promise<void> {
  await tx.delete(repairParts).where(and(eq(repairParts.workshopId, workshopId), eq(repairParts.id, id)));
}

/** A repair's parts, oldest first. */
export async function partsOfRepair(db: Executor, workshopId: string, repairId: string): Promise<TPart[]> {
  const rows = await db
    .select()
    .from(repairParts)
    .where(and(eq(repairParts.workshopId, workshopId), eq(repairParts.repairId, repairId)))
    .orderBy(asc(repairParts.created), asc(repairParts.id));
  return rows.map(partOf);
}

/** What the Pedidos view shows of a repair: its status, customer and bike, from the summary its row keeps. */
function partRepairOf(row: { id: string; status: string; listSummary: string | null; doc: unknown; storedVersion: number }, now: Date) {
  const summary: TRepairSummary =
    row.listSummary === null ? summariseRepair(readRow(row, now), row.storedVersion) : (JSON.parse(row.listSummary) as TRepairSummary);
  return {
    id: row.id,
    status: summary.status,
    customerName: [summary.customer.name, summary.customer.surname].filter(Boolean).join(' '),
    customerPhone: summary.customer.phone,
    bike: [summary.bike.manufacturer, summary.bike.model].filter(Boolean).join(' '),
  } satisfies TPartRepair;
}

const repairColumns = {
  repairStatus: repairs.status,
  listSummary: repairs.listSummary,
  doc: repairs.doc,
  storedVersion: repairs.storedVersion,
};

/** The workshop's parts with their repair: a repair's, or those in the states asked (arrived: the last 30 days). */
export async function listParts(
  db: Executor,
  workshopId: string,
  filter: { repairId?: string; states?: readonly PartState[] },
  now: Date,
): Promise<TListedPart[]> {
  const conditions: SQL[] = [eq(repairParts.workshopId, workshopId)];
  if (filter.repairId !== undefined) conditions.push(eq(repairParts.repairId, filter.repairId));
  if (filter.states) conditions.push(inArray(repairParts.state, [...filter.states]));
  if (filter.repairId === undefined) {
    const since = new Date(now.getTime() - ARRIVED_SHOWN_DAYS * 24 * 60 * 60 * 1000);
    conditions.push(or(ne(repairParts.state, 'arrived'), gte(repairParts.arrivedAt, since))!);
  }
  const rows = await db
    .select({ part: repairParts, ...repairColumns })
    .from(repairParts)
    .innerJoin(repairs, and(eq(repairs.workshopId, repairParts.workshopId), eq(repairs.id, repairParts.repairId)))
    .where(and(...conditions))
    .orderBy(asc(repairParts.created), asc(repairParts.id));
  return rows.map((row) => ({
    ...partOf(row.part),
    repair: partRepairOf(
      { id: row.part.repairId, status: row.repairStatus, listSummary: row.listSummary, doc: row.doc, storedVersion: row.storedVersion },
      now,
    ),
  }));
}

/**
 * The repairs to call (docs/product.md §31.2): not delivered, every part in, one not told; the longest waiting first.
 */
export async function repairsToCall(db: Executor, workshopId: string, now: Date): Promise<TPartsCall[]> {
  const rows = await db
    .select({ part: repairParts, ...repairColumns })
    .from(repairParts)
    .innerJoin(repairs, and(eq(repairs.workshopId, repairParts.workshopId), eq(repairs.id, repairParts.repairId)))
    .where(
      and(
        eq(repairParts.workshopId, workshopId),
        ne(repairs.status, 'delivered'),
        sql`not exists (select 1 from ${repairParts} waiting where waiting.workshop_id = ${repairParts.workshopId}
          and waiting.repair_id = ${repairParts.repairId} and waiting.state <> 'arrived')`,
        sql`exists (select 1 from ${repairParts} untold where untold.workshop_id = ${repairParts.workshopId}
          and untold.repair_id = ${repairParts.repairId} and untold.customer_told_at is null)`,
      ),
    )
    .orderBy(asc(repairParts.arrivedAt), asc(repairParts.id));
  const calls = new Map<string, TPartsCall>();
  for (const row of rows) {
    const { part } = row;
    const arrivedAt = (part.arrivedAt ?? part.lastUpdate).toISOString();
    const call = calls.get(part.repairId) ?? {
      repair: partRepairOf(
        { id: part.repairId, status: row.repairStatus, listSummary: row.listSummary, doc: row.doc, storedVersion: row.storedVersion },
        now,
      ),
      parts: [],
      allInAt: arrivedAt,
    };
    call.parts.push({ id: part.id, title: part.title, quantity: part.quantity });
    if (arrivedAt > call.allInAt) call.allInAt = arrivedAt;
    calls.set(part.repairId, call);
  }
  return [...calls.values()].sort((a, b) => a.allInAt.localeCompare(b.allInAt));
}

/** The repair's customer was told: its arrived parts not told yet are marked told. Returns how many. */
export async function markCustomerTold(tx: Executor, workshopId: string, repairId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(repairParts)
    .set({ customerToldAt: now })
    .where(
      and(
        eq(repairParts.workshopId, workshopId),
        eq(repairParts.repairId, repairId),
        eq(repairParts.state, 'arrived'),
        isNull(repairParts.customerToldAt),
      ),
    )
    .returning({ id: repairParts.id });
  return rows.length;
}
