// Repairs in PostgreSQL (ARCHITECTURE.md "Data"): the document as written or imported, in any
// version, plus indexed columns from its version-4 conversion. Reads convert (SPEC.md §3); writes
// store version 4. Lists are in repairs-list.ts, imports in repairs-import.ts. Every query is scoped
// by the workshop id from the caller's verified token.
import { randomUUID } from 'node:crypto';
import {
  convertRepair,
  FunctionError,
  invalidField,
  nextLastUpdate,
  REPAIR_VERSION,
  searchTextOf,
  SERVICE_KINDS,
  storedRepairVersion,
  summariseRepair,
  withDerivedFields,
  withStatus,
  type RepairPayment,
  type RepairStatus,
  type ServiceKind,
  type TChosenService,
  type TControlSheet,
  type TRepair,
  type ZRepairsCreateInputSchema,
  type ZRepairsUpdateInputSchema,
  type ZServiceChoicesSchema,
} from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { catalogueItems, type CatalogueItem } from './catalogue.ts';
import { createBike, createCustomer, findBike, findCustomer } from './customers.ts';
import { unknownMechanics } from './mechanics.ts';


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

/** The indexed columns of a repair. */
export function columnsOf(repair: TRepair) {
  return {
    status: repair.status,
    payment: repair.payment,
    priority: repair.priority,
    orderPosition: repair.orderPosition,
    created: new Date(repair.created),
    lastUpdate: new Date(repair.lastUpdate),
    mechanicIds: repair.mechanics,
    searchText: searchTextOf(summariseRepair(repair, REPAIR_VERSION)),
  };
}

/** The workshop's repair row, locked for the write that follows when `lock`; not-found when it has none. */
async function selectRepair(db: Executor, workshopId: string, id: string, lock: boolean): Promise<Pick<RepairRow, 'id' | 'doc' | 'storedVersion'>> {
  const query = db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new FunctionError('not-found', 'This repair does not exist.');
  return row;
}

export async function getRepair(db: Executor, workshopId: string, id: string, now: Date): Promise<{ repair: TRepair; storedVersion: number; stored: unknown }> {
  const row = await selectRepair(db, workshopId, id, false);
  return { repair: readRow(row, now), storedVersion: row.storedVersion, stored: row.doc };
}

// ---------------------------------------------------------------------------------------------
// Writing

async function lockRepair(tx: Executor, workshopId: string, id: string, now: Date): Promise<TRepair> {
  return readRow(await selectRepair(tx, workshopId, id, true), now);
}

/** Issue 4: a save based on an older version is refused; the caller reloads and tries again. */
function checkNotStale(repair: TRepair, expectedLastUpdate: string | undefined): void {
  if (expectedLastUpdate !== undefined && Date.parse(expectedLastUpdate) !== Date.parse(repair.lastUpdate)) {
    throw new FunctionError('aborted', 'Someone else changed this repair; it has been reloaded.', { reason: 'stale', lastUpdate: repair.lastUpdate });
  }
}

async function saveRepair(tx: Executor, workshopId: string, repair: TRepair): Promise<TRepair> {
  await tx
    .update(repairs)
    .set({ doc: repair, storedVersion: REPAIR_VERSION, ...columnsOf(repair) })
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, repair.id)));
  return repair;
}

function needsPricing(): FunctionError {
  return new FunctionError('permission-denied', 'Your role may not change prices or payments.', { reason: 'role' });
}

type Choices = z.output<typeof ZServiceChoicesSchema>;

/**
 * The chosen services, priced: an item already on the repair keeps its price, a new one takes the
 * catalogue's; a different price needs the repairs.pricing permission.
 */
async function priceServices(tx: Executor, writer: Writer, choices: Choices, existing: TRepair | null): Promise<Record<ServiceKind, TChosenService[]> & { catalogue: Map<string, CatalogueItem> }> {
  const result = { packs: [], maintenances: [], suspensions: [], stockItems: [], catalogue: new Map() } as Record<ServiceKind, TChosenService[]> & { catalogue: Map<string, CatalogueItem> };
  for (const kind of SERVICE_KINDS) {
    const chosen = choices[kind];
    const items = await catalogueItems(tx, writer.workshopId, kind, chosen.map((choice) => choice.id));
    const before = existing ? (kind === 'suspensions' ? existing.form.suspensions : existing.form.services[kind]) : [];
    chosen.forEach((choice, index) => {
      const item = items.get(choice.id);
      const previous = before.find((service) => service.id === choice.id);
      if (!item && !previous) throw invalidField(`services.${kind}.${index}.id`, 'This service is not in the workshop’s catalogue.');
      const basePrice = previous?.price ?? item!.price;
      if (choice.price !== undefined && choice.price !== basePrice && !writer.mayPrice) throw needsPricing();
      if (item) result.catalogue.set(`${kind}:${item.id}`, item);
      result[kind].push({ ...(previous ?? {}), id: choice.id, title: item?.title ?? previous!.title, price: choice.price ?? basePrice, quantity: choice.quantity });
    });
  }
  return result;
}

/** Issue 4: a control sheet per pack or maintenance with a checklist; sheets of removed ones go. */
function controlSheetsFor(priced: Awaited<ReturnType<typeof priceServices>>, existing: readonly TControlSheet[]): TControlSheet[] {
  const sheets: TControlSheet[] = [];
  for (const [kind, key] of [['packs', 'packId'], ['maintenances', 'maintenanceId']] as const) {
    for (const service of priced[kind]) {
      const kept = existing.find((sheet) => sheet[key] === service.id);
      if (kept) {
        sheets.push(kept);
        continue;
      }
      const checklist = (priced.catalogue.get(`${kind}:${service.id}`) as { checklist?: string[] } | undefined)?.checklist ?? [];
      if (checklist.length > 0) sheets.push({ controlSheetId: randomUUID(), [key]: service.id, items: checklist.map((label) => ({ label, checked: false })) });
    }
  }
  return sheets;
}

type CreateInput = z.output<typeof ZRepairsCreateInputSchema>;
type CustomerInput = CreateInput['customer'];
type BikeInput = CreateInput['bike'];

/** The repair's customer: an existing one of this workshop, or a new one when a name or phone is given. */
async function resolveCustomer(tx: Executor, writer: Writer, input: CustomerInput) {
  if (input.id !== null) {
    const customer = await findCustomer(tx, writer.workshopId, input.id);
    if (!customer) throw new FunctionError('not-found', 'This customer does not exist.', { fields: [{ field: 'customer.id', message: 'Unknown customer.' }] });
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

function option(value: string, fallback: string) {
  const text = value.trim();
  return text ? { value: text, label: text } : { value: fallback, label: fallback };
}

type CustomerFields = Pick<TRepair['customer'], 'id' | 'name' | 'surname' | 'phone' | 'address' | 'dni' | 'email'>;

/** The repair's copy of its customer, and the form's phone and full name that go with it. */
function repairCustomerOf(fields: CustomerFields): { customer: TRepair['customer']; phone: string; fullName: string } {
  const customer = { id: fields.id, name: fields.name, surname: fields.surname, phone: fields.phone, address: fields.address, dni: fields.dni, email: fields.email };
  return { customer, phone: fields.phone, fullName: [fields.name, fields.surname].filter(Boolean).join(' ') };
}

/** The repair's copy of its bike, with SPEC.md §3's defaults for what is not known. */
function repairBikeOf(fields: { manufacturer: string; model: string; color: string; year: number | null; type: string }, fallbackYear: number) {
  return {
    manufacturer: option(fields.manufacturer, 'generic'),
    model: option(fields.model, 'unknown'),
    color: fields.color,
    year: fields.year ?? fallbackYear,
    type: fields.type || 'unknown',
  };
}

/** A repair's row: the document as stored, its stored version and the indexed columns of its conversion. */
export function repairRow(workshopId: string, doc: unknown, repair: TRepair) {
  return { workshopId, id: repair.id, doc, storedVersion: storedRepairVersion(doc), ...columnsOf(repair) };
}

async function checkMechanics(tx: Executor, workshopId: string, ids: readonly string[]): Promise<void> {
  const unknown = await unknownMechanics(tx, workshopId, ids);
  if (unknown.length > 0) throw invalidField(`mechanics.${ids.indexOf(unknown[0]!)}`, 'This mechanic is not one of the workshop’s.');
}

/** Issue 4 fast intake: the repair, and its new customer and bike if they are new, in one transaction. */
export async function createRepair(db: Db, writer: Writer, input: CreateInput): Promise<TRepair> {
  if (input.payment !== 'pending' && !writer.mayPrice) throw needsPricing();
  return db.transaction(async (tx) => {
    const customer = await resolveCustomer(tx, writer, input.customer);
    const bike = await resolveBike(tx, writer, input.bike, customer?.id ?? null);
    await checkMechanics(tx, writer.workshopId, input.mechanics);
    const priced = await priceServices(tx, writer, input.services, null);
    const now = writer.now.toISOString();
    const id = randomUUID();
    const copy = repairCustomerOf(customer ?? { ...input.customer, id: null });
    const draft = {
      id,
      version: REPAIR_VERSION,
      priority: input.priority,
      orderPosition: null,
      status: input.status,
      payment: input.payment,
      customer: copy.customer,
      form: {
        phone: copy.phone,
        fullName: copy.fullName,
        services: { packs: priced.packs, maintenances: priced.maintenances, stockItems: priced.stockItems },
        suspensions: priced.suspensions,
        additionalData: input.additionalData,
      },
      bike: {
        ...repairBikeOf(bike ?? input.bike, writer.now.getUTCFullYear()),
        owner_uid: customer?.id ?? null,
        syncedServicePoint: writer.workshopId,
      },
      mechanics: input.mechanics,
      entryDate: input.entryDate,
      deliveryDate: input.deliveryDate,
      totalPrice: 0,
      hours: null,
      created: now,
      lastUpdate: now,
      notified: false,
      technicalNotes: input.technicalNotes,
      state: {
        booking: input.booking,
        status: [{ status: input.status, date: now, observations: '' }],
        created: now,
        lastUpdate: now,
        ...(bike ? { bike: { id: bike.id } } : {}),
        repairRequestVersion: REPAIR_VERSION,
        orderPosition: null,
        priority: input.priority,
        controlSheets: controlSheetsFor(priced, []),
        serviceTotals: { total: 0 },
      },
    };
    const repair = withDerivedFields(convertRepair(draft, { now: writer.now, id }));
    await tx.insert(repairs).values(repairRow(writer.workshopId, repair, repair));
    return repair;
  });
}

type UpdateInput = z.output<typeof ZRepairsUpdateInputSchema>;

/** Issue 4 repair page: saves the fields that changed, refusing a save based on an older version. */
export async function updateRepair(db: Db, writer: Writer, input: UpdateInput): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
    checkNotStale(current, input.expectedLastUpdate);
    const changes = input.changes;
    let next: TRepair = { ...current };

    if (changes.customer) {
      const customer = changes.customer.id !== null && changes.customer.id !== current.customer.id ? await resolveCustomer(tx, writer, changes.customer) : null;
      const copy = repairCustomerOf(customer ?? { ...changes.customer, id: changes.customer.id ?? current.customer.id });
      next.customer = copy.customer;
      next.form = { ...next.form, phone: copy.phone, fullName: copy.fullName };
    }
    if (changes.bike) {
      const bike = changes.bike.id !== null ? await resolveBike(tx, writer, changes.bike, next.customer.id) : null;
      next.bike = { ...next.bike, ...repairBikeOf(bike ?? changes.bike, next.bike.year) };
      if (bike) next.state = { ...next.state, bike: { id: bike.id } };
    }
    if (changes.services) {
      const priced = await priceServices(tx, writer, changes.services, current);
      next.form = { ...next.form, services: { packs: priced.packs, maintenances: priced.maintenances, stockItems: priced.stockItems }, suspensions: priced.suspensions };
      next.state = { ...next.state, controlSheets: controlSheetsFor(priced, next.state.controlSheets) };
    }
    if (changes.controlSheets) {
      const sheets = next.state.controlSheets.map((sheet) => {
        const update = changes.controlSheets!.find((item) => item.controlSheetId === sheet.controlSheetId);
        return update ? { ...sheet, items: update.items } : sheet;
      });
      changes.controlSheets.forEach((update, index) => {
        if (!sheets.some((sheet) => sheet.controlSheetId === update.controlSheetId)) throw invalidField(`changes.controlSheets.${index}.controlSheetId`, 'This control sheet is not on the repair.');
      });
      next.state = { ...next.state, controlSheets: sheets };
    }
    if (changes.mechanics) {
      await checkMechanics(tx, writer.workshopId, changes.mechanics);
      next.mechanics = changes.mechanics;
    }
    if (changes.priority !== undefined) next.priority = changes.priority;
    if (changes.technicalNotes !== undefined) next.technicalNotes = changes.technicalNotes;
    if (changes.entryDate !== undefined) next.entryDate = changes.entryDate;
    if (changes.deliveryDate !== undefined) next.deliveryDate = changes.deliveryDate;
    if (changes.booking) next.state = { ...next.state, booking: changes.booking };
    if (changes.additionalData) next.form = { ...next.form, additionalData: changes.additionalData };

    next = withDerivedFields({ ...next, lastUpdate: nextLastUpdate(current.lastUpdate, writer.now) });
    return saveRepair(tx, writer.workshopId, next);
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
    const next = withStatus(current, { status: input.status, date: input.date ?? writer.now.toISOString(), observations: input.observations ?? '' }, writer.now);
    return saveRepair(tx, writer.workshopId, next);
  });
}

export async function setRepairPayment(db: Db, writer: Writer, input: { id: string; payment: RepairPayment; expectedLastUpdate?: string }): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
    checkNotStale(current, input.expectedLastUpdate);
    const next = withDerivedFields({ ...current, payment: input.payment, lastUpdate: nextLastUpdate(current.lastUpdate, writer.now) });
    return saveRepair(tx, writer.workshopId, next);
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

export async function deleteRepair(db: Db, workshopId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, id)))
    .returning({ id: repairs.id });
  if (deleted.length === 0) throw new FunctionError('not-found', 'This repair does not exist.');
}
