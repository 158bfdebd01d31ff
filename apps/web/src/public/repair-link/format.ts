// Dates in words in the customer's language, 24-hour, on the workshop's clock whatever the phone's own time zone
// (docs/product.md §1): the public answer carries the workshop's zone.
import { formatLongDateInZone } from '@rueda/domain';
import type { PageLanguage } from './texts';

/** '1 de diciembre de 2026'. */
export function formatLongDate(value: string, language: PageLanguage, timeZone: string): string {
  return formatLongDateInZone(value, timeZone, language);
}

/** '1 de diciembre de 2026, 10:30'. */
export function formatLongDateTime(value: string, language: PageLanguage, timeZone: string): string {
  return formatLongDateInZone(value, timeZone, language, { time: 'always' });
}

/** A drop-off's day: 'martes, 1 de diciembre de 2026', with its time unless it is a day without one (00:00). */
export function formatDropOff(value: string, language: PageLanguage, timeZone: string): string {
  return formatLongDateInZone(value, timeZone, language, { weekday: true, time: 'unlessMidnight' });
}
