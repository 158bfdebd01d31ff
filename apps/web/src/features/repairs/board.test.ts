import { REPAIR_STATUSES } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { applyMove, displayCounts, groupByStatus, placeOf, placesIn, planMove, statusColour, visibleRepairs, withCardAt } from './board';
import { boardData, summary } from '@/testing/repairs/factories';

const ids = (repairs: { id: string }[]) => repairs.map((repair) => repair.id);

describe('groupByStatus', () => {
  it('has a column per status, in the order of docs/product.md §4', () => {
    expect(Object.keys(groupByStatus([], 'list'))).toEqual([...REPAIR_STATUSES]);
  });

  it('puts each repair in its status column', () => {
    const a = summary({ status: 'inProgress' });
    const b = summary({ status: 'delivered' });
    const columns = groupByStatus([a, b], 'list');
    expect(ids(columns.inProgress)).toEqual([a.id]);
    expect(ids(columns.delivered)).toEqual([b.id]);
    expect(columns.notReviewed).toEqual([]);
  });

  it('orders the list by orderPosition first, then newest created (docs/product.md §4)', () => {
    const old = summary({ id: 'old', created: '2026-06-01T09:00:00.000Z' });
    const recent = summary({ id: 'recent', created: '2026-06-03T09:00:00.000Z' });
    const second = summary({ id: 'second', orderPosition: 1, created: '2026-06-04T09:00:00.000Z' });
    const first = summary({ id: 'first', orderPosition: 0, created: '2026-05-01T09:00:00.000Z' });
    expect(ids(groupByStatus([old, recent, second, first], 'list').notReviewed)).toEqual(['first', 'second', 'recent', 'old']);
  });

  it('orders the filtered list by priority, then newest lastUpdate (docs/product.md §4)', () => {
    const calm = summary({ id: 'calm', priority: 0, lastUpdate: '2026-06-09T09:00:00.000Z', orderPosition: 0 });
    const urgent = summary({ id: 'urgent', priority: 5, lastUpdate: '2026-06-01T09:00:00.000Z' });
    const touched = summary({ id: 'touched', priority: 0, lastUpdate: '2026-06-10T09:00:00.000Z', orderPosition: 9 });
    expect(ids(groupByStatus([calm, urgent, touched], 'filtered').notReviewed)).toEqual(['urgent', 'touched', 'calm']);
  });
});

describe('visibleRepairs', () => {
  const rosa = summary({
    customer: { id: null, name: 'Rosa', surname: 'Vidal', phone: '612 345 678' },
    bike: { manufacturer: 'Orbea', model: 'Alma', color: 'negro', type: 'mountain' },
  });
  const tiago = summary({
    customer: { id: null, name: 'Tiago', surname: 'Costa', phone: '+351 912 345 678' },
    bike: { manufacturer: 'BH', model: 'Lynx', color: 'azul', type: 'road' },
  });

  it('narrows by customer name, phone or bike as one types, accents and case aside', () => {
    expect(ids(visibleRepairs([rosa, tiago], 'vidal'))).toEqual([rosa.id]);
    expect(ids(visibleRepairs([rosa, tiago], '912345'))).toEqual([tiago.id]);
    expect(ids(visibleRepairs([rosa, tiago], 'lynx'))).toEqual([tiago.id]);
    expect(ids(visibleRepairs([rosa, tiago], '  '))).toEqual([rosa.id, tiago.id]);
  });
});

describe('displayCounts', () => {
  it('are the server’s while the search shown is the one it answered', () => {
    const data = { ...boardData([summary()]), counts: { ...boardData([]).counts, notReviewed: 40 } };
    expect(displayCounts(data, data.repairs, '', []).notReviewed).toBe(40);
  });

  it('come from the loaded list while a typed search has not reached the server', () => {
    const data = boardData([summary({ customer: { id: null, name: 'Rosa', surname: 'Vidal', phone: '' } }), summary({ status: 'paused' })]);
    const counts = displayCounts(data, visibleRepairs(data.repairs, 'rosa'), 'rosa', []);
    expect(counts.notReviewed).toBe(1);
    expect(counts.paused).toBe(0);
  });
});

describe('planMove and applyMove', () => {
  const a = summary({ id: 'a', orderPosition: 0 });
  const b = summary({ id: 'b', orderPosition: 1 });
  const c = summary({ id: 'c', orderPosition: 2 });
  const d = summary({ id: 'd', status: 'inProgress', orderPosition: 0 });
  const columns = groupByStatus([a, b, c, d], 'list');

  it('reorders a column: the ids in their new order, for repairsReorder', () => {
    expect(planMove(columns, { id: 'a', toStatus: 'notReviewed', toIndex: 2 }, 'list')).toEqual({
      fromStatus: 'notReviewed',
      toStatus: 'notReviewed',
      reorderedIds: ['b', 'c', 'a'],
    });
  });

  it('does nothing when a card is dropped where it was', () => {
    expect(planMove(columns, { id: 'b', toStatus: 'notReviewed', toIndex: 1 }, 'list')).toBeNull();
  });

  it('does not reorder while filtered: positions do not show in the filtered order', () => {
    expect(planMove(columns, { id: 'a', toStatus: 'notReviewed', toIndex: 2 }, 'filtered')).toBeNull();
    expect(planMove(columns, { id: 'a', toStatus: 'inProgress', toIndex: 0 }, 'filtered')).toEqual({
      fromStatus: 'notReviewed',
      toStatus: 'inProgress',
      reorderedIds: null,
    });
  });

  it('moves a card to another status where it was dropped', () => {
    const plan = planMove(columns, { id: 'b', toStatus: 'inProgress', toIndex: 0 }, 'list')!;
    expect(plan).toEqual({ fromStatus: 'notReviewed', toStatus: 'inProgress', reorderedIds: ['b', 'd'] });
    const moved = applyMove(boardData([a, b, c, d]), 'b', plan, '2026-07-01T00:00:00.000Z');
    const after = groupByStatus(moved.repairs, 'list');
    expect(ids(after.notReviewed)).toEqual(['a', 'c']);
    expect(ids(after.inProgress)).toEqual(['b', 'd']);
    expect(moved.counts.notReviewed).toBe(2);
    expect(moved.counts.inProgress).toBe(2);
  });
});

describe('a card carried with the keyboard: placeOf, placesIn and withCardAt', () => {
  const a = summary({ id: 'a', orderPosition: 0 });
  const b = summary({ id: 'b', orderPosition: 1 });
  const d = summary({ id: 'd', status: 'inProgress', orderPosition: 0 });
  const columns = groupByStatus([a, b, d], 'list');

  it('finds a card and counts the places a column offers it', () => {
    expect(placeOf(columns, 'b')).toEqual({ status: 'notReviewed', index: 1 });
    expect(placeOf(columns, 'gone')).toBeNull();
    expect(placesIn(columns, 'notReviewed', 'a')).toBe(2);
    expect(placesIn(columns, 'inProgress', 'a')).toBe(2);
    expect(placesIn(columns, 'paused', 'a')).toBe(1);
  });

  it('shows the card at its new place, and gives back every column it does not touch as it was', () => {
    const down = withCardAt(columns, 'a', { status: 'notReviewed', index: 1 });
    expect(ids(down.notReviewed)).toEqual(['b', 'a']);
    expect(down.inProgress).toBe(columns.inProgress);
    const across = withCardAt(columns, 'a', { status: 'inProgress', index: 5 });
    expect(ids(across.notReviewed)).toEqual(['b']);
    expect(ids(across.inProgress)).toEqual(['d', 'a']);
    expect(across.paused).toBe(columns.paused);
    expect(withCardAt(columns, 'a', { status: 'notReviewed', index: 0 })).toBe(columns);
    expect(withCardAt(columns, 'gone', { status: 'paused', index: 0 })).toBe(columns);
  });
});

describe('statusColour', () => {
  it('maps the colour names of docs/product.md §4 to the theme', () => {
    expect(statusColour('notReviewed')).toBe('red');
    expect(statusColour('postponed')).toBe('orange');
    expect(statusColour('paused')).toBe('orange');
    expect(statusColour('managing')).toBe('cyan');
    expect(statusColour('confirmed')).toBe('green');
    expect(statusColour('workshopEntrance')).toBe('grape');
    expect(statusColour('inProgress')).toBe('teal');
    expect(statusColour('finished')).toBe('dark');
    expect(statusColour('delivered')).toBe('dark');
  });
});
