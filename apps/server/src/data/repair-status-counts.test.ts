// The list's counts per status from the daily figures (decision 042) against a plain count of the repairs,
// over many timeframes: edges at, just before and just after a local midnight, across the two summer-time
// changes, open at either end, a timeframe inside one day, in two time zones and after a change of zone.
import { REPAIR_STATUSES, DEFAULT_BOOKING_SETTINGS, type RepairStatus } from '@rueda/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRepair, insertWorkshop, type WorkshopRows } from '../../test/factories.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { repairs } from '../db/schema.ts';
import { writeBookingSettings } from './booking-settings.ts';
import { countByStatusInRange, countByStatusWhere, type CreatedRange } from './repair-status-counts.ts';

const database = useTestDatabase();
let shop: WorkshopRows;
let other: WorkshopRows;

/** Madrid's local midnights around the 2026 summer-time changes (29 March, 25 October), and ordinary days. */
const MIDNIGHTS = [
  '2026-03-27T23:00:00.000Z',
  '2026-03-28T23:00:00.000Z',
  '2026-03-29T22:00:00.000Z',
  '2026-03-30T22:00:00.000Z',
  '2026-10-24T22:00:00.000Z',
  '2026-10-25T23:00:00.000Z',
  '2026-10-26T23:00:00.000Z',
  '2026-11-14T23:00:00.000Z',
];

/** Instants that trip a day's edge: a local midnight, a millisecond either side, and the middle of the day. */
const INSTANTS = MIDNIGHTS.flatMap((midnight) => {
  const at = Date.parse(midnight);
  return [at - 1, at, at + 1, at + 11 * 3_600_000].map((time) => new Date(time).toISOString());
});

beforeAll(async () => {
  shop = await insertWorkshop(database());
  other = await insertWorkshop(database(), { name: 'Otro taller' });
  let n = 0;
  for (const created of INSTANTS) {
    for (const repeat of [0, 1]) {
      const status = REPAIR_STATUSES[(n + repeat * 4) % REPAIR_STATUSES.length]!;
      await insertRepair(database(), shop.id, { created, status });
      n += 1;
    }
    // Another workshop's repairs, at the same instants: never counted.
    await insertRepair(database(), other.id, { created, status: 'paused' });
  }
});

const plainCount = (range: CreatedRange) =>
  countByStatusWhere(database(), [
    eq(repairs.workshopId, shop.id),
    ...(range.from ? [sql`${repairs.created} >= ${new Date(range.from)}`] : []),
    ...(range.to ? [sql`${repairs.created} < ${new Date(range.to)}`] : []),
  ]);

/** Every timeframe of the instants given, and each open at one end or both. */
function timeframes(instants: readonly string[]): CreatedRange[] {
  const ranges: CreatedRange[] = [{}];
  for (const from of instants) {
    ranges.push({ from }, { to: from });
    for (const to of instants) if (to > from) ranges.push({ from, to });
  }
  return ranges;
}

async function expectSameCounts(ranges: readonly CreatedRange[]): Promise<void> {
  for (const range of ranges)
    expect(await countByStatusInRange(database(), shop.id, range), JSON.stringify(range)).toEqual(await plainCount(range));
}

describe('countByStatusInRange: the daily figures plus the edges’ repairs', () => {
  it('counts as the repairs do, whatever the timeframe’s edges, in the workshop’s time zone (Europe/Madrid)', async () => {
    const ranges = timeframes(INSTANTS.filter((_, index) => index % 3 !== 2));
    expect(ranges.length).toBeGreaterThan(200);
    await expectSameCounts(ranges);
    const all = await countByStatusInRange(database(), shop.id, {});
    expect(Object.values(all).reduce((sum, count) => sum + count, 0)).toBe(INSTANTS.length * 2);
  });

  it('still counts as the repairs do after the workshop moves to another time zone, and after writes', async () => {
    await writeBookingSettings(database(), shop.id, { ...DEFAULT_BOOKING_SETTINGS, timeZone: 'America/Sao_Paulo' }, new Date());
    const [first] = await database().select({ id: repairs.id }).from(repairs).where(eq(repairs.workshopId, shop.id)).limit(1);
    await database()
      .update(repairs)
      .set({ status: 'delivered' satisfies RepairStatus })
      .where(eq(repairs.id, first!.id));
    await insertRepair(database(), shop.id, { created: '2026-10-25T03:00:00.000Z', status: 'confirmed' });
    await expectSameCounts(timeframes(INSTANTS.filter((_, index) => index % 4 === 1 || index % 4 === 3)));
  });

  it('counts nothing of another workshop, and every status of an empty one as 0', async () => {
    const empty = await insertWorkshop(database(), { name: 'Taller vacío' });
    const counts = await countByStatusInRange(database(), empty.id, { from: INSTANTS[0], to: INSTANTS.at(-1) });
    expect(counts).toEqual(Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])));
  });
});
