import { describe, expect, it } from 'vitest';
import { REPAIR_STATUSES, type RepairStatus } from '../repairs/status.ts';
import { consolidateChainFigures, type TChainWorkshopFigures } from './consolidated.ts';

const statuses = (some: Partial<Record<RepairStatus, number>>) =>
  Object.fromEntries(REPAIR_STATUSES.map((status) => [status, some[status] ?? 0])) as Record<RepairStatus, number>;

const workshop = (overrides: Partial<TChainWorkshopFigures>): TChainWorkshopFigures => ({
  workshopId: 'w',
  workshopName: 'W',
  isHeadOffice: false,
  repairs: 0,
  repairsByStatus: statuses({}),
  revenue: 0,
  stay: { averageDays: null, repairs: 0, totalDays: 0 },
  mechanics: [],
  ...overrides,
});

describe('the chain’s consolidated figures (docs/product.md §32.2)', () => {
  const head = workshop({
    workshopId: 'a',
    workshopName: 'Centro',
    isHeadOffice: true,
    repairs: 3,
    repairsByStatus: statuses({ delivered: 2, inProgress: 1 }),
    revenue: 12_000,
    stay: { averageDays: 2, repairs: 2, totalDays: 4 },
    mechanics: [{ id: 'm1', name: 'Ana', repairs: 2, workMinutes: 90, trackedMinutes: 30 }],
  });
  const other = workshop({
    workshopId: 'b',
    workshopName: 'Chamberí',
    repairs: 2,
    repairsByStatus: statuses({ delivered: 1, notReviewed: 1 }),
    revenue: 4_550,
    stay: { averageDays: 10, repairs: 1, totalDays: 10 },
    mechanics: [
      { id: 'm2', name: 'Ana', repairs: 1, workMinutes: 60, trackedMinutes: 0 },
      { id: null, name: '', repairs: 1, workMinutes: 0, trackedMinutes: 0 },
    ],
  });

  it('adds up repairs, statuses and revenue', () => {
    const total = consolidateChainFigures([head, other]);
    expect(total.repairs).toBe(5);
    expect(total.repairsByStatus).toEqual(statuses({ delivered: 3, inProgress: 1, notReviewed: 1 }));
    expect(total.revenue).toBe(16_550);
  });

  it('weighs each workshop’s stay by the repairs it delivered, not an average of the averages', () => {
    // (4 + 10) days over 3 repairs is 4.7 days; the averages' average would be 6.
    expect(consolidateChainFigures([head, other]).stay).toEqual({ averageDays: 4.7, repairs: 3, totalDays: 14 });
  });

  it('keeps the mechanics of different workshops apart, even with the same name', () => {
    const { mechanics } = consolidateChainFigures([head, other]);
    expect(mechanics.map((mechanic) => [mechanic.workshopId, mechanic.name, mechanic.repairs])).toEqual([
      ['a', 'Ana', 2],
      ['b', 'Ana', 1],
      ['b', '', 1],
    ]);
  });

  it('answers zeros and no average for a chain with nothing in the timeframe', () => {
    expect(consolidateChainFigures([workshop({}), workshop({})])).toEqual({
      repairs: 0,
      repairsByStatus: statuses({}),
      revenue: 0,
      stay: { averageDays: null, repairs: 0, totalDays: 0 },
      mechanics: [],
    });
  });
});
