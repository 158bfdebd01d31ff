// The dashboard's periods: days for a month or so, weeks (Monday first, docs/product.md §1) up to two
// years, months beyond.
import { weekdayOf } from '../bookings/zone.ts';
import type { DashboardBucket } from './functions.ts';

export function bucketOf(fromDay: string, toDay: string): DashboardBucket {
  const days = dayCount(fromDay, toDay);
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

const utcDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
};
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** How many days from `fromDay` to `toDay`, both included. */
export function dayCount(fromDay: string, toDay: string): number {
  return Math.round((utcDay(toDay).getTime() - utcDay(fromDay).getTime()) / 86_400_000) + 1;
}

/** The first day of the period after the one `day` is in. */
function nextPeriodStart(day: string, bucket: DashboardBucket): string {
  const date = utcDay(periodStart(day, bucket));
  if (bucket === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else if (bucket === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return dayText(date);
}

/** Every period from the one `fromDay` is in to the one `toDay` is in, each with its first and last day, clipped to the range. */
export function periodsOf(fromDay: string, toDay: string, bucket: DashboardBucket): { start: string; end: string }[] {
  const periods: { start: string; end: string }[] = [];
  for (let start = fromDay; start <= toDay;) {
    const next = nextPeriodStart(start, bucket);
    const last = utcDay(next);
    last.setUTCDate(last.getUTCDate() - 1);
    const end = dayText(last);
    periods.push({ start, end: end < toDay ? end : toDay });
    start = next;
  }
  return periods;
}
