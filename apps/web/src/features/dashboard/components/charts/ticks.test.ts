import { describe, expect, it } from 'vitest';
import { tickInterval } from './ticks';

describe('tickInterval', () => {
  it('leaves a short series to recharts, which measures its few labels', () => {
    expect(tickInterval(7)).toBe('preserveStartEnd');
    expect(tickInterval(16)).toBe('preserveStartEnd');
  });

  it('labels a month of days and a year of weeks every few points, about twelve labels', () => {
    // Every third day of 31 (11 labels), every fifth week of 53 (11 labels).
    expect(tickInterval(31)).toBe(2);
    expect(tickInterval(53)).toBe(4);
    expect(Math.ceil(53 / (Number(tickInterval(53)) + 1))).toBeLessThanOrEqual(12);
  });
});
