// Dates in words in the customer's language, in their own time zone, 24-hour (docs/product.md §1).
import { LOCALES, type PageLanguage } from './texts';

export function formatLongDate(value: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long' }).format(new Date(value));
}

export function formatLongDateTime(value: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(value));
}
