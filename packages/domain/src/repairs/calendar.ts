// The calendar rules of docs/product.md §4 "Calendar", for the booking screen.
import type { RepairStatus } from './status.ts';

/** What the calendar needs of a repair (a summary or a whole repair both have it). */
export interface CalendarRepair {
  status: RepairStatus;
  created: string;
  booking: { confirmedDate: string | null; postponedDate: string | null };
}

/** docs/product.md §4: finished and delivered repairs are hidden. */
const HIDDEN: ReadonlySet<RepairStatus> = new Set(['finished', 'delivered']);

export function isShownInCalendar(repair: Pick<CalendarRepair, 'status'>): boolean {
  return !HIDDEN.has(repair.status);
}

/**
 * docs/product.md §4 colours, by name: notReviewed negative; postponed and paused orange; managing light
 * blue; confirmed positive; workshopEntrance purple; started and inProgress teal; finished and
 * delivered black. The web app maps each name to its theme's colour.
 */
export const CALENDAR_COLOURS = {
  notReviewed: 'negative',
  postponed: 'orange',
  managing: 'light-blue',
  confirmed: 'positive',
  workshopEntrance: 'purple',
  inProgress: 'teal',
  paused: 'orange',
  finished: 'black',
  delivered: 'black',
} as const satisfies Record<RepairStatus, string>;
export type CalendarColour = (typeof CALENDAR_COLOURS)[RepairStatus];

export function calendarColour(status: RepairStatus): CalendarColour {
  return CALENDAR_COLOURS[status];
}

/** docs/product.md §4: postponedDate for postponed repairs, else confirmedDate, else created. */
export function calendarStart(repair: CalendarRepair): string {
  if (repair.status === 'postponed' && repair.booking.postponedDate) return repair.booking.postponedDate;
  return repair.booking.confirmedDate ?? repair.created;
}

/**
 * docs/product.md §4: the time shows only for confirmed or postponed repairs, and not when it is 00:00.
 * "00:00" is read in the time zone the calendar shows (`timeZoneOffsetMinutes`, as Date's
 * getTimezoneOffset gives it: minutes to add to local time to get UTC).
 */
export function calendarShowsTime(repair: CalendarRepair, timeZoneOffsetMinutes = 0): boolean {
  return calendarShowsTimeAt(repair.status, Date.parse(calendarStart(repair)), timeZoneOffsetMinutes);
}

/** calendarShowsTime for a repair whose status and calendar start (an instant, in ms) are already known. */
export function calendarShowsTimeAt(status: RepairStatus, start: number, timeZoneOffsetMinutes = 0): boolean {
  if (status !== 'confirmed' && status !== 'postponed') return false;
  if (!Number.isFinite(start)) return false;
  const local = new Date(start - timeZoneOffsetMinutes * 60_000);
  return local.getUTCHours() !== 0 || local.getUTCMinutes() !== 0;
}
