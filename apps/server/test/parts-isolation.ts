// What the isolation suite's parts payloads name (docs/product.md §31.2): a repair of the spare bike with a part to
// order on it.
import type { Spare } from './isolation-payloads.ts';
import type { Workshop } from './workshop-fixture.ts';

export interface PartSpare {
  /** A free-text part to order. */
  id: string;
  repairId: string;
}

export async function withPart(a: Workshop, spare: Spare): Promise<Spare> {
  const repair = await a.admin.ok('repairsCreate', { customer: { id: spare.customerId }, bike: { id: spare.bikeId } });
  const part = await a.admin.ok('partsCreate', { repairId: repair.id, title: 'Patilla de cambio', supplier: 'Ciclos Norte', quantity: 1 });
  return { ...spare, part: { id: part.id, repairId: repair.id } };
}

/** The part's concurrency token as it is now (the runs before may have changed it). */
export async function partToken(a: Workshop, spare: Spare, fallback: string): Promise<string> {
  if (!spare.part) return fallback;
  const parts = await a.admin.ok('partsList', { repairId: spare.part.repairId });
  return parts.find((part) => part.id === spare.part?.id)?.lastUpdate ?? fallback;
}

/** The parts functions' valid payloads, naming the spare's part and its repair (isolation-payloads.ts joins them). */
export function partsPayloads(part: PartSpare, lastUpdate: string) {
  return {
    partsList: { states: ['toOrder', 'ordered', 'arrived'] },
    partsCreate: {
      repairId: part.repairId,
      title: 'Cable de freno',
      supplier: 'Ciclos Norte',
      reference: 'CF-1',
      quantity: 2,
      cost: 900,
      orderedOn: '2026-11-20',
      expectedOn: '2026-11-25',
    },
    partsUpdate: {
      id: part.id,
      expectedLastUpdate: lastUpdate,
      changes: { supplier: 'Otro', quantity: 3, cost: 1000, expectedOn: '2026-12-01' },
    },
    partsOrder: { ids: [part.id], orderedOn: '2026-11-20', expectedOn: '2026-11-22' },
    partsArrive: { id: part.id },
    partsDelete: { id: part.id },
    partsToCall: {},
    partsCustomerTold: { repairId: part.repairId },
  };
}
