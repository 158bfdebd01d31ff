import { describe, expect, it } from 'vitest';
import type { FunctionError } from '../errors.ts';
import { checkWorkAt, repairWorkTotals, workSessionMinutes } from './work.ts';

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

describe('checkWorkAt (docs/product.md §30.1)', () => {
  const now = new Date('2027-01-04T12:00:00.000Z');
  const at = (iso: string) => new Date(iso);
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      const { code, details } = error as FunctionError;
      return { code, details };
    }
    return undefined;
  };

  it('accepts a time up to two minutes ahead and up to a day behind the server’s clock', () => {
    expect(refusal(() => checkWorkAt(at('2027-01-04T12:02:00.000Z'), now))).toBeUndefined();
    expect(refusal(() => checkWorkAt(at('2027-01-03T12:00:00.000Z'), now))).toBeUndefined();
    expect(refusal(() => checkWorkAt(at('2027-01-04T12:02:00.001Z'), now))).toEqual({
      code: 'invalid-argument',
      details: { fields: [{ field: 'at', message: expect.any(String) }], reason: 'at-ahead' },
    });
    expect(refusal(() => checkWorkAt(at('2027-01-03T11:59:59.999Z'), now))?.details).toMatchObject({ reason: 'at-too-old' });
  });

  it('refuses a time before its floor, with the floor’s reason, and accepts one at it', () => {
    const floor = at('2027-01-04T10:00:00.000Z');
    expect(refusal(() => checkWorkAt(floor, now, { at: floor, reason: 'at-before-start' }))).toBeUndefined();
    expect(
      refusal(() => checkWorkAt(at('2027-01-04T09:59:59.999Z'), now, { at: floor, reason: 'at-before-start' }))?.details,
    ).toMatchObject({ fields: [{ field: 'at' }], reason: 'at-before-start' });
    expect(
      refusal(() => checkWorkAt(at('2027-01-04T09:00:00.000Z'), now, { at: floor, reason: 'at-before-last-session' }))?.details,
    ).toMatchObject({ reason: 'at-before-last-session' });
    expect(refusal(() => checkWorkAt(at('2027-01-04T09:00:00.000Z'), now, { at: null, reason: 'at-before-last-session' }))).toBeUndefined();
  });
});
