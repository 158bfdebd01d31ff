import { describe, expect, it } from 'vitest';
import { bucketOf, dayCount, periodsOf, periodStart } from './buckets.ts';

describe('the dashboard’s periods', () => {
  it('takes days up to about two months, weeks up to two years, months beyond', () => {
    expect(bucketOf('2027-01-01', '2027-03-03')).toBe('day'); // 62 days
    expect(bucketOf('2027-01-01', '2027-03-04')).toBe('week');
    expect(bucketOf('2027-01-01', '2028-12-31')).toBe('week'); // 731 days
    expect(bucketOf('2027-01-01', '2029-01-01')).toBe('month');
    expect(dayCount('2027-02-27', '2027-03-01')).toBe(3);
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(periodStart('2027-01-03', 'week')).toBe('2026-12-28'); // a Sunday
    expect(periodStart('2027-01-04', 'week')).toBe('2027-01-04');
    expect(periodStart('2027-02-28', 'month')).toBe('2027-02-01');
  });

  it('covers the range without gaps, its first and last periods cut to it', () => {
    expect(periodsOf('2026-12-31', '2027-01-12', 'week')).toEqual([
      { start: '2026-12-31', end: '2027-01-03' },
      { start: '2027-01-04', end: '2027-01-10' },
      { start: '2027-01-11', end: '2027-01-12' },
    ]);
    expect(periodsOf('2027-01-15', '2027-03-02', 'month')).toEqual([
      { start: '2027-01-15', end: '2027-01-31' },
      { start: '2027-02-01', end: '2027-02-28' },
      { start: '2027-03-01', end: '2027-03-02' },
    ]);
    const days = periodsOf('2027-03-27', '2027-03-29', 'day');
    expect(days).toEqual([
      { start: '2027-03-27', end: '2027-03-27' },
      { start: '2027-03-28', end: '2027-03-28' },
      { start: '2027-03-29', end: '2027-03-29' },
    ]);
    const year = periodsOf('2027-01-01', '2027-12-31', 'week');
    expect(year[0]!.start).toBe('2027-01-01');
    expect(year.at(-1)!.end).toBe('2027-12-31');
    for (let index = 1; index < year.length; index += 1) expect(year[index]!.start > year[index - 1]!.end).toBe(true);
  });
});
