// What the isolation suite's suspension payloads name (docs/product.md §13): a repair of the spare bike with the
// fork line, the bike's fork (sent out, so it can come back) and a service recorded from the repair.
import type { Spare } from './isolation-payloads.ts';
import type { Workshop } from './workshop-fixture.ts';

export interface SuspensionSpare {
  unitId: string;
  repairId: string;
  serviceId: string;
}

export async function withSuspension(a: Workshop, spare: Spare): Promise<Spare> {
  const repair = await a.admin.ok('repairsCreate', {
    customer: { id: spare.customerId },
    bike: { id: spare.bikeId },
    services: { suspensions: [{ id: 's-fork' }] },
  });
  const fork = await a.admin.ok('suspensionsCreate', { bikeId: spare.bikeId, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
  await a.admin.ok('suspensionsSendOut', { id: fork.unit.id, centre: 'Centro', sentAt: '2026-11-01T10:00:00.000Z' });
  const service = await a.admin.ok('suspensionServicesRecord', {
    repairId: repair.id,
    unitId: fork.unit.id,
    serviceLineId: 's-fork',
    kind: 'full',
  });
  return { ...spare, suspension: { unitId: fork.unit.id, repairId: repair.id, serviceId: service.id } };
}

/** The fork's concurrency token, for suspensionsUpdate's runs. */
export async function suspensionToken(a: Workshop, spare: Spare, fallback: string): Promise<string> {
  const views = await a.admin.ok('suspensionsList', { bikeId: spare.bikeId });
  return views.find((view) => view.unit.id === spare.suspension?.unitId)?.unit.lastUpdate ?? fallback;
}

/** The suspension functions' valid payloads, naming the spare bike, its fork and a repair's service on it. */
export function suspensionsPayloads(spare: Spare, lastUpdate: string) {
  const { unitId, repairId, serviceId } = spare.suspension ?? { unitId: 'missing', repairId: 'missing', serviceId: 'missing' };
  return {
    suspensionsList: { bikeId: spare.bikeId },
    suspensionsCreate: {
      bikeId: spare.bikeId,
      position: 'shock',
      brand: { value: 'rockshox', label: 'RockShox' },
      model: 'Super Deluxe',
      serialNumber: 'SD-1',
      travel: 150,
      intervals: { lowerLeg: { hours: 50, months: 12 }, full: { hours: 125, months: 24 } },
      reportedHours: 10,
      notes: 'Notas',
    },
    suspensionsUpdate: { id: unitId, expectedLastUpdate: lastUpdate, changes: { model: '36', travel: 150, reportedHours: 20, notes: 'N' } },
    suspensionsDelete: { id: unitId },
    suspensionsSendOut: { id: unitId, centre: 'Centro de suspensiones', sentAt: '2026-11-02T10:00:00.000Z' },
    suspensionsReturn: { id: unitId, backAt: '2026-12-01T10:00:00.000Z' },
    suspensionServicesForRepair: { repairId },
    suspensionServicesRecord: { repairId, unitId, serviceLineId: 's-fork', kind: 'lowerLeg' },
    suspensionServicesDelete: { id: serviceId },
  };
}
