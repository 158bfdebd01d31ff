import { describe, expect, it } from 'vitest';
import type { TRepair } from '../repairs/repair.ts';
import { repairBikeId, repairFinishedDate } from './from-repair.ts';

const state = (overrides: Partial<TRepair['state']>) =>
  ({
    booking: { confirmedDate: null, postponedDate: null, finishedDate: null, observations: '' },
    status: [{ status: 'notReviewed', date: '2026-10-01T10:00:00.000Z', observations: '' }],
    ...overrides,
  }) as TRepair['state'];

describe('a repair for a suspension record (docs/product.md §13.2)', () => {
  it('is dated by its latest move to finished, else the booking’s finished date, else nothing', () => {
    const moves = [
      { status: 'finished', date: '2026-10-03T10:00:00.000Z', observations: '' },
      { status: 'inProgress', date: '2026-10-04T10:00:00.000Z', observations: '' },
      { status: 'finished', date: '2026-10-05T18:00:00.000Z', observations: '' },
    ] as const;
    expect(repairFinishedDate({ state: state({ status: [...moves] }) })).toBe('2026-10-05T18:00:00.000Z');
    const booked = state({
      booking: { confirmedDate: null, postponedDate: null, finishedDate: '2026-10-09T09:00:00.000Z', observations: '' },
    });
    expect(repairFinishedDate({ state: booked })).toBe('2026-10-09T09:00:00.000Z');
    expect(repairFinishedDate({ state: state({}) })).toBeNull();
  });

  it('names its bike only by a non-empty id', () => {
    expect(repairBikeId({ state: state({ bike: { id: 'b-1' } }) })).toBe('b-1');
    expect(repairBikeId({ state: state({ bike: { id: '' } }) })).toBeNull();
    expect(repairBikeId({ state: state({}) })).toBeNull();
  });
});
