// What the isolation suite's recommendation payloads name (docs/product.md §31.1): a repair of the spare bike with
// two lines (one to take off as recommended), the bike's next repair, and an open recommendation from the first.
import type { Spare } from './isolation-payloads.ts';
import type { Workshop } from './workshop-fixture.ts';

export interface RecommendationSpare {
  /** An open recommendation of the spare bike. */
  id: string;
  /** The repair it came from, which still has its pack line. */
  fromRepairId: string;
  /** The bike's next repair, to add it to. */
  visitId: string;
}

export async function withRecommendation(a: Workshop, spare: Spare): Promise<Spare> {
  const bike = { customer: { id: spare.customerId }, bike: { id: spare.bikeId } };
  const from = await a.admin.ok('repairsCreate', {
    ...bike,
    services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain' }] },
  });
  await a.admin.ok('repairsRecommendLine', { id: from.id, lineId: 'maintenances:m-chain', note: 'Cadena gastada' });
  const [recommendation] = await a.admin.ok('recommendationsList', { bikeId: spare.bikeId });
  const visit = await a.admin.ok('repairsCreate', bike);
  return { ...spare, recommendation: { id: recommendation!.id, fromRepairId: from.id, visitId: visit.id } };
}
