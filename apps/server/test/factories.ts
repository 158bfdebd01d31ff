// Rows for data-layer tests, inserted directly with Drizzle (docs/style.md §7: factories; immich's medium
// tests): a workshop with its mechanics and a small catalogue, and version-4 repairs built through
// the domain's converter, as the data layer would store them.
import { randomUUID } from 'node:crypto';
import {
  convertRepair,
  REPAIR_VERSION,
  withDerivedFields,
  ZMaintenanceSchema,
  ZPackSchema,
  type RepairPayment,
  type RepairStatus,
  type TRepair,
} from '@rueda/domain';
import type { z } from 'zod';
import type { Executor } from '../src/db/client.ts';
import { mechanics, repairs, workshops } from '../src/db/schema.ts';
import { insertCatalogueItems } from '../src/data/catalogue.ts';
import { repairRow } from '../src/data/repairs.ts';

export interface WorkshopOverrides {
  name?: string;
  mechanicNames?: string[];
  packs?: z.input<typeof ZPackSchema>[];
  maintenances?: z.input<typeof ZMaintenanceSchema>[];
}

export interface WorkshopRows {
  id: string;
  mechanicIds: string[];
}

/** A pack with a checklist and a maintenance without one, unless the overrides say otherwise. */
const DEFAULT_PACKS = [{ id: 'pack-basic', title: 'Puesta a punto básica', price: 3500, checklist: ['Frenos', 'Cambios'] }];
const DEFAULT_MAINTENANCES = [{ id: 'm-chain', title: 'Cambio de cadena', price: 1200 }];

/** An active workshop with two mechanics and a pack and a maintenance in its catalogue. */
export async function insertWorkshop(db: Executor, overrides: WorkshopOverrides = {}): Promise<WorkshopRows> {
  const id = randomUUID();
  await db.insert(workshops).values({ id, name: overrides.name ?? 'Taller de prueba', subscriptionStatus: 'active' });
  const mechanicRows = (overrides.mechanicNames ?? ['Ana', 'Luis']).map((name) => ({ workshopId: id, id: randomUUID(), name }));
  if (mechanicRows.length > 0) await db.insert(mechanics).values(mechanicRows);
  await insertCatalogueItems(
    db,
    id,
    'packs',
    (overrides.packs ?? DEFAULT_PACKS).map((pack) => ZPackSchema.parse(pack)),
  );
  await insertCatalogueItems(
    db,
    id,
    'maintenances',
    (overrides.maintenances ?? DEFAULT_MAINTENANCES).map((item) => ZMaintenanceSchema.parse(item)),
  );
  return { id, mechanicIds: mechanicRows.map((row) => row.id) };
}

export interface RepairOverrides {
  id?: string;
  created?: string;
  lastUpdate?: string;
  status?: RepairStatus;
  payment?: RepairPayment;
  priority?: number;
  orderPosition?: number | null;
  mechanics?: string[];
  customer?: { name?: string; surname?: string; phone?: string };
  bike?: { manufacturer?: string; model?: string };
  technicalNotes?: string;
}

export const DEFAULT_CREATED = '2026-11-02T10:00:00.000Z';

/** A version-4 repair of the workshop, stored as the data layer stores one, created on DEFAULT_CREATED unless said. */
export async function insertRepair(db: Executor, workshopId: string, overrides: RepairOverrides = {}): Promise<TRepair> {
  const id = overrides.id ?? randomUUID();
  const created = overrides.created ?? DEFAULT_CREATED;
  const draft = {
    id,
    version: REPAIR_VERSION,
    created,
    lastUpdate: overrides.lastUpdate ?? created,
    priority: overrides.priority ?? 0,
    orderPosition: overrides.orderPosition ?? null,
    payment: overrides.payment ?? 'pending',
    mechanics: overrides.mechanics ?? [],
    customer: { name: 'Marta', surname: 'Iglesias', phone: '600 111 222', ...overrides.customer },
    bike: { manufacturer: overrides.bike?.manufacturer ?? 'Orbea', model: overrides.bike?.model ?? 'Orca', syncedServicePoint: workshopId },
    technicalNotes: overrides.technicalNotes ?? '',
    state: { status: [{ status: overrides.status ?? 'notReviewed', date: created }] },
  };
  const repair = withDerivedFields(convertRepair(draft, { now: new Date(created), id }));
  await db.insert(repairs).values(repairRow(workshopId, repair, repair));
  return repair;
}
