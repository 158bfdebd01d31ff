// Factories for the dashboard's tests (docs/style.md §7: factories with overrides): a month of figures
// that says something in every card.
import type { TDashboard } from '@rueda/domain';

export function dashboardData(overrides: Partial<TDashboard> = {}): TDashboard {
  return {
    timeZone: 'Europe/Madrid',
    bucket: 'day',
    total: 12,
    statuses: {
      notReviewed: 2,
      postponed: 0,
      managing: 0,
      confirmed: 1,
      workshopEntrance: 0,
      inProgress: 4,
      paused: 0,
      finished: 2,
      delivered: 3,
    },
    received: [
      { start: '2026-06-01', end: '2026-06-01', received: 5, delivered: 2 },
      { start: '2026-06-02', end: '2026-06-02', received: 7, delivered: 1 },
    ],
    revenue: {
      source: 'repairs',
      documents: null,
      total: 123_450,
      byPayment: { pending: 23_450, paid: 100_000, partial: 0, warranty: 0, sponsorship: 0 },
      byKind: { packs: 60_000, maintenances: 50_000, suspensions: 0, stockItems: 13_450 },
    },
    stay: {
      averageDays: 4.5,
      repairs: 3,
      previousAverageDays: 3,
      trend: [
        { start: '2026-06-01', end: '2026-06-01', averageDays: 4, repairs: 2 },
        { start: '2026-06-02', end: '2026-06-02', averageDays: 5.5, repairs: 1 },
      ],
    },
    mechanics: [
      { id: 'mech-1', name: 'Luis Martín', active: true, repairs: 7, workMinutes: 570, trackedMinutes: 495 },
      { id: 'mech-2', name: 'Irene Sala', active: false, repairs: 2, workMinutes: 60, trackedMinutes: 0 },
      { id: null, name: '', active: true, repairs: 3, workMinutes: 90, trackedMinutes: 0 },
    ],
    nextBookings: [
      { id: 'r-book-1', title: 'Rosa Vidal · Orbea Alma', date: '2026-06-15T08:30:00.000Z', storedVersion: 4 },
      { id: 'r-book-2', title: 'Tiago Costa · BH Ultralight', date: '2026-06-16T15:00:00.000Z', storedVersion: 3 },
    ],
    uncollected: {
      count: 2,
      repairs: [
        { id: 'r-wait-1', title: 'Nuria Prats · Trek Marlin', date: '2026-05-20T10:00:00.000Z', storedVersion: 4 },
        { id: 'r-wait-2', title: 'Joan Pla · Giant Talon', date: '2026-06-01T10:00:00.000Z', storedVersion: 4 },
      ],
    },
    lowStock: {
      count: 1,
      items: [{ id: 'st-1', title: 'Cámara 29"', quantity: 1, minQuantity: 5 }],
    },
    ...overrides,
  };
}

/** A workshop with no repair in the timeframe, and nothing waiting either. */
export function emptyDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  return dashboardData({
    total: 0,
    statuses: {
      notReviewed: 0,
      postponed: 0,
      managing: 0,
      confirmed: 0,
      workshopEntrance: 0,
      inProgress: 0,
      paused: 0,
      finished: 0,
      delivered: 0,
    },
    received: [{ start: '2026-06-01', end: '2026-06-01', received: 0, delivered: 0 }],
    revenue: {
      source: 'repairs',
      documents: null,
      total: 0,
      byPayment: { pending: 0, paid: 0, partial: 0, warranty: 0, sponsorship: 0 },
      byKind: { packs: 0, maintenances: 0, suspensions: 0, stockItems: 0 },
    },
    stay: { averageDays: null, repairs: 0, previousAverageDays: null, trend: [] },
    mechanics: [],
    nextBookings: [],
    uncollected: { count: 0, repairs: [] },
    lowStock: { count: 0, items: [] },
    ...overrides,
  });
}

/** The revenue of a workshop that issues documents (docs/product.md §29): an invoice at two rates, a rectification, three methods. */
export function documentsRevenue(): NonNullable<TDashboard['revenue']> {
  return {
    source: 'documents',
    total: 17_300,
    byPayment: { pending: 6550, paid: 0, partial: 0, warranty: 0, sponsorship: 0 },
    byKind: { packs: 3500, maintenances: 2400, suspensions: 0, stockItems: 650 },
    documents: {
      byRate: [
        { rateBp: 2100, grossCents: 15_100, baseCents: 12_480, taxCents: 2620 },
        { rateBp: 1000, grossCents: 2200, baseCents: 2000, taxCents: 200 },
      ],
      byMethod: { cash: 5000, card: 200, bizum: 12_100, transfer: -1000, mbway: 0 },
    },
  };
}
