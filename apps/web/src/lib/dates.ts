// Dates and times as Rueda shows them (docs/product.md §1): weeks start on Monday and times use the 24-hour
// clock, in both languages. dayjs's own 'es' and 'pt' locales already say so (weekStart 1, LT
// 'HH:mm'); the formats below spell the patterns out so nothing depends on a locale's defaults.
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import { DAYJS_LOCALES } from '@/lib/date-locale';
import { currentLanguage, i18n } from '@/lib/i18n';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/** A dayjs date in the interface's language, so weeks start on Monday and names are translated. */
export function localDate(value?: ConfigType): Dayjs {
  return dayjs(value).locale(DAYJS_LOCALES[currentLanguage()]);
}

/** '05/06/2026' */
export function formatDate(value: ConfigType): string {
  return localDate(value).format(DATE_FORMAT);
}

/** '17:05', never '5:05 PM'. */
export function formatTime(value: ConfigType): string {
  return localDate(value).format(TIME_FORMAT);
}

/** '05/06/2026 17:05' */
export function formatDateTime(value: ConfigType): string {
  return localDate(value).format(DATE_TIME_FORMAT);
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
