import { describe, expect, it } from 'vitest';
import { chainRepairsPage, type TChainRepair } from './repairs.ts';

const repair = (id: string, workshopId: string, priority: number, lastUpdate: string) =>
  ({ id, workshopId, workshopName: workshopId, priority, lastUpdate, orderPosition: null, created: lastUpdate }) as TChainRepair;

describe('the chain’s repairs (docs/product.md §32.2)', () => {
  const a = [repair('a1', 'A', 1, '2027-01-05T10:00:00.000Z'), repair('a2', 'A', 0, '2027-01-04T10:00:00.000Z')];
  const b = [repair('b1', 'B', 0, '2027-01-06T10:00:00.000Z'), repair('b2', 'B', 0, '2027-01-01T10:00:00.000Z')];

  it('merges the workshops’ lists in the filtered list’s order: priority, then the latest change', () => {
    expect(chainRepairsPage([a, b], 0, 10)).toEqual({ repairs: [a[0], b[0], a[1], b[1]], more: false });
  });

  it('cuts a page from the merge and says whether another follows', () => {
    expect(chainRepairsPage([a, b], 1, 2)).toEqual({ repairs: [b[0], a[1]], more: true });
    expect(chainRepairsPage([a, b], 2, 2).more).toBe(false);
  });
});
