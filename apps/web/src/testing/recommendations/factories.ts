// Factories for the recommendations' tests (docs/style.md §7: factories with overrides), valid by the domain's schema.
import { ZRecommendationSchema, type TRecommendation, type TRepair } from '@rueda/domain';

/** An open recommendation on bike b-1 from repair r-old: a brake bleed the staff recommended for another visit. */
export function recommendation(overrides: Partial<TRecommendation> = {}): TRecommendation {
  return ZRecommendationSchema.parse({
    id: 'rec-1',
    bikeId: 'b-1',
    fromRepairId: 'r-old',
    lineId: 'maintenances:m-purgado',
    kind: 'maintenances',
    serviceId: 'm-purgado',
    title: 'Purgado de frenos',
    priceAtTheTime: 2200,
    quantity: 1,
    reason: 'notDone',
    note: '',
    created: '2026-05-10T09:00:00.000Z',
    createdBy: { userId: 'u-1', name: 'Marta' },
    state: 'open',
    addedToRepairId: null,
    dismissedReason: null,
    closedAt: null,
    closedBy: null,
    ...overrides,
  });
}

/** The repair as naming a bike of the workshop's (state.bike.id), which keeps recommendations (docs/product.md §31.1). */
export function onBike(repair: TRepair, bikeId = 'b-1'): TRepair {
  return { ...repair, state: { ...repair.state, bike: { id: bikeId } } };
}
