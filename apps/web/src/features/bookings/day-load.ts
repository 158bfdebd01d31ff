// A day's load as the calendar shows it (docs/product.md §15.2): booked hours against bookable hours,
// busy days in yellow, full days marked, closed days greyed.
import type { TDayLoad } from '@rueda/domain';
import type { TFunction } from 'i18next';

/**
 * Minutes as hours with at most one decimal, in the user's language ('7,5'). Rounded down, so a
 * day a minute short of full never reads as full.
 */
const hourFormats = new Map<string, Intl.NumberFormat>();

export function hoursOf(minutes: number, language: string): string {
  const tenths = Math.floor((Math.max(minutes, 0) * 10) / 60) / 10;
  // One formatter per language: a month view formats a few hundred of these.
  let format = hourFormats.get(language);
  if (!format) hourFormats.set(language, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })));
  return format.format(tenths);
}

/** Minutes as whole hours and the minutes left: 90 → { hours: 1, minutes: 30 }. */
export function durationOf(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(Math.round(minutes), 0);
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** Each day's load by its day (YYYY-MM-DD). */
export function loadsByDay(days: readonly TDayLoad[] | undefined): Map<string, TDayLoad> {
  return new Map((days ?? []).map((load) => [load.day, load]));
}

/** Estimated work in words: '1 h 30 min', '2 h', '45 min'. */
export function workLabel(minutes: number, t: TFunction<'bookings'>): string {
  const duration = durationOf(minutes);
  if (duration.hours === 0) return t('work.minutes', { minutes: duration.minutes });
  if (duration.minutes === 0) return t('work.hours', { hours: duration.hours });
  return t('work.hoursMinutes', duration);
}

/** 'Carga del día: 3 h de 8 h', or that the workshop is closed. */
export function loadLabel(
  load: Pick<TDayLoad, 'bookedMinutes' | 'capacityMinutes' | 'state'>,
  t: TFunction<'bookings'>,
  language: string,
): string {
  if (load.state === 'closed') return t('load.closedDay');
  return t('load.label', { booked: hoursOf(load.bookedMinutes, language), capacity: hoursOf(load.capacityMinutes, language) });
}
