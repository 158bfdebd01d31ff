// The chain's view's answers for tests (docs/product.md §32.2): a head office and a second shop, and their repairs.
import {
  REPAIR_STATUSES,
  type RepairStatus,
  type TChainRepair,
  type TChainSubscription,
  type TChainsDashboardOutput,
  type TChainWorkshopFigures,
} from '@rueda/domain';

export const statuses = (some: Partial<Record<RepairStatus, number>> = {}) =>
  Object.fromEntries(REPAIR_STATUSES.map((status) => [status, some[status] ?? 0])) as Record<RepairStatus, number>;

export function workshopFigures(overrides: Partial<TChainWorkshopFigures> = {}): TChainWorkshopFigures {
  return {
    workshopId: 'w1',
    workshopName: 'Taller Ana',
    isHeadOffice: true,
    repairs: 3,
    repairsByStatus: statuses({ delivered: 2, inProgress: 1 }),
    revenue: 12_500,
    stay: { averageDays: 2.5, repairs: 2, totalDays: 5 },
    mechanics: [{ id: 'm1', name: 'Ana', repairs: 2, workMinutes: 120, trackedMinutes: 90 }],
    ...overrides,
  };
}

/** Taller Ana (the head office, the workshop in use) and Taller Sur, with the total as the server adds it up. */
export function chainDashboardData(): TChainsDashboardOutput {
  const head = workshopFigures();
  const south = workshopFigures({
    workshopId: 'w2',
    workshopName: 'Taller Sur',
    isHeadOffice: false,
    repairs: 2,
    repairsByStatus: statuses({ delivered: 1, notReviewed: 1 }),
    revenue: 4_000,
    stay: { averageDays: 4, repairs: 1, totalDays: 4 },
    mechanics: [
      { id: 'm9', name: 'Ana', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
      { id: null, name: '', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
    ],
  });
  return {
    workshops: [head, south],
    total: {
      repairs: 5,
      repairsByStatus: statuses({ delivered: 3, inProgress: 1, notReviewed: 1 }),
      revenue: 16_500,
      stay: { averageDays: 3, repairs: 3, totalDays: 9 },
      mechanics: [
        ...head.mechanics.map((mechanic) => ({ ...mechanic, workshopId: 'w1', workshopName: 'Taller Ana' })),
        ...south.mechanics.map((mechanic) => ({ ...mechanic, workshopId: 'w2', workshopName: 'Taller Sur' })),
      ],
    },
  };
}

export function chainRepair(overrides: Partial<TChainRepair> = {}): TChainRepair {
  return {
    id: 'r1',
    workshopId: 'w1',
    workshopName: 'Taller Ana',
    status: 'inProgress',
    payment: 'pending',
    priority: 0,
    orderPosition: null,
    customer: { id: 'c1', name: 'Marta', surname: 'Ruiz', phone: '600000000' },
    bike: { manufacturer: 'Orbea', model: 'Oiz', color: '', type: 'mountain' },
    mechanics: [],
    totalPrice: 5_900,
    entryDate: null,
    deliveryDate: null,
    created: '2026-06-01T09:00:00.000Z',
    lastUpdate: '2026-06-02T09:00:00.000Z',
    notified: false,
    booking: { confirmedDate: null, postponedDate: null, finishedDate: null },
    storedVersion: 4,
    ...overrides,
  };
}

/** docs/product.md §32.6: a chain's subscription as chainSubscriptionGet answers it; none started yet, two workshops. */
export function chainSubscriptionData(overrides: Partial<TChainSubscription> = {}): TChainSubscription {
  return {
    chainId: 'c1',
    chainName: 'Bicis Norte y Sur',
    state: 'none',
    planId: 'workshop-pro',
    planName: 'Workshop Pro',
    pricePerWorkshop: 2_999,
    amount: 5_998,
    currency: 'EUR',
    interval: 'month',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    paymentFailureReason: null,
    workshops: [
      { id: 'w1', name: 'Taller Ana', taxId: 'B11111111', isHeadOffice: true, ownStatus: 'trialing', ownRenews: false, ownPeriodEnd: null },
      {
        id: 'w2',
        name: 'Taller Sur',
        taxId: '',
        isHeadOffice: false,
        ownStatus: 'active',
        ownRenews: true,
        ownPeriodEnd: '2026-07-01T00:00:00.000Z',
      },
    ],
    invoices: [],
    ...overrides,
  };
}
