import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trialDaysRemaining, trialProgress } from './subscription.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

describe('trial (docs/product.md §4)', () => {
  it('counts the days left rounded up, never negative', () => {
    expect(trialDaysRemaining(at(14 * 24), NOW)).toBe(14);
    expect(trialDaysRemaining(at(13 * 24 + 1), NOW)).toBe(14);
    expect(trialDaysRemaining(at(1), NOW)).toBe(1);
    expect(trialDaysRemaining(at(-72), NOW)).toBe(0);
    expect(trialDaysRemaining(null, NOW)).toBe(0);
    expect(trialDaysRemaining('not a date', NOW)).toBe(0);
  });

  it('measures progress from the trial’s own start to its end, 0–100 %', () => {
    expect(trialProgress(at(0), at(14 * 24), NOW)).toBe(0);
    expect(trialProgress(at(-7 * 24), at(7 * 24), NOW)).toBe(50);
    expect(trialProgress(at(-30 * 24), at(-1), NOW)).toBe(100);
    expect(trialProgress(null, at(24), NOW)).toBe(0);
    expect(trialProgress(null, null, NOW)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (start, end) => {
        const progress = trialProgress(at(start), at(end), NOW);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('counts the same days for a trial started in another time zone: instants, not calendar days', () => {
    // Started at 23:30 in New York (04:30 the next day in Madrid and in UTC); 14 days later to the minute.
    const started = '2026-11-09T23:30:00-05:00';
    const ends = new Date(Date.parse(started) + 14 * 24 * 60 * 60 * 1000).toISOString();
    expect(ends).toBe('2026-11-24T04:30:00.000Z');
    // Seen from Madrid at 05:00 on the 23rd (04:00 UTC): one day and half an hour left, so 2.
    expect(trialDaysRemaining(ends, new Date('2026-11-23T05:00:00+01:00'))).toBe(2);
    // The last hour, wherever one reads it from: 1 day; a second after the end: 0.
    expect(trialDaysRemaining(ends, new Date('2026-11-23T23:00:00-05:00'))).toBe(1);
    expect(trialDaysRemaining(ends, new Date('2026-11-24T05:30:01+01:00'))).toBe(0);
    expect(trialProgress(started, ends, new Date('2026-11-16T23:30:00-05:00'))).toBe(50);
  });
});
