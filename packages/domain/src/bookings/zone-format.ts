// Dates and times as Rueda writes them, on the workshop's clock (its booking settings' time zone), whatever
// the zone of the device or the server that writes them: every screen, PDF, mail and message goes through
// here (docs/product.md §1: 24-hour times in both languages).
import type { Language } from '../constants.ts';
import { instantOfDay, zoneOffsetMinutes } from './zone.ts';

/** How each language writes dates in words (Intl): Spain's Spanish, Portugal's Portuguese. */
export const DATE_LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-PT' };

const pad = (value: number) => String(value).padStart(2, '0');

const instantOf = (value: string | number | Date) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();

/** The zone's wall clock at an instant, as a UTC Date whose fields are the zone's (year, month, day, hours…). */
function wallDateOf(value: string | number | Date, timeZone: string): Date {
  const instant = instantOf(value);
  return new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
}

/** '05/06/2026' on the zone's clock. */
export function formatDateInZone(value: string | number | Date, timeZone: string): string {
  const wall = wallDateOf(value, timeZone);
  return `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
}

/** '17:05' on the zone's clock, never '5:05 PM'. */
export function formatTimeInZone(value: string | number | Date, timeZone: string): string {
  const wall = wallDateOf(value, timeZone);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** '05/06/2026 17:05' on the zone's clock. */
export function formatDateTimeInZone(value: string | number | Date, timeZone: string): string {
  return `${formatDateInZone(value, timeZone)} ${formatTimeInZone(value, timeZone)}`;
}

/**
 * Whether an instant is a day's 00:00 on the zone's clock: a booking made for a day without a time
 * (docs/product.md §4: such a booking shows no time).
 */
export function isMidnightInZone(value: string | number | Date, timeZone: string): boolean {
  const wall = wallDateOf(value, timeZone);
  return wall.getUTCHours() === 0 && wall.getUTCMinutes() === 0;
}

/** '05/06/2026 17:05', or '05/06/2026' for a day without a time (00:00 on the zone's clock). */
export function formatWhenInZone(value: string | number | Date, timeZone: string): string {
  return isMidnightInZone(value, timeZone) ? formatDateInZone(value, timeZone) : formatDateTimeInZone(value, timeZone);
}

export interface LongDateOptions {
  /** With the day of the week: 'martes, 1 de diciembre de 2026'. */
  weekday?: boolean;
  /** The time after the date: always, never, or unless it is 00:00 on the zone's clock (a day without a time). */
  time?: 'always' | 'never' | 'unlessMidnight';
}

const longFormatters = new Map<string, Intl.DateTimeFormat>();

function longFormatter(language: Language, timeZone: string, weekday: boolean, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${weekday} ${withTime}`;
  let formatter = longFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      timeZone,
      ...(weekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    longFormatters.set(key, formatter);
  }
  return formatter;
}

/** '1 de diciembre de 2026' / '1 de dezembro de 2026' (with a weekday, a time as asked) on the zone's clock. */
export function formatLongDateInZone(
  value: string | number | Date,
  timeZone: string,
  language: Language,
  options: LongDateOptions = {},
): string {
  const { weekday = false, time = 'never' } = options;
  const withTime = time === 'always' || (time === 'unlessMidnight' && !isMidnightInZone(value, timeZone));
  return longFormatter(language, timeZone, weekday, withTime).format(new Date(instantOf(value)));
}

/**
 * A calendar day (YYYY-MM-DD, already the workshop's) in words: 'martes, 1 de diciembre de 2026'. The same
 * words on the booking's last page and in its mail.
 */
export function formatLongDay(day: string, language: Language, options: { weekday?: boolean; year?: boolean } = {}): string {
  const { weekday = true, year = true } = options;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone: 'UTC',
    ...(weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
  }).format(new Date(`${day}T12:00:00Z`));
}

/** An instant as the zone's wall clock, 'YYYY-MM-DD HH:mm:00' (what a date-time picker shows and gives back). */
export function wallClockInZone(value: string | number | Date, timeZone: string): string {
  const wall = wallDateOf(value, timeZone).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}:00`;
}

/** A wall-clock 'YYYY-MM-DD HH:mm[:ss]' of the zone as the ISO instant it is there. */
export function instantOfWallClockInZone(wallClock: string, timeZone: string): string {
  const [day = '', time = '00:00'] = wallClock.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(instantOfDay(day, timeZone, hours * 60 + minutes)).toISOString();
}
