// The dashboard's periods: days for a month or so, weeks (Monday first, docs/product.md §1) up to two
// years, months beyond.
import { daysOfRange, weekdayOf } from '../bookings/zone.ts';
import type { DashboardBucket } from './functions.ts';

export function bucketOf(fromDay: string, toDay: string): DashboardBucket {
  const days = daysOfRange(fromDay, toDay).length;
  if (days <= 62) return 'day';
  return days <= 731 ? 'week' : 'month';
}

/** The first day of the period a day falls in. */
export function periodStart(day: string, bucket: DashboardBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const [year, month, date] = day.split('-').map(Number);
  const back = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(weekdayOf(day));
  return new Date(Date.UTC(year!, month! - 1, date! - back)).toISOString().slice(0, 10);
}

/** Every period from the one `fromDay` is in to the one `toDay` is in, each with its first and last day, clipped to the range. */
export function periodsOf(fromDay: string, toDay: string, bucket: DashboardBucket): { start: string; end: string }[] {
  const periods: { start: string; end: string }[] = [];
  for (const day of daysOfRange(fromDay, toDay)) {
    const last = periods[periods.length - 1];
    if (last && periodStart(day, bucket) === periodStart(last.start, bucket)) last.end = day;
    else periods.push({ start: day, end: day });
  }
  return periods;
}
