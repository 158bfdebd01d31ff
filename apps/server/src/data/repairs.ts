// Repairs in PostgreSQL (docs/architecture.md §9): the document as written or imported, in any
// version, plus indexed columns from its version-4 conversion. Reads convert (docs/product.md §3); writes
// store version 4. Lists are in repairs-list.ts, imports in repairs-import.ts. Every query is scoped
// by the workshop id from the caller's verified token.
import {
  bookingEventBodyOf,
  calendarStart,
  chargeableTotalOf,
  checkNotStale,
  convertRepair,
  FunctionError,
  nextLastUpdate,
  REPAIR_VERSION,
  repairWorkMinutes,
  searchTextOf,
  storedRepairVersion,
  summariseRepair,
  withDerivedFields,
  withStatus,
  type RepairPayment,
  type RepairStatus,
  type TBookingContact,
  type TRepair,
} from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { refuseOtherSubject, withChange, type ClientChange } from './client-changes.ts';
import { listSummaryTextOf } from './repair-summary-text.ts';
import { syncRepairStock } from './stock.ts';

type RepairRow = typeof repairs.$inferSelect;

/** Who is writing: the workshop from the token, and whether the role may set prices and payments. */
export interface Writer {
  workshopId: string;
  mayPrice: boolean;
  now: Date;
  /** The member writing, when a member is (a recommendation the intake takes up is closed as theirs, §31.1). */
  userId?: string;
}

// ---------------------------------------------------------------------------------------------
// Reading

export function readRow(row: Pick<RepairRow, 'id' | 'doc' | 'storedVersion'>, now: Date): TRepair {
  const repair = convertRepair(row.doc, { now, id: row.id });
  repair.id = row.id;
  return repair;
}

// docs/product.md §3: a line the customer declined earns nothing, as it counts in no total.
const lineCents = chargeableTotalOf;
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The indexed columns of a repair. */
export function columnsOf(repair: TRepair) {
  const workMinutes = repairWorkMinutes(repair);
  const summary = summariseRepair(repair, REPAIR_VERSION);
  return {
    calendarStart: new Date(calendarStart({ status: repair.status, created: repair.created, booking: repair.state.booking })),
    calendarEvent: JSON.stringify(bookingEventBodyOf(repair, workMinutes)),
    workMinutes,
    deliveryDate: dateOrNull(repair.deliveryDate),
    stayDays: repair.hours,
    totalPrice: repair.totalPrice,
    packsCents: lineCents(repair.form.services.packs),
    maintenancesCents: lineCents(repair.form.services.maintenances),
    suspensionsCents: lineCents(repair.form.suspensions),
    stockItemsCents: lineCents(repair.form.services.stockItems),
    status: repair.status,
    payment: repair.payment,
    priority: repair.priority,
    orderPosition: repair.orderPosition,
    created: new Date(repair.created),
    lastUpdate: new Date(repair.lastUpdate),
    mechanicIds: repair.mechanics,
    searchText: searchTextOf(summary),
    listSummary: listSummaryTextOf(summary),
  };
}

/** The workshop's repair row, locked for the write that follows when `lock`; not-found when it has none. */
async function selectRepair(
  db: Executor,
  workshopId: string,
  id: string,
  lock: boolean,
): Promise<Pick<RepairRow, 'id' | 'doc' | 'storedVersion'>> {
  const query = db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new FunctionError('not-found', 'This repair does not exist.');
  return row;
}

export async function getRepair(
  db: Executor,
  workshopId: string,
  id: string,
  now: Date,
): Promise<{ repair: TRepair; storedVersion: number; stored: unknown }> {
  const row = await selectRepair(db, workshopId, id, false);
  return { repair: readRow(row, now), storedVersion: row.storedVersion, stored: row.doc };
}

// ---------------------------------------------------------------------------------------------
// Writing: the data layer loads what a write names, locks the repair and saves; the rules of the
// write are the domain's (packages/domain/src/repairs).

export async function lockRepair(tx: Executor, workshopId: string, id: string, now: Date): Promise<TRepair> {
  return readRow(await selectRepair(tx, workshopId, id, true), now);
}

/** Saves the repair, and moves the stock its delivery takes or gives back (data/stock.ts). */
export async function saveRepair(tx: Executor, workshopId: string, repair: TRepair, now: Date): Promise<TRepair> {
  await tx
    .update(repairs)
    .set({ doc: repair, storedVersion: REPAIR_VERSION, ...columnsOf(repair) })
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, repair.id)));
  await syncRepairStock(tx, workshopId, repair.id, repair, now);
  return repair;
}

/** A repair's row: the document as stored, its stored version and the indexed columns of its conversion. */
export function repairRow(workshopId: string, doc: unknown, repair: TRepair) {
  return { workshopId, id: repair.id, doc, storedVersion: storedRepairVersion(doc), ...columnsOf(repair) };
}

/** A new repair's row (inside the caller's transaction), with the stock it takes; an online booking's contact is kept with it. */
export async function insertRepairRow(
  tx: Executor,
  workshopId: string,
  repair: TRepair,
  bookingContact: TBookingContact | null,
  now: Date,
) {
  await tx.insert(repairs).values({ ...repairRow(workshopId, repair, repair), bookingContact });
  await syncRepairStock(tx, workshopId, repair.id, repair, now);
}

/**
 * docs/product.md §30.1: a resend's answer, the repair it touched as it is now (not-found once deleted); `sentId` is the
 * repair the resend names, which must be the first send's.
 */
export async function repairAsNow(tx: Executor, writer: Writer, sentId: string, subjectId: string | null): Promise<TRepair> {
  refuseOtherSubject(sentId, subjectId);
  return (await getRepair(tx, writer.workshopId, sentId, writer.now)).repair;
}

/** A new entry in the status list; with a device's `change`, applied once however often it is sent (docs/product.md §30.1). */
export async function updateRepairStatus(
  db: Db,
  writer: Writer,
  input: { id: string; status: RepairStatus; date?: string; observations?: string; expectedLastUpdate?: string },
  change?: ClientChange,
): Promise<TRepair> {
  return withChange(db, change, {
    apply: async (tx) => {
      const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
      checkNotStale(current, input.expectedLastUpdate);
      const next = withStatus(
        current,
        { status: input.status, date: input.date ?? writer.now.toISOString(), observations: input.observations ?? '' },
        writer.now,
      );
      return saveRepair(tx, writer.workshopId, next, writer.now);
    },
    subjectOf: (repair) => repair.id,
    again: (tx, subjectId) => repairAsNow(tx, writer, input.id, subjectId),
  });
}

export async function setRepairPayment(
  db: Db,
  writer: Writer,
  input: { id: string; payment: RepairPayment; expectedLastUpdate?: string },
): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
    checkNotStale(current, input.expectedLastUpdate);
    const next = withDerivedFields({ ...current, payment: input.payment, lastUpdate: nextLastUpdate(current.lastUpdate, writer.now) });
    return saveRepair(tx, writer.workshopId, next, writer.now);
  });
}

/**
 * The board's order after a drag: these repairs take orderPosition 0, 1, 2… in the order given. A
 * position is where a card sits, not a change to the repair, so lastUpdate stays. With a device's `change`, applied
 * once; a resend answers as the first send did (docs/product.md §30.1).
 */
export async function reorderRepairs(db: Db, workshopId: string, ids: readonly string[], change?: ClientChange): Promise<number> {
  return withChange(db, change, {
    apply: async (tx) => {
      const result = await tx.execute(sql`
      update ${repairs} as r
      set order_position = v.position - 1,
          doc = jsonb_set(jsonb_set(r.doc, '{orderPosition}', to_jsonb(v.position - 1)), '{state,orderPosition}', to_jsonb(v.position - 1))
      from unnest(${sql.param([...ids])}::text[]) with ordinality as v(id, position)
      where r.workshop_id = ${workshopId} and r.id = v.id`);
      if (result.rowCount !== ids.length) throw new FunctionError('not-found', 'Some of these repairs do not exist.');
      return ids.length;
    },
    subjectOf: () => null,
    again: async () => ids.length,
  });
}

/** Deletes the repair; stock a delivered repair took goes back (its lines are gone). */
export async function deleteRepair(db: Db, workshopId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(repairs)
      .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, id)))
      .returning({ id: repairs.id });
    if (deleted.length === 0) throw new FunctionError('not-found', 'This repair does not exist.');
    await syncRepairStock(tx, workshopId, id, null, now);
  });
}
