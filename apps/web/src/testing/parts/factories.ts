// Factories for the parts' tests (docs/style.md §7: factories with overrides), valid by the domain's schema.
import { ZListedPartSchema, type TListedPart, type TPartRepair } from '@rueda/domain';

let sequence = 0;

/** Ana Pérez's repair r-1, her Orbea Alma. */
export function partRepair(overrides: Partial<TPartRepair> = {}): TPartRepair {
  return { id: 'r-1', status: 'inProgress', customerName: 'Ana Pérez', customerPhone: '600 111 222', bike: 'Orbea Alma', ...overrides };
}

/** A part to order for repair r-1: two Shimano chains in free text, from Shimano, not ordered yet. */
export function part(overrides: Partial<TListedPart> = {}): TListedPart {
  sequence += 1;
  return ZListedPartSchema.parse({
    id: `part-${sequence}`,
    repairId: overrides.repair?.id ?? 'r-1',
    serviceId: null,
    title: 'Cadena Shimano CN-HG701',
    supplier: 'Shimano',
    reference: 'CN-HG701-11',
    quantity: 2,
    cost: 1850,
    price: null,
    note: '',
    state: 'toOrder',
    orderedOn: null,
    expectedOn: null,
    arrivedAt: null,
    arrivedBy: null,
    customerToldAt: null,
    created: '2026-06-01T09:00:00.000Z',
    createdBy: { userId: 'user-1', name: 'Ana' },
    lastUpdate: '2026-06-01T09:00:00.000Z',
    repair: partRepair(overrides.repair),
    ...overrides,
  });
}

/** The part as ordered on a day, expected on another. */
export function ordered(overrides: Partial<TListedPart> = {}): TListedPart {
  return part({ state: 'ordered', orderedOn: '2026-06-01', expectedOn: '2026-06-05', ...overrides });
}

/** The part as arrived. */
export function arrived(overrides: Partial<TListedPart> = {}): TListedPart {
  return part({
    state: 'arrived',
    orderedOn: '2026-06-01',
    expectedOn: '2026-06-05',
    arrivedAt: '2026-06-04T10:00:00.000Z',
    arrivedBy: { userId: 'user-1', name: 'Ana' },
    ...overrides,
  });
}

/** The repair as having had parts ordered (state.parts): its page asks for them (docs/product.md §31.2). */
export function withParts<R extends { state: object }>(repair: R, total = 1, waiting = total): R {
  return { ...repair, state: { ...repair.state, parts: { total, waiting } } };
}
