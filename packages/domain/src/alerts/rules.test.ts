import { describe, expect, it } from 'vitest';
import { withGarage } from '../notifications.ts';
import {
  alertRepairFactsOf,
  bikeServiceOverdue,
  customerAlerts,
  recommendationsWaiting,
  repairUncollected,
  suspensionDue,
  type AlertRepairFacts,
  type AlertRepairParts,
} from './rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

function facts(overrides: Partial<AlertRepairFacts> = {}): AlertRepairFacts {
  return {
    id: 'r1',
    customerId: 'c1',
    bikeId: 'b1',
    status: 'delivered',
    created: '2025-01-01T10:00:00.000Z',
    finishedAt: null,
    deliveredAt: null,
    fullService: false,
    ...overrides,
  };
}

describe('repairUncollected (docs/product.md §14.1)', () => {
  it('raises a finished repair 7 days after its finish date, not a moment before', () => {
    expect(repairUncollected(facts({ status: 'finished', finishedAt: ago(7 * DAY - 1) }), NOW)).toBeNull();
    const alert = repairUncollected(facts({ status: 'finished', finishedAt: ago(7 * DAY) }), NOW);
    expect(alert).toMatchObject({ reason: 'repairUncollected', customerId: 'c1', repairId: 'r1', since: ago(7 * DAY) });
    expect(alert?.key).toBe(`repairUncollected:r1:${ago(7 * DAY)}`);
  });

  it('leaves delivered repairs, other statuses and repairs without a finish date alone', () => {
    expect(repairUncollected(facts({ status: 'delivered', finishedAt: ago(30 * DAY) }), NOW)).toBeNull();
    expect(repairUncollected(facts({ status: 'inProgress', finishedAt: ago(30 * DAY) }), NOW)).toBeNull();
    expect(repairUncollected(facts({ status: 'finished', finishedAt: null }), NOW)).toBeNull();
  });

  it('starts a new cycle when the repair is finished again', () => {
    const first = repairUncollected(facts({ status: 'finished', finishedAt: ago(20 * DAY) }), NOW);
    const second = repairUncollected(facts({ status: 'finished', finishedAt: ago(8 * DAY) }), NOW);
    expect(first?.key).not.toBe(second?.key);
  });
});

describe('alertRepairFactsOf', () => {
  const parts: AlertRepairParts = {
    id: 'r1',
    customerId: 'c1',
    bikeId: 'b1',
    status: 'finished',
    created: ago(40 * DAY),
    statusEntries: [
      { status: 'finished', date: ago(30 * DAY) },
      { status: 'inProgress', date: ago(20 * DAY) },
      { status: 'finished', date: ago(10 * DAY) },
    ],
    bookingFinishedDate: ago(35 * DAY),
    deliveryDate: ago(9 * DAY),
    packs: 0,
    maintenances: 1,
  };

  it('takes the last finished entry, else the booking’s finish date; the last delivered entry, else the delivery date', () => {
    expect(alertRepairFactsOf(parts)).toMatchObject({ finishedAt: ago(10 * DAY), deliveredAt: ago(9 * DAY), fullService: true });
    expect(alertRepairFactsOf({ ...parts, statusEntries: [], packs: 0, maintenances: 0 })).toMatchObject({
      finishedAt: ago(35 * DAY),
      fullService: false,
    });
  });
});

describe('bikeServiceOverdue (decision 022)', () => {
  const bike = { id: 'b1', customerId: 'owner' };
  const yearAgo = '2025-11-23T10:00:00.000Z';

  it('raises a bike whose last full service is over a year ago, owned by its owner today', () => {
    const service = facts({ fullService: true, deliveredAt: '2025-11-23T09:59:59.999Z' });
    const alert = bikeServiceOverdue(bike, [service], NOW);
    expect(alert).toMatchObject({ reason: 'bikeServiceOverdue', customerId: 'owner', bikeId: 'b1', since: service.deliveredAt });
    // Exactly a year is not over a year.
    expect(bikeServiceOverdue(bike, [facts({ fullService: true, deliveredAt: yearAgo })], NOW)).toBeNull();
  });

  it('counts from the latest full service, not from repairs without a pack or maintenance', () => {
    const old = facts({ id: 'old', fullService: true, deliveredAt: ago(800 * DAY) });
    const recent = facts({ id: 'new', fullService: true, deliveredAt: ago(100 * DAY) });
    expect(bikeServiceOverdue(bike, [old, recent], NOW)).toBeNull();
    const puncture = facts({ id: 'p', fullService: false, deliveredAt: ago(10 * DAY), created: ago(11 * DAY) });
    expect(bikeServiceOverdue(bike, [old, puncture], NOW)?.since).toBe(old.deliveredAt);
  });

  it('counts a bike never fully serviced from its first repair; a bike without repairs is never raised', () => {
    const first = facts({ id: 'a', created: ago(400 * DAY) });
    const later = facts({ id: 'b', created: ago(30 * DAY) });
    expect(bikeServiceOverdue(bike, [later, first], NOW)?.since).toBe(first.created);
    expect(bikeServiceOverdue(bike, [later], NOW)).toBeNull();
    expect(bikeServiceOverdue(bike, [], NOW)).toBeNull();
  });

  it('does not raise a bike with a repair not yet delivered', () => {
    const old = facts({ id: 'old', fullService: true, deliveredAt: ago(800 * DAY) });
    expect(bikeServiceOverdue(bike, [old, facts({ id: 'now', status: 'inProgress', created: ago(DAY) })], NOW)).toBeNull();
  });
});

describe('suspensionDue', () => {
  const unit = { unitId: 'u1', bikeId: 'b1', customerId: 'c1', position: 'fork' as const };

  it('raises a unit from its due date on, keyed by that date', () => {
    expect(suspensionDue({ ...unit, dueSince: new Date(NOW.getTime() + 1).toISOString() }, NOW)).toBeNull();
    expect(suspensionDue({ ...unit, dueSince: NOW.toISOString() }, NOW)).toMatchObject({
      key: `suspensionDue:u1:${NOW.toISOString()}`,
      position: 'fork',
      unitId: 'u1',
    });
    expect(suspensionDue({ ...unit, dueSince: 'not a date' }, NOW)).toBeNull();
  });
});

describe('recommendationsWaiting (docs/product.md §31.1)', () => {
  const bike = { bikeId: 'b1', customerId: 'c1', oldest: ago(60 * DAY) };

  it('raises an alert from the 60th day after the oldest open recommendation, not a moment before', () => {
    expect(recommendationsWaiting(bike, NOW)).toEqual({
      key: `recommendationsWaiting:b1:${bike.oldest}`,
      reason: 'recommendationsWaiting',
      customerId: 'c1',
      since: bike.oldest,
      repairId: null,
      bikeId: 'b1',
      unitId: null,
      position: null,
    });
    expect(recommendationsWaiting({ ...bike, oldest: ago(60 * DAY - 1) }, NOW)).toBeNull();
    expect(recommendationsWaiting({ ...bike, oldest: 'not a date' }, NOW)).toBeNull();
  });

  it('starts a new cycle once the oldest is closed and the next one is as old', () => {
    const next = recommendationsWaiting({ ...bike, oldest: ago(70 * DAY) }, NOW);
    expect(next?.key).not.toBe(recommendationsWaiting(bike, NOW)?.key);
  });
});

describe('customerAlerts', () => {
  it('gathers every rule, oldest first, each bike reading only its own repairs', () => {
    const alerts = customerAlerts(
      {
        repairs: [
          facts({ id: 'fin', bikeId: 'b2', status: 'finished', finishedAt: ago(9 * DAY) }),
          facts({ id: 'svc', bikeId: 'b1', fullService: true, deliveredAt: ago(500 * DAY) }),
        ],
        bikes: [
          { id: 'b1', customerId: 'c1' },
          { id: 'b2', customerId: 'c2' },
          { id: 'b3', customerId: 'c3' },
        ],
        suspensions: [{ unitId: 'u1', bikeId: 'b3', customerId: 'c3', position: 'shock', dueSince: ago(2 * DAY) }],
        recommendations: [
          { bikeId: 'b2', customerId: 'c2', oldest: ago(61 * DAY) },
          { bikeId: 'b3', customerId: 'c3', oldest: ago(59 * DAY) },
        ],
      },
      NOW,
    );
    expect(alerts.map((alert) => [alert.reason, alert.customerId])).toEqual([
      ['bikeServiceOverdue', 'c1'],
      ['recommendationsWaiting', 'c2'],
      ['repairUncollected', 'c1'],
      ['suspensionDue', 'c3'],
    ]);
  });
});

describe('withGarage', () => {
  it('raises and lowers sources.garage and recounts', () => {
    const raised = withGarage({ sources: { subscription: true } }, true);
    expect(raised.sources).toEqual({ garage: true, appointments: false, subscription: true });
    expect(raised.count).toBe(2);
    expect(withGarage(raised, false)).toMatchObject({ sources: { garage: false }, count: 1 });
  });
});
