// How the chain's view writes its numbers, in the interface's language (docs/style.md §5).
import type { Language } from '@rueda/domain';
import { currentLanguage } from '@/lib/i18n';

const NUMBER_LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-PT' };

export function formatCount(value: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[currentLanguage()]).format(value);
}

/** Days or hours with at most one decimal: "4,5". */
export function formatDecimal(value: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[currentLanguage()], { maximumFractionDigits: 1 }).format(value);
}

/** Hours from minutes: "12,5". */
export function hoursOf(minutes: number): string {
  return formatDecimal(minutes / 60);
}
