// Days and times in the workshop's time zone (its booking settings): a booking's day, a day's start
// and end as instants. Intl does the zone arithmetic; no hand-written daylight-saving rules.
import { WEEKDAYS, type Weekday } from './settings.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Minutes the zone is ahead of UTC at that instant (Madrid in winter: 60). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const wall = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

const DAY_MS = 86_400_000;

/** Days whose offset a clock keeps, at most: five years' worth, a few hundred kilobytes. */
const KEPT_DAYS = 2_000;

/**
 * A zone's offsets, asked of Intl twice a UTC day at most: the calendar's events of a month fall on a
 * few dozen days, and Intl's answer is the slow part. A day whose offset is the same at its start and
 * at its end has that offset throughout (offsets change at most once a day); on the day of a change,
 * each instant is asked. Offsets never change within a process (its zone data is fixed), so each
 * zone's clock is made once and shared by every call.
 */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = makeZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

export interface ZoneClock {
  /** Minutes the zone is ahead of UTC at that instant. */
  offsetAt(instant: number): number;
  /** The day (YYYY-MM-DD) an instant falls on in the zone. */
  dayOf(instant: number): string;
}

const clocks = new Map<string, ZoneClock>();

function makeZoneClock(timeZone: string): ZoneClock {
  const days = new Map<number, number | null>();
  const offsetAt = (instant: number): number => {
    const day = Math.floor(instant / DAY_MS);
    let offset = days.get(day);
    if (offset === undefined) {
      const first = zoneOffsetMinutes(day * DAY_MS, timeZone);
      offset = zoneOffsetMinutes((day + 1) * DAY_MS - 1, timeZone) === first ? first : null;
      if (days.size >= KEPT_DAYS) days.clear();
      days.set(day, offset);
    }
    return offset ?? zoneOffsetMinutes(instant, timeZone);
  };
  return {
    offsetAt,
    dayOf: (instant: number): string => new Date(instant + offsetAt(instant) * 60_000).toISOString().slice(0, 10),
  };
}

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function dayInZone(instant: string | number, timeZone: string): string {
  const wall = wallClockOf(typeof instant === 'number' ? instant : Date.parse(instant), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The instant a wall-clock time of a day starts in the zone (the first instant of a day when its midnight is skipped). */
export function instantOfDay(day: string, timeZone: string, minutes = 0): number {
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year!, month! - 1, date!, 0, minutes);
  // Two passes settle on the offset in force at that wall-clock time.
  let instant = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  instant = guess - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return instant;
}

/** The day after (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included; none when `to` is before `from`. */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/** Monday first (docs/product.md §1). */
export function weekdayOf(day: string): Weekday {
  const [year, month, date] = day.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year!, month! - 1, date!)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}
