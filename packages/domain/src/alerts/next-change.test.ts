import { describe, expect, it } from 'vitest';
import { nextAlertChange } from './next-change.ts';
import { customerAlerts, type AlertInputs, type AlertRepairFacts } from './rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

/** A workshop's inputs drawn from a seeded generator: repairs finished, delivered and in the workshop, around NOW. */
function inputsOf(seed: number): AlertInputs {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const around = () => at(Math.round((random() - 0.7) * 500 * DAY));
  const repairs: AlertRepairFacts[] = Array.from({ length: 40 }, (_, index) => {
    const status = (['finished', 'delivered', 'delivered', 'inProgress'] as const)[Math.floor(random() * 4)]!;
    return {
      id: `r${index}`,
      customerId: `c${index % 7}`,
      bikeId: random() < 0.8 ? `b${index % 12}` : null,
      status,
      created: around(),
      finishedAt: status === 'inProgress' ? null : around(),
      deliveredAt: status === 'delivered' ? around() : null,
      fullService: random() < 0.5,
    };
  });
  const bikes = Array.from({ length: 12 }, (_, index) => ({ id: `b${index}`, customerId: `c${index % 7}` }));
  const suspensions = Array.from({ length: 3 }, (_, index) => ({
    unitId: `u${index}`,
    bikeId: `b${index}`,
    customerId: `c${index}`,
    position: 'fork' as const,
    dueSince: around().slice(0, 10),
  }));
  const recommendations = Array.from({ length: 4 }, (_, index) => ({ bikeId: `b${index + 4}`, customerId: `c${index}`, oldest: around() }));
  return { repairs, bikes, suspensions, recommendations };
}

describe('nextAlertChange (docs/product.md §14.1)', () => {
  it('names the instant the alerts first differ from now’s, and they hold until then', () => {
    let finite = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      const inputs = inputsOf(seed);
      const next = nextAlertChange(inputs, NOW);
      const keys = (instant: number) => customerAlerts(inputs, new Date(instant)).map((alert) => alert.key);
      const today = keys(NOW.getTime());
      if (next === Infinity) {
        expect(keys(NOW.getTime() + 3_000 * DAY), `seed ${seed}`).toEqual(today);
        continue;
      }
      finite += 1;
      expect(next, `seed ${seed}`).toBeGreaterThan(NOW.getTime());
      expect(keys(next - 1), `seed ${seed}`).toEqual(today);
      expect(keys(Math.round((NOW.getTime() + next) / 2)), `seed ${seed}`).toEqual(today);
      expect(keys(next), `seed ${seed}`).not.toEqual(today);
    }
    // The draws put thresholds ahead in most workshops.
    expect(finite).toBeGreaterThan(100);
  });

  it('is each rule’s own threshold: 7 days after a finish, a year and a moment after a service, a due date, 60 days after a recommendation', () => {
    const repair: AlertRepairFacts = {
      id: 'r1',
      customerId: 'c1',
      bikeId: null,
      status: 'finished',
      created: at(-3 * DAY),
      finishedAt: at(-2 * DAY),
      deliveredAt: null,
      fullService: false,
    };
    expect(nextAlertChange({ repairs: [repair], bikes: [], suspensions: [], recommendations: [] }, NOW)).toBe(NOW.getTime() + 5 * DAY);
    const serviced = { ...repair, bikeId: 'b1', status: 'delivered' as const, deliveredAt: '2026-01-10T08:00:00.000Z', fullService: true };
    const bikes = [{ id: 'b1', customerId: 'c1' }];
    expect(nextAlertChange({ repairs: [serviced], bikes, suspensions: [], recommendations: [] }, NOW)).toBe(
      Date.parse('2027-01-10T08:00:00.000Z') + 1,
    );
    const unit = { unitId: 'u1', bikeId: 'b1', customerId: 'c1', position: 'fork' as const, dueSince: '2026-12-01' };
    expect(nextAlertChange({ repairs: [], bikes: [], suspensions: [unit], recommendations: [] }, NOW)).toBe(Date.parse('2026-12-01'));
    const waiting = { bikeId: 'b1', customerId: 'c1', oldest: at(-10 * DAY) };
    expect(nextAlertChange({ repairs: [], bikes: [], suspensions: [], recommendations: [waiting] }, NOW)).toBe(NOW.getTime() + 50 * DAY);
    // Thresholds already passed change nothing ahead.
    expect(
      nextAlertChange({ repairs: [{ ...repair, finishedAt: at(-9 * DAY) }], bikes: [], suspensions: [], recommendations: [] }, NOW),
    ).toBe(Infinity);
  });
});
