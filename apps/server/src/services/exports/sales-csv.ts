// docs/product.md §18.4 and §29: the sales documents as CSV rows a Spanish-locale spreadsheet opens as they are
// (spreadsheet-cells.ts): one row per document, one per line and one per VAT rate, headed in the user's language.
// The documents list's "Exportar CSV" (salesInvoicesExport) and the workshop's whole export write these.
import type { Language, TSalesDocument } from '@rueda/domain';
import { localeFor } from '../../locales/index.ts';
import { amount, day, text } from './spreadsheet-cells.ts';

const textsOf = (language: Language) => localeFor(language).salesExport;

/** A calendar day (YYYY-MM-DD) as the spreadsheet's es-ES reading takes it: dd/mm/yyyy. */
export function calendarDay(value: string | null): string {
  if (!value) return '';
  const [year, month, dayOfMonth] = value.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

/** A rate in basis points as the percentage a spreadsheet reads: 2100 → "21", 550 → "5,5". */
export function rateCell(rateBp: number): string {
  return String(rateBp / 100).replace('.', ',');
}

/** An instant as its day and time on the workshop's clock: "23/11/2026 10:05". */
export function instantCell(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return `${day(iso, timeZone)} ${time}`;
}

export function documentsHeader(language: Language): string[] {
  const c = textsOf(language).documents;
  return [
    c.number,
    c.kind,
    c.issueDay,
    c.issuedAt,
    c.series,
    c.customer,
    c.customerTaxId,
    c.corrects,
    c.reason,
    c.repair,
    c.base,
    c.tax,
    c.total,
  ];
}

/** A document's row; `numbers` gives the number of the document it corrects or replaces. */
export function documentCells(
  document: TSalesDocument,
  language: Language,
  timeZone: string,
  numbers: ReadonlyMap<string, string>,
): string[] {
  return [
    document.numberText,
    textsOf(language).kinds[document.kind],
    calendarDay(document.issueDay),
    instantCell(document.issuedAt, timeZone),
    document.seriesCode,
    text(document.customer?.name ?? ''),
    text(document.customer?.taxId ?? ''),
    document.correctsId ? (numbers.get(document.correctsId) ?? document.correctsId) : '',
    text(document.reason ?? ''),
    document.repairId ?? '',
    amount(document.baseCents),
    amount(document.taxCents),
    amount(document.totalCents),
  ];
}

export function linesHeader(language: Language): string[] {
  const c = textsOf(language).lines;
  return [c.document, c.description, c.quantity, c.price, c.rate, c.base, c.tax, c.total];
}

/** The document's lines, one row each (a rectification's are negative). */
export function lineRows(document: TSalesDocument): string[][] {
  return document.lines.map((line) => [
    document.numberText,
    text(line.description),
    String(line.quantity),
    amount(line.priceCents),
    rateCell(line.rateBp),
    amount(line.baseCents),
    amount(line.taxCents),
    amount(line.grossCents),
  ]);
}

export function ratesHeader(language: Language): string[] {
  const c = textsOf(language).rates;
  return [c.document, c.rate, c.base, c.tax, c.total];
}

/** What the document declares per VAT rate (docs/product.md §29.2), one row each. */
export function rateRows(document: TSalesDocument): string[][] {
  return document.breakdown.map((rate) => [
    document.numberText,
    rateCell(rate.rateBp),
    amount(rate.baseCents),
    amount(rate.taxCents),
    amount(rate.grossCents),
  ]);
}
