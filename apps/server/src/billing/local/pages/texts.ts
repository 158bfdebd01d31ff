// Which language a page speaks and how it writes amounts and dates: `?lang=es|pt` first, then the
// browser's Accept-Language, else Spanish (docs/product.md §1). The words live in src/locales/*.json, `pay`.
import { languageOfHeader, type Language } from '@rueda/domain';
import type { FastifyRequest } from 'fastify';
import { INTL_LOCALES, localeFor, TIME_ZONES } from '../../../locales/index.ts';

/** `{name}` marks a value. */
export type PayTexts = ReturnType<typeof localeFor>['pay'];

/** The words in Spanish, whose keys every language has (portal outcomes are read from them). */
export const PAY_TEXTS_ES: PayTexts = localeFor('es').pay;

export interface PageLanguage {
  language: Language;
  t: PayTexts;
  amount(cents: number, currency: string): string;
  date(instant: Date): string;
  /** A date where room is short (a table's column): "23 nov 2026". */
  shortDate(instant: Date): string;
}

export function languageOfRequest(request: FastifyRequest): Language {
  const chosen = (request.query as { lang?: unknown } | undefined)?.lang;
  if (chosen === 'es' || chosen === 'pt') return chosen;
  return languageOfHeader(request.headers['accept-language']);
}

/**
 * `timeZone`: the workshop's (its booking calendar's) when the page is one workshop's (the portal), so that its dates
 * are on the workshop's clock (docs/product.md §1); else where the language's workshops are.
 */
export function pageLanguage(language: Language, timeZone: string = TIME_ZONES[language]): PageLanguage {
  const locale = INTL_LOCALES[language];
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const shortDates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return {
    language,
    t: localeFor(language).pay,
    amount(cents, currency) {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
      } catch {
        return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
      }
    },
    date: (instant) => dates.format(instant),
    shortDate: (instant) => shortDates.format(instant),
  };
}

/** "Pagar {amount}" with its values; a missing value leaves its mark. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}
