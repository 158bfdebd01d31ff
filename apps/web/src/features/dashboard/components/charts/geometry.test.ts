import { describe, expect, it } from 'vitest';
import { labelledPeriods, labelStep, periodAt, valueAxis } from './geometry';

describe('labelStep', () => {
  it('labels every period when there is room, and every few when there is not', () => {
    // A week of days on a 600 px plot: 86 px a day, room for "30/11".
    expect(labelStep(7, 600, 5)).toBe(1);
    // A year of weeks on a 400 px plot: 7.5 px a week, a label about every 47 px.
    expect(labelStep(53, 400, 5)).toBe(7);
    // Months ("nov 2026") need more room than days.
    expect(labelStep(12, 400, 8)).toBeGreaterThan(labelStep(12, 400, 5));
  });

  it('labels the first period, then every step', () => {
    expect(labelledPeriods(10, 4)).toEqual([0, 4, 8]);
    expect(labelledPeriods(3, 1)).toEqual([0, 1, 2]);
    expect(labelledPeriods(0, 1)).toEqual([]);
  });
});

describe('valueAxis', () => {
  it('rounds the top up to a round tick and starts at zero', () => {
    const axis = valueAxis(437, { whole: true });
    expect(axis.top).toBe(500);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.ticks.at(-1)).toBe(500);
  });

  it('gives counts whole ticks only, days fractions too, and an empty series an axis to 1', () => {
    expect(valueAxis(2, { whole: true }).ticks.every(Number.isInteger)).toBe(true);
    expect(valueAxis(0, { whole: true })).toEqual({ top: 1, ticks: [0, 1] });
    // Days may take fractions: an average under a day still gets ticks of its own.
    expect(valueAxis(0.8).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});

describe('periodAt', () => {
  it('finds the period under a pointer, and none outside the plot', () => {
    expect(periodAt(0, 400, 4)).toBe(0);
    expect(periodAt(99.9, 400, 4)).toBe(0);
    expect(periodAt(100, 400, 4)).toBe(1);
    expect(periodAt(399, 400, 4)).toBe(3);
    expect(periodAt(400, 400, 4)).toBeNull();
    expect(periodAt(-1, 400, 4)).toBeNull();
    expect(periodAt(10, 400, 0)).toBeNull();
  });
});
