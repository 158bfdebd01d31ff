import { describe, expect, it } from 'vitest';
import { repairWorkTotals, workSessionMinutes } from './work.ts';

describe('workSessionMinutes', () => {
  it('rounds a session to the nearest minute, and never below zero', () => {
    expect(workSessionMinutes('2027-01-04T09:00:00.000Z', '2027-01-04T09:29:29.999Z')).toBe(29);
    expect(workSessionMinutes('2027-01-04T09:00:00.000Z', '2027-01-04T09:29:30.000Z')).toBe(30);
    expect(workSessionMinutes('2027-01-04T09:00:00.000Z', '2027-01-04T08:00:00.000Z')).toBe(0);
  });
});

describe('repairWorkTotals', () => {
  it('adds up the sessions per mechanic, the most first, and in all', () => {
    const totals = repairWorkTotals([
      { mechanicId: 'm-luis', mechanicName: 'Luis', minutes: 20 },
      { mechanicId: 'm-ana', mechanicName: 'Ana', minutes: 15 },
      { mechanicId: 'm-ana', mechanicName: 'Ana', minutes: 30 },
      { mechanicId: 'm-eva', mechanicName: 'Eva', minutes: 20 },
    ]);
    expect(totals).toEqual({
      perMechanic: [
        { mechanicId: 'm-ana', name: 'Ana', minutes: 45 },
        { mechanicId: 'm-eva', name: 'Eva', minutes: 20 },
        { mechanicId: 'm-luis', name: 'Luis', minutes: 20 },
      ],
      totalMinutes: 85,
    });
    expect(repairWorkTotals([])).toEqual({ perMechanic: [], totalMinutes: 0 });
  });
});
