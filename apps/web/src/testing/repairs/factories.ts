// Factories for the repairs feature's tests (docs/style.md §7: factories with overrides).
import {
  REPAIR_STATUSES,
  convertRepair,
  summariseRepair,
  type RepairStatus,
  type TCatalogue,
  type TMechanic,
  type TRepair,
  type TRepairSummary,
} from '@rueda/domain';
import { catalogueOf } from '@/testing/catalogue-server';
import type { RepairsBoardData } from '@/features/repairs';

let sequence = 0;

export function summary(overrides: Partial<TRepairSummary> = {}): TRepairSummary {
  sequence += 1;
  const created = new Date(Date.UTC(2026, 5, 1, 9) + sequence * 60_000).toISOString();
  return {
    id: `r-${String(sequence).padStart(5, '0')}`,
    status: 'notReviewed',
    payment: 'pending',
    priority: 0,
    orderPosition: null,
    customer: { id: `c-${sequence}`, name: 'Ana', surname: `López ${sequence}`, phone: '600 000 000' },
    bike: { manufacturer: 'Orbea', model: 'Alma', color: 'rojo', type: 'mountain' },
    mechanics: [],
    totalPrice: 3500,
    entryDate: null,
    deliveryDate: null,
    created,
    lastUpdate: created,
    notified: false,
    booking: { confirmedDate: null, postponedDate: null, finishedDate: null },
    storedVersion: 4,
    ...overrides,
  };
}

/** `count` summaries spread over every status. */
export function manySummaries(count: number): TRepairSummary[] {
  return Array.from({ length: count }, (_, index) => summary({ status: REPAIR_STATUSES[index % REPAIR_STATUSES.length] as RepairStatus }));
}

export function boardData(repairs: TRepairSummary[]): RepairsBoardData {
  const counts = Object.fromEntries(
    REPAIR_STATUSES.map((status) => [status, repairs.filter((repair) => repair.status === status).length]),
  ) as RepairsBoardData['counts'];
  return { repairs, counts, total: repairs.length, search: '' };
}

/** A whole version-4 repair, through the domain's own converter so it is always valid. */
export function repair(overrides: Record<string, unknown> = {}): TRepair {
  const created = '2026-06-01T09:00:00.000Z';
  return convertRepair(
    {
      version: 4,
      id: 'r-1',
      created,
      lastUpdate: created,
      customer: { id: 'c-1', name: 'Ana', surname: 'López', phone: '600 111 222' },
      bike: {
        manufacturer: { value: 'orbea', label: 'Orbea' },
        model: { value: 'alma', label: 'Alma' },
        color: 'rojo',
        year: 2022,
        type: 'mountain',
      },
      form: {
        services: {
          packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500, quantity: 1 }],
          maintenances: [],
          stockItems: [],
        },
        suspensions: [],
      },
      state: {
        status: [{ status: 'notReviewed', date: created, observations: '' }],
        booking: {},
        created,
        lastUpdate: created,
        controlSheets: [],
        serviceTotals: { total: 3500 },
      },
      technicalNotes: 'Ruido en el pedalier',
      ...overrides,
    },
    { now: new Date(created), id: String(overrides.id ?? 'r-1') },
  );
}

export function summaryOf(full: TRepair): TRepairSummary {
  return summariseRepair(full, 4);
}

/** The workshop's catalogue, through the domain's schema so every field an item has is filled in. */
export const CATALOGUE: TCatalogue = catalogueOf({
  packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500, checklist: ['Frenos'] }],
  maintenances: [{ id: 'm-purgado', title: 'Purgado de frenos', price: 2400 }],
  suspensions: [{ id: 's-horquilla', title: 'Mantenimiento de horquilla', price: 6000 }],
  stockItems: [{ id: 'st-camara', title: 'Cámara 29"', price: 800 }],
});

export const MECHANICS: TMechanic[] = [
  { id: 'mech-1', name: 'Luis Martín', active: true },
  { id: 'mech-2', name: 'Ana Gómez', active: true },
  { id: 'mech-3', name: 'Pepe Antiguo', active: false },
];
