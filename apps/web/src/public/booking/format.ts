// The booking's days and prices in the customer's language. A day is a calendar date (YYYY-MM-DD) in the
// workshop's zone: it is formatted as that date, whatever the phone's own time zone.
import { formatAmount, type TPublicBookingService } from '@rueda/domain';
import { LOCALES, type PageLanguage } from './texts';

const dateOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "martes, 1 de diciembre". */
export function formatDay(day: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    dateOf(day),
  );
}

/** "Diciembre de 2026". */
export function formatMonth(day: string, language: PageLanguage): string {
  const month = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dateOf(day));
  return month.charAt(0).toUpperCase() + month.slice(1);
}

/** The weekdays' short names, Monday first. */
export function weekdayNames(language: PageLanguage): string[] {
  const format = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(dateOf(`2024-01-0${index + 1}`)));
}

/** The day's place in a Monday-first week: 0 for Monday, 6 for Sunday. */
export function mondayIndexOf(day: string): number {
  return (dateOf(day).getUTCDay() + 6) % 7;
}

/** The service's price as it is offered: an amount, or the amount a range starts from. */
export function priceOf(service: Pick<TPublicBookingService, 'price' | 'priceFrom'>, currencyCode: string) {
  return service.priceFrom === null
    ? { isFrom: false, amount: formatAmount(service.price, currencyCode) }
    : { isFrom: true, amount: formatAmount(service.priceFrom, currencyCode) };
}

/** The chosen services' total as offered: their amounts added up, "from" when one of them is a range's. */
export function totalOf(services: Pick<TPublicBookingService, 'price' | 'priceFrom'>[], currencyCode: string) {
  const cents = services.reduce((sum, service) => sum + (service.priceFrom ?? service.price), 0);
  return { isFrom: services.some((service) => service.priceFrom !== null), amount: formatAmount(cents, currencyCode) };
}
