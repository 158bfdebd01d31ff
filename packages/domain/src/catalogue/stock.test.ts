import { describe, expect, it } from 'vitest';
import { stockTakenBy, stockToMove } from './stock.ts';

const lines = (...items: [string, number][]) => items.map(([id, quantity]) => ({ id, title: id, price: 100, quantity }));
const repair = (status: 'inProgress' | 'delivered', stockItems = lines(['tube', 2], ['pads', 1], ['tube', 1])) =>
  ({ status, form: { services: { packs: [], maintenances: [], stockItems } } }) as unknown as Parameters<typeof stockTakenBy>[0];

describe('stockTakenBy', () => {
  it('takes nothing before delivery, and every stock line (summed per item) once delivered', () => {
    expect(stockTakenBy(repair('inProgress'))).toEqual(new Map());
    expect(stockTakenBy(repair('delivered'))).toEqual(
      new Map([
        ['tube', 3],
        ['pads', 1],
      ]),
    );
    expect(stockTakenBy(null)).toEqual(new Map());
  });
});

describe('stockToMove', () => {
  it('moves only the difference: take on delivery, give back when undone, adjust a changed line', () => {
    const delivered = stockTakenBy(repair('delivered'));
    expect(stockToMove(delivered, new Map())).toEqual(delivered);
    expect(stockToMove(delivered, delivered)).toEqual(new Map());
    expect(stockToMove(new Map(), delivered)).toEqual(
      new Map([
        ['tube', -3],
        ['pads', -1],
      ]),
    );
    const lineRemoved = stockTakenBy(repair('delivered', lines(['tube', 3])));
    expect(stockToMove(lineRemoved, delivered)).toEqual(new Map([['pads', -1]]));
  });
});
