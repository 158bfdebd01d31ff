// Dates and times as Rueda shows them (docs/product.md §1): weeks start on Monday and times use the 24-hour
// clock, in both languages. dayjs's own 'es' and 'pt' locales already say so (weekStart 1, LT
// 'HH:mm'); the formats below spell the patterns out so nothing depends on a locale's defaults.
// Every date and time shown is on the workshop's clock (its booking settings' time zone, read with the
// account), whatever the browser's zone: formatDate, formatTime and formatDateTime write the instant there.
import { formatDateInZone, formatDateTimeInZone, formatTimeInZone, formatWhenInZone, wallClockInZone } from '@rueda/domain';
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import { DAYJS_LOCALES } from '@/lib/date-locale';
import { currentLanguage, i18n } from '@/lib/i18n';
import { workshopTimeZone } from '@/lib/workshop-zone';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/** A dayjs date in the interface's language, so weeks start on Monday and names are translated. */
export function localDate(value?: ConfigType): Dayjs {
  return dayjs(value).locale(DAYJS_LOCALES[currentLanguage()]);
}

export { BROWSER_TIME_ZONE, setWorkshopTimeZone, workshopTimeZone } from '@/lib/workshop-zone';

const instantOf = (value: ConfigType): number => dayjs(value).valueOf();

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '05/06/2026', the day on the workshop's clock; a calendar day ('2026-06-05') is that day wherever the browser is. */
export function formatDate(value: ConfigType): string {
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  return formatDateInZone(instantOf(value), workshopTimeZone());
}

/** '17:05' on the workshop's clock, never '5:05 PM'. */
export function formatTime(value: ConfigType): string {
  return formatTimeInZone(instantOf(value), workshopTimeZone());
}

/** '05/06/2026 17:05' on the workshop's clock. */
export function formatDateTime(value: ConfigType): string {
  return formatDateTimeInZone(instantOf(value), workshopTimeZone());
}

/** '05/06/2026 17:05', or '05/06/2026' for a booking made for a day without a time (00:00 on the workshop's clock). */
export function formatWhen(value: ConfigType): string {
  return formatWhenInZone(instantOf(value), workshopTimeZone());
}

/**
 * For words and patterns dayjs writes ('3 de noviembre', 'mar 10:30'): a dayjs in the interface's language whose
 * fields are the workshop's wall clock at that instant. For formatting only: its instant is that wall clock read
 * in the browser's zone.
 */
export function zonedDate(value: ConfigType): Dayjs {
  return localDate(wallClockInZone(instantOf(value), workshopTimeZone()));
}

/** Monday 00:00 of the week holding `value`. */
export function startOfWeek(value?: ConfigType): Dayjs {
  return localDate(value).startOf('week');
}

/** The seven days of the week holding `value`, Monday first. */
export function daysOfWeek(value?: ConfigType): Dayjs[] {
  const monday = startOfWeek(value);
  return Array.from({ length: 7 }, (_, index) => monday.add(index, 'day'));
}

// dayjs() without an explicit locale (a library's own call, say) follows the interface too.
dayjs.locale(DAYJS_LOCALES[currentLanguage()]);
i18n.on('languageChanged', () => {
  dayjs.locale(DAYJS_LOCALES[currentLanguage()]);
});
