// Repairs in PostgreSQL (docs/architecture.md §9): the document as written or imported, in any
// version, plus indexed columns from its version-4 conversion. Reads convert (docs/product.md §3); writes
// store version 4. Lists are in repairs-list.ts, imports in repairs-import.ts. Every query is scoped
// by the workshop id from the caller's verified token.
import { randomUUID } from 'node:crypto';
import {
  applyRepairChanges,
  bookingEventBodyOf,
  calendarStart,
  chargeableTotalOf,
  checkInitialPayment,
  checkNotStale,
  convertRepair,
  FunctionError,
  newRepair,
  nextLastUpdate,
  REPAIR_VERSION,
  repairWorkMinutes,
  searchTextOf,
  storedRepairVersion,
  summariseRepair,
  withDerivedFields,
  withStatus,
  type CatalogueItemsByKind,
  type RepairPayment,
  type RepairStatus,
  type ServiceChoices,
  type ServiceKind,
  type TBookingContact,
  type TRepair,
  type ZRepairsCreateInputSchema,
  type ZRepairsUpdateInputSchema,
} from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { catalogueItems } from './catalogue.ts';
import { createBike, createCustomer, findBike, findCustomer } from './customers.ts';
import { unknownMechanics } from './mechanics.ts';
import { listSummaryTextOf } from './repair-summary-text.ts';
import { syncRepairStock } from './stock.ts';

type RepairRow = typeof repairs.$inferSelect;

/** Who is writing: the workshop from the token, and whether the role may set prices and payments. */
export interface Writer {
  workshopId: string;
  mayPrice: boolean;
  now: Date;
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

/** The catalogue items of the chosen services (none when no services are chosen). */
async function loadChosenItems(tx: Executor, workshopId: string, choices: ServiceChoices | undefined): Promise<CatalogueItemsByKind> {
  const idsOf = (kind: ServiceKind) => choices?.[kind].map((choice) => choice.id) ?? [];
  return {
    packs: await catalogueItems(tx, workshopId, 'packs', idsOf('packs')),
    maintenances: await catalogueItems(tx, workshopId, 'maintenances', idsOf('maintenances')),
    suspensions: await catalogueItems(tx, workshopId, 'suspensions', idsOf('suspensions')),
    stockItems: await catalogueItems(tx, workshopId, 'stockItems', idsOf('stockItems')),
  };
}

type CreateInput = z.output<typeof ZRepairsCreateInputSchema>;
type CustomerInput = CreateInput['customer'];
type BikeInput = CreateInput['bike'];

/** The repair's customer: an existing one of this workshop, or a new one when a name or phone is given. */
async function resolveCustomer(tx: Executor, writer: Writer, input: CustomerInput) {
  if (input.id !== null) {
    const customer = await findCustomer(tx, writer.workshopId, input.id);
    if (!customer)
      throw new FunctionError('not-found', 'This customer does not exist.', {
        fields: [{ field: 'customer.id', message: 'Unknown customer.' }],
      });
    return customer;
  }
  if (input.name === '' && input.phone === '') return null;
  const { id: _id, ...fields } = input;
  return createCustomer(tx, writer.workshopId, fields, writer.now);
}

async function resolveBike(tx: Executor, writer: Writer, input: BikeInput, customerId: string | null) {
  if (input.id !== null) {
    const bike = await findBike(tx, writer.workshopId, input.id);
    if (!bike || (customerId !== null && bike.customerId !== customerId)) {
      throw new FunctionError('not-found', 'This bike does not exist.', { fields: [{ field: 'bike.id', message: 'Unknown bike.' }] });
    }
    return bike;
  }
  if (customerId === null || (input.manufacturer === '' && input.model === '')) return null;
  const { id: _id, ...fields } = input;
  return createBike(tx, writer.workshopId, customerId, fields, writer.now);
}

/** A repair's row: the document as stored, its stored version and the indexed columns of its conversion. */
export function repairRow(workshopId: string, doc: unknown, repair: TRepair) {
  return { workshopId, id: repair.id, doc, storedVersion: storedRepairVersion(doc), ...columnsOf(repair) };
}

/** The fast intake (docs/product.md §2): the repair, and its new customer and bike if they are new, in one transaction. */
export async function createRepair(db: Db, writer: Writer, input: CreateInput): Promise<TRepair> {
  checkInitialPayment(input.payment, writer.mayPrice);
  return db.transaction((tx) => insertRepair(tx, writer, input));
}

/**
 * createRepair's work inside a transaction the caller holds (a booking checks the day's capacity in the same one).
 * An online booking's `bookingContact` is kept with it; its customer and bike are only the ones it names by id,
 * what it typed otherwise being copied and no record made (docs/decisions/058).
 */
export async function insertRepair(
  tx: Executor,
  writer: Writer,
  input: CreateInput,
  bookingContact: TBookingContact | null = null,
): Promise<TRepair> {
  const booked = bookingContact !== null;
  const customer = booked && input.customer.id === null ? null : await resolveCustomer(tx, writer, input.customer);
  const bike = booked && input.bike.id === null ? null : await resolveBike(tx, writer, input.bike, customer?.id ?? null);
  const repair = newRepair(input, {
    ...writer,
    newId: randomUUID,
    customer,
    bike,
    unknownMechanics: await unknownMechanics(tx, writer.workshopId, input.mechanics),
    catalogue: await loadChosenItems(tx, writer.workshopId, input.services),
  });
  await tx.insert(repairs).values({ ...repairRow(writer.workshopId, repair, repair), bookingContact });
  await syncRepairStock(tx, writer.workshopId, repair.id, repair, writer.now);
  return repair;
}

type UpdateInput = z.output<typeof ZRepairsUpdateInputSchema>;

/** The repair page (docs/product.md §4): saves the fields that changed, refusing a save based on an older version. */
export async function updateRepair(db: Db, writer: Writer, input: UpdateInput): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
    checkNotStale(current, input.expectedLastUpdate);
    const { changes } = input;
    // Only a customer other than the repair's is looked up; otherwise the typed fields are copied.
    const customer =
      changes.customer && changes.customer.id !== null && changes.customer.id !== current.customer.id
        ? await resolveCustomer(tx, writer, changes.customer)
        : null;
    // A bike named by id must be the customer's that the repair has after this save.
    const bike =
      changes.bike && changes.bike.id !== null
        ? await resolveBike(tx, writer, changes.bike, changes.customer?.id ?? current.customer.id)
        : null;
    const next = applyRepairChanges(current, changes, {
      ...writer,
      newId: randomUUID,
      customer,
      bike,
      unknownMechanics: await unknownMechanics(tx, writer.workshopId, changes.mechanics ?? []),
      catalogue: await loadChosenItems(tx, writer.workshopId, changes.services),
    });
    return saveRepair(tx, writer.workshopId, next, writer.now);
  });
}

export async function updateRepairStatus(
  db: Db,
  writer: Writer,
  input: { id: string; status: RepairStatus; date?: string; observations?: string; expectedLastUpdate?: string },
): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
    checkNotStale(current, input.expectedLastUpdate);
    const next = withStatus(
      current,
      { status: input.status, date: input.date ?? writer.now.toISOString(), observations: input.observations ?? '' },
      writer.now,
    );
    return saveRepair(tx, writer.workshopId, next, writer.now);
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
 * position is where a card sits, not a change to the repair, so lastUpdate stays.
 */
export async function reorderRepairs(db: Db, workshopId: string, ids: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update ${repairs} as r
      set order_position = v.position - 1,
          doc = jsonb_set(jsonb_set(r.doc, '{orderPosition}', to_jsonb(v.position - 1)), '{state,orderPosition}', to_jsonb(v.position - 1))
      from unnest(${sql.param([...ids])}::text[]) with ordinality as v(id, position)
      where r.workshop_id = ${workshopId} and r.id = v.id`);
    if (result.rowCount !== ids.length) throw new FunctionError('not-found', 'Some of these repairs do not exist.');
    return ids.length;
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
