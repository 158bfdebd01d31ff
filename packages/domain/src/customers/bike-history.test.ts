// docs/product.md §31.3: what a bike cost its customers, per year on the workshop's clock and in all, against a set of
// repairs built by hand; and a repair as the history lists it.
import { describe, expect, it } from 'vitest';
import { withCustomerAnswer } from '../repairs/declined-line-changes.ts';
import { withStatus } from '../repairs/changes.ts';
import { intake, NOW, writeContext } from '../repairs/fixtures/write-context.ts';
import { newRepair } from '../repairs/new-repair.ts';
import { bikeHistoryRepairOf, bikeHistoryTotals, repairDeliveredAt, type TBikeHistoryRepair } from './bike-history.ts';

type Counted = Pick<TBikeHistoryRepair, 'status' | 'deliveredAt' | 'created' | 'total'>;

const delivered = (deliveredAt: string, total: number): Counted => ({
  status: 'delivered',
  deliveredAt,
  created: '2020-01-01T10:00:00.000Z',
  total,
});

/** Four years of one bike, in the order the history lists them (newest first). */
const HISTORY: Counted[] = [
  // Not delivered yet: listed, counted nowhere.
  { status: 'finished', deliveredAt: null, created: '2026-03-02T09:00:00.000Z', total: 9_900 },
  { status: 'inProgress', deliveredAt: null, created: '2026-02-02T09:00:00.000Z', total: 4_000 },
  // 1 January 00:30 in Madrid is 31 December 23:30 in UTC: the new year's.
  delivered('2025-12-31T23:30:00.000Z', 2_500),
  // 31 December 23:30 in Madrid is 22:30 in UTC: still that year.
  delivered('2025-12-31T22:30:00.000Z', 12_000),
  delivered('2025-06-15T10:00:00.000Z', 3_500),
  // A warranty repair: delivered at no charge, counted with nothing.
  delivered('2024-05-20T16:00:00.000Z', 0),
  delivered('2024-02-01T11:00:00.000Z', 7_900),
  // An imported repair marked delivered without a date counts in the year it was made.
  { status: 'delivered', deliveredAt: null, created: '2022-08-08T08:00:00.000Z', total: 1_000 },
];

describe('bikeHistoryTotals', () => {
  it('adds each delivered repair to the year of its delivery on the workshop’s clock, newest year first', () => {
    expect(bikeHistoryTotals(HISTORY, 'Europe/Madrid')).toEqual({
      years: [
        { year: 2026, total: 2_500, repairs: 1 },
        { year: 2025, total: 15_500, repairs: 2 },
        { year: 2024, total: 7_900, repairs: 2 },
        { year: 2022, total: 1_000, repairs: 1 },
      ],
      total: 26_900,
    });
  });

  it('reads the years on the zone given: in Lisbon (UTC in winter) both late deliveries are 2025’s', () => {
    const totals = bikeHistoryTotals(HISTORY, 'Europe/Lisbon');
    expect(totals.years.map((row) => row.year)).toEqual([2025, 2024, 2022]);
    expect(totals.years[0]).toEqual({ year: 2025, total: 18_000, repairs: 3 });
    expect(totals.total).toBe(26_900);
  });

  it('is nothing for a bike without delivered repairs', () => {
    expect(bikeHistoryTotals([], 'Europe/Madrid')).toEqual({ years: [], total: 0 });
    expect(bikeHistoryTotals(HISTORY.slice(0, 2), 'Europe/Madrid')).toEqual({ years: [], total: 0 });
  });
});

describe('a repair as the bike’s history lists it', () => {
  const mechanics = new Map([
    ['mech-1', 'Lucía'],
    ['mech-2', 'Andrés'],
  ]);

  function deliveredRepair() {
    const made = newRepair(
      intake({
        services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }], suspensions: [{ id: 's-fork' }] },
        mechanics: ['mech-2', 'mech-gone'],
      }),
      writeContext(),
    );
    const declined = withCustomerAnswer(
      made,
      { approvedLineIds: ['packs:pack-basic', 'suspensions:s-fork'], declinedLineIds: ['maintenances:m-chain'] },
      NOW,
    )!;
    const entered = withStatus(declined, { status: 'workshopEntrance', date: '2026-11-21T13:00:00.000Z', observations: '' }, NOW);
    const finished = withStatus(entered, { status: 'finished', date: '2026-11-22T17:00:00.000Z', observations: '' }, NOW);
    return withStatus(finished, { status: 'delivered', date: '2026-11-23T10:00:00.000Z', observations: '' }, NOW);
  }

  it('lists the lines done (not a declined one), the mechanics’ names, its dates and total', () => {
    const line = bikeHistoryRepairOf(deliveredRepair(), mechanics, ['photo-1']);
    expect(line).toMatchObject({
      status: 'delivered',
      entryDate: '2026-11-21T13:00:00.000Z',
      finishedAt: '2026-11-22T17:00:00.000Z',
      deliveredAt: '2026-11-23T10:00:00.000Z',
      total: 9_500,
      mechanics: ['Andrés'],
      customerName: 'Marta Iglesias',
      photoIds: ['photo-1'],
    });
    expect(line.lines).toEqual([
      { kind: 'packs', title: 'Puesta a punto', quantity: 1, price: 3_500 },
      { kind: 'suspensions', title: 'Horquilla', quantity: 1, price: 6_000 },
    ]);
  });

  it('has no delivery date until it is delivered', () => {
    const repair = deliveredRepair();
    expect(repairDeliveredAt(repair)).toBe('2026-11-23T10:00:00.000Z');
    expect(repairDeliveredAt({ ...repair, status: 'finished' })).toBeNull();
  });
});
