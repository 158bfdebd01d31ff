// How the sales screens write amounts, VAT rates and days (docs/style.md §5, §11): with Intl, in the reader's language.
import { formatAmount, type Language } from '@rueda/domain';
import { currentLanguage } from '@/lib/i18n';

/** Spain and Portugal, the countries a workshop charges in (docs/product.md §29.1), invoice in euros. */
export const SALES_CURRENCY = 'EUR';

const LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-PT' };

/** Cents as the documents show them: 1234 → "12,34 €". */
export function formatMoney(cents: number): string {
  return formatAmount(cents, SALES_CURRENCY);
}

/** A rate in basis points as a percentage in the reader's language: 2100 → "21 %". */
export function formatRate(rateBp: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
}

/** A calendar day ("2026-11-23") written out in the reader's language: "23 de noviembre de 2026". */
export function formatLongDay(day: string, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A country's name in the reader's language ("PT" → "Portugal"), or its code when Intl does not know it. */
export function countryName(code: string, language: Language = currentLanguage()): string {
  try {
    return new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
