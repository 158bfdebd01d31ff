// How the dashboard writes its numbers and periods, in the interface's language.
import type { DashboardBucket, Language } from '@rueda/domain';
import { DATE_FORMAT, formatDate, localDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import type { DayRange } from './links';

const NUMBER_LOCALES: Record<Language, string> = { es: 'es-ES', pt: 'pt-PT' };
const DAY_MS = 86_400_000;

/** Days and hours with at most one decimal: "4,5". */
export function formatDecimal(value: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[currentLanguage()], { maximumFractionDigits: 1 }).format(value);
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[currentLanguage()]).format(value);
}

/** A VAT rate in basis points as a percentage: 2100 → "21 %" (es), "21%" (pt). */
export function formatRate(rateBp: number): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[currentLanguage()], { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
}

/** Estimated work in hours, from minutes: "12,5". */
export function hoursOf(minutes: number): string {
  return formatDecimal(minutes / 60);
}

/** A period under a chart's bar: "12/05" for a day or a week (its Monday), "may 2026" for a month. */
export function shortPeriodLabel(period: DayRange, bucket: DashboardBucket): string {
  return bucket === 'month' ? localDate(period.start).format('MMM YYYY') : localDate(period.start).format('DD/MM');
}

/** A period in full, for the figures' tables: "12/05/2026", "12/05/2026 – 18/05/2026" or "mayo 2026". */
export function periodLabel(period: DayRange, bucket: DashboardBucket): string {
  if (bucket === 'month') return localDate(period.start).format('MMMM YYYY');
  if (period.start === period.end) return formatDate(period.start);
  return `${localDate(period.start).format(DATE_FORMAT)} – ${localDate(period.end).format(DATE_FORMAT)}`;
}

/** Whole days since `date` (a repair finished yesterday afternoon has waited 1 day, not 2). */
export function daysSince(date: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(date)) / DAY_MS));
}
