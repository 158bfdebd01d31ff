// A bike's suspension units and the services recorded on them from repairs (docs/product.md §13, decision 021).
import { randomUUID } from 'node:crypto';
import {
  checkNotStale,
  FunctionError,
  nextLastUpdate,
  repairBikeId,
  repairFinishedDate,
  repairSuspensionLines,
  suspensionServiceState,
  type SuspensionServiceKind,
  type TSuspensionChanges,
  type TSuspensionService,
  type TSuspensionServicesForRepair,
  type TSuspensionUnit,
  type TSuspensionUnitView,
  type TRepair,
} from '@rueda/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { repairs, suspensionServices, suspensionUnits } from '../db/schema.ts';
import { findBike, requireBike } from './customers.ts';
import { readRow } from './repairs.ts';

type UnitRow = typeof suspensionUnits.$inferSelect;
type ServiceRow = typeof suspensionServices.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const notFound = (what: string, field: string) =>
  new FunctionError('not-found', `This ${what} does not exist.`, { fields: [{ field, message: `Unknown ${what}.` }] });
const invalid = (field: string, message: string) => new FunctionError('invalid-argument', message, { fields: [{ field, message }] });

export function unitOf(row: UnitRow): TSuspensionUnit {
  return {
    id: row.id,
    bikeId: row.bikeId,
    position: row.position === 'shock' ? 'shock' : 'fork',
    brand: { value: row.brandValue, label: row.brandLabel },
    model: row.model,
    serialNumber: row.serialNumber,
    travel: row.travel,
    intervals: {
      lowerLeg: { hours: row.lowerLegHours, months: row.lowerLegMonths },
      full: { hours: row.fullHours, months: row.fullMonths },
    },
    reportedHours: row.reportedHours,
    reportedAt: iso(row.reportedAt),
    notes: row.notes,
    sentOut:
      row.sentOutCentre !== null && row.sentOutAt !== null
        ? { centre: row.sentOutCentre, sentAt: row.sentOutAt.toISOString(), backAt: iso(row.backAt) }
        : null,
    created: row.created.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
  };
}

function serviceOf(row: ServiceRow): TSuspensionService {
  return {
    id: row.id,
    unitId: row.unitId,
    kind: row.kind === 'full' ? 'full' : 'lowerLeg',
    date: row.date.toISOString(),
    repairId: row.repairId,
    serviceLineId: row.serviceLineId,
    serviceTitle: row.serviceTitle,
    created: row.created.toISOString(),
  };
}

/** The columns of a unit's typed fields (changes or a new unit). */
function unitColumns(fields: TSuspensionChanges) {
  return {
    ...(fields.brand !== undefined && { brandValue: fields.brand.value, brandLabel: fields.brand.label }),
    ...(fields.model !== undefined && { model: fields.model }),
    ...(fields.serialNumber !== undefined && { serialNumber: fields.serialNumber }),
    ...(fields.travel !== undefined && { travel: fields.travel }),
    ...(fields.intervals !== undefined && {
      lowerLegHours: fields.intervals.lowerLeg.hours,
      lowerLegMonths: fields.intervals.lowerLeg.months,
      fullHours: fields.intervals.full.hours,
      fullMonths: fields.intervals.full.months,
    }),
    ...(fields.notes !== undefined && { notes: fields.notes }),
  };
}

const viewOf = (unit: TSuspensionUnit, services: TSuspensionService[], now: Date): TSuspensionUnitView => ({
  unit,
  services,
  state: suspensionServiceState(unit, services, now),
});

async function servicesOf(db: Executor, workshopId: string, unitIds: string[]): Promise<TSuspensionService[]> {
  if (unitIds.length === 0) return [];
  const rows = await db
    .select()
    .from(suspensionServices)
    .where(and(eq(suspensionServices.workshopId, workshopId), inArray(suspensionServices.unitId, unitIds)))
    .orderBy(desc(suspensionServices.date), desc(suspensionServices.created));
  return rows.map(serviceOf);
}

async function unitsOfBike(db: Executor, workshopId: string, bikeId: string): Promise<TSuspensionUnit[]> {
  const rows = await db
    .select()
    .from(suspensionUnits)
    .where(and(eq(suspensionUnits.workshopId, workshopId), eq(suspensionUnits.bikeId, bikeId)))
    .orderBy(asc(suspensionUnits.position));
  return rows.map(unitOf);
}

/** suspensionsList: the bike's units (fork, then shock), each with its services and state. */
export async function listSuspensions(db: Executor, workshopId: string, bikeId: string, now: Date): Promise<TSuspensionUnitView[]> {
  await requireBike(db, workshopId, bikeId, { field: 'bikeId' });
  const units = await unitsOfBike(db, workshopId, bikeId);
  const services = await servicesOf(
    db,
    workshopId,
    units.map((unit) => unit.id),
  );
  return units.map((unit) =>
    viewOf(
      unit,
      services.filter((service) => service.unitId === unit.id),
      now,
    ),
  );
}

export async function requireUnit(db: Executor, workshopId: string, id: string, options: { lock?: boolean; field?: string } = {}) {
  const query = db
    .select()
    .from(suspensionUnits)
    .where(and(eq(suspensionUnits.workshopId, workshopId), eq(suspensionUnits.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('suspension', options.field ?? 'id');
  return unitOf(row);
}

async function unitView(db: Executor, workshopId: string, id: string, now: Date): Promise<TSuspensionUnitView> {
  const unit = await requireUnit(db, workshopId, id);
  return viewOf(unit, await servicesOf(db, workshopId, [id]), now);
}

const positionTaken = () =>
  // aborted rather than failed-precondition: the screen offers only the free position, so this is another person's save.
  new FunctionError('aborted', 'This bike already has a unit in that position; it has been reloaded.', { reason: 'position-taken' });

export interface NewUnit extends Required<Omit<TSuspensionChanges, 'reportedAt'>> {
  bikeId: string;
  position: TSuspensionUnit['position'];
}

/** suspensionsCreate: one fork and one shock per bike. */
export async function createSuspension(db: Db, workshopId: string, input: NewUnit, now: Date): Promise<TSuspensionUnitView> {
  return db.transaction(async (tx) => {
    await requireBike(tx, workshopId, input.bikeId, { lock: true, field: 'bikeId' });
    const taken = (await unitsOfBike(tx, workshopId, input.bikeId)).some((unit) => unit.position === input.position);
    if (taken) throw positionTaken();
    const id = randomUUID();
    await tx.insert(suspensionUnits).values({
      workshopId,
      id,
      bikeId: input.bikeId,
      position: input.position,
      brandValue: input.brand.value,
      brandLabel: input.brand.label,
      lowerLegHours: input.intervals.lowerLeg.hours,
      lowerLegMonths: input.intervals.lowerLeg.months,
      fullHours: input.intervals.full.hours,
      fullMonths: input.intervals.full.months,
      ...unitColumns(input),
      reportedHours: input.reportedHours,
      reportedAt: input.reportedHours === null ? null : now,
      created: now,
      lastUpdate: now,
    });
    return unitView(tx, workshopId, id, now);
  });
}

/** suspensionsUpdate: refused with `aborted` when the editor saw an older version. */
export async function updateSuspension(
  db: Db,
  workshopId: string,
  input: { id: string; expectedLastUpdate: string; changes: TSuspensionChanges },
  now: Date,
): Promise<TSuspensionUnitView> {
  return db.transaction(async (tx) => {
    const current = await requireUnit(tx, workshopId, input.id, { lock: true });
    checkNotStale(current, input.expectedLastUpdate, 'suspension');
    const { reportedHours, reportedAt } = input.changes;
    // New hours are dated when they were reported: the date given, or now.
    const report =
      reportedHours === undefined
        ? reportedAt !== undefined && current.reportedHours !== null
          ? { reportedAt: reportedAt === null ? null : new Date(reportedAt) }
          : {}
        : { reportedHours, reportedAt: reportedHours === null ? null : new Date(reportedAt ?? now.toISOString()) };
    await tx
      .update(suspensionUnits)
      .set({ ...unitColumns(input.changes), ...report, lastUpdate: new Date(nextLastUpdate(current.lastUpdate, now)) })
      .where(and(eq(suspensionUnits.workshopId, workshopId), eq(suspensionUnits.id, input.id)));
    return unitView(tx, workshopId, input.id, now);
  });
}

export async function deleteSuspension(db: Db, workshopId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireUnit(tx, workshopId, id, { lock: true });
    await tx.delete(suspensionUnits).where(and(eq(suspensionUnits.workshopId, workshopId), eq(suspensionUnits.id, id)));
  });
}

/** suspensionsSendOut: the unit goes to a service centre (again, or a correction of the last sending). */
export async function sendOutSuspension(
  db: Db,
  workshopId: string,
  input: { id: string; centre: string; sentAt: string },
  now: Date,
): Promise<TSuspensionUnitView> {
  return db.transaction(async (tx) => {
    const current = await requireUnit(tx, workshopId, input.id, { lock: true });
    await tx
      .update(suspensionUnits)
      .set({
        sentOutCentre: input.centre,
        sentOutAt: new Date(input.sentAt),
        backAt: null,
        lastUpdate: new Date(nextLastUpdate(current.lastUpdate, now)),
      })
      .where(and(eq(suspensionUnits.workshopId, workshopId), eq(suspensionUnits.id, input.id)));
    return unitView(tx, workshopId, input.id, now);
  });
}

/** suspensionsReturn: the unit is back from the centre (a unit already back gets its date corrected). */
export async function returnSuspension(db: Db, workshopId: string, input: { id: string; backAt: string }, now: Date) {
  return db.transaction(async (tx) => {
    const current = await requireUnit(tx, workshopId, input.id, { lock: true });
    if (current.sentOut === null) {
      throw new FunctionError('failed-precondition', 'This suspension was not sent out.', { reason: 'not-sent-out' });
    }
    if (Date.parse(input.backAt) < Date.parse(current.sentOut.sentAt)) throw invalid('backAt', 'It came back before it was sent.');
    await tx
      .update(suspensionUnits)
      .set({ backAt: new Date(input.backAt), lastUpdate: new Date(nextLastUpdate(current.lastUpdate, now)) })
      .where(and(eq(suspensionUnits.workshopId, workshopId), eq(suspensionUnits.id, input.id)));
    return unitView(tx, workshopId, input.id, now);
  });
}

async function requireRepair(db: Executor, workshopId: string, id: string, now: Date, lock = false): Promise<TRepair> {
  const query = db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, id)));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw notFound('repair', 'repairId');
  return readRow(row, now);
}

/** suspensionServicesForRepair: the units of the repair's bike and what the repair recorded on them. */
export async function repairSuspensionServices(
  db: Executor,
  workshopId: string,
  repairId: string,
  now: Date,
): Promise<TSuspensionServicesForRepair> {
  const repair = await requireRepair(db, workshopId, repairId, now);
  const bikeId = repairBikeId(repair);
  const bike = bikeId === null ? undefined : await findBike(db, workshopId, bikeId);
  const units = bike ? await listSuspensions(db, workshopId, bike.id, now) : [];
  const rows = await db
    .select()
    .from(suspensionServices)
    .where(and(eq(suspensionServices.workshopId, workshopId), eq(suspensionServices.repairId, repairId)))
    .orderBy(asc(suspensionServices.created));
  return { bikeId: bike?.id ?? null, units, services: rows.map(serviceOf) };
}

/**
 * suspensionServicesRecord (docs/product.md §13.2): one of the repair's suspension lines, done on a unit of the
 * repair's bike, dated when the repair was finished (or now). Recording the same line on the same unit again
 * changes its kind and date.
 */
export async function recordSuspensionService(
  db: Db,
  workshopId: string,
  input: { repairId: string; unitId: string; serviceLineId: string; kind: SuspensionServiceKind },
  now: Date,
): Promise<TSuspensionService> {
  return db.transaction(async (tx) => {
    const repair = await requireRepair(tx, workshopId, input.repairId, now, true);
    const unit = await requireUnit(tx, workshopId, input.unitId, { lock: true, field: 'unitId' });
    if (repairBikeId(repair) !== unit.bikeId) throw invalid('unitId', 'This suspension is not on the repair’s bike.');
    const line = repairSuspensionLines(repair).find((chosen) => chosen.id === input.serviceLineId);
    if (!line) throw invalid('serviceLineId', 'The repair has no such suspension line.');
    const date = new Date(repairFinishedDate(repair) ?? now.toISOString());
    const [row] = await tx
      .insert(suspensionServices)
      .values({
        workshopId,
        id: randomUUID(),
        unitId: unit.id,
        kind: input.kind,
        date,
        repairId: repair.id,
        serviceLineId: line.id,
        serviceTitle: line.title,
        created: now,
      })
      .onConflictDoUpdate({
        target: [suspensionServices.workshopId, suspensionServices.repairId, suspensionServices.serviceLineId, suspensionServices.unitId],
        set: { kind: input.kind, date, serviceTitle: line.title },
      })
      .returning();
    return serviceOf(row!);
  });
}

/** suspensionServicesDelete: undoes a recorded service. */
export async function deleteSuspensionService(db: Db, workshopId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(suspensionServices)
    .where(and(eq(suspensionServices.workshopId, workshopId), eq(suspensionServices.id, id)))
    .returning({ id: suspensionServices.id });
  if (deleted.length === 0) throw notFound('service', 'id');
}
