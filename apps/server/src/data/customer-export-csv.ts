// Issue 12 point 7: the customer list as a CSV file a Spanish-locale spreadsheet opens as it is
// (decision 023): `;` between fields, UTF-8 with a BOM (else Excel reads it as Windows-1252), CRLF,
// headers in the user's language, dates as dd/mm/yyyy, amounts as 1234,56, phones kept as text.
import type { Language, TCustomer } from '@rueda/domain';
import Papa from 'papaparse';
import { localeFor, TIME_ZONES } from '../locales/index.ts';

export interface ExportRow {
  customer: TCustomer;
  bikeCount: number;
  repairCount: number;
  /** Cents: their delivered repairs' totals (as the customer page's total spent). */
  totalSpent: number;
  lastVisit: string | null;
}

const BOM = '\uFEFF';

/** A date as the spreadsheet's es-ES reading takes it (a day in the workshop's time zone). */
function day(iso: string | null, language: Language): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONES[language], day: '2-digit', month: '2-digit', year: 'numeric' });
  return parts.format(new Date(iso));
}

/** Cents as 1234,56: a decimal comma and no thousands separator, which Excel es-ES reads as a number. */
function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A phone written only with digits (and a leading +) would become a number (0034… loses its zeros,
 * +34… its sign): it goes as the formula ="…", which Excel shows as the text. Others are text already.
 */
function phone(value: string): string {
  const trimmed = value.trim();
  return /^\+?\d+$/.test(trimmed) ? `="${trimmed}"` : text(trimmed);
}

/** Free text, never read as a formula (OWASP's CSV injection): a leading = + - @ or tab gets a quote. */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function customersCsv(rows: readonly ExportRow[], language: Language): string {
  const texts = localeFor(language).customersExport;
  const columns = texts.columns;
  const header = [
    columns.name,
    columns.surname,
    columns.phone,
    columns.email,
    columns.address,
    columns.dni,
    columns.language,
    columns.bikes,
    columns.repairs,
    columns.totalSpent,
    columns.lastVisit,
    columns.created,
    columns.whatsappConsent,
    columns.emailConsent,
    columns.notes,
  ];
  const data = rows.map(({ customer, bikeCount, repairCount, totalSpent, lastVisit }) => [
    text(customer.name),
    text(customer.surname),
    phone(customer.phone),
    text(customer.email),
    text(customer.address),
    text(customer.dni),
    texts.languages[customer.language],
    String(bikeCount),
    String(repairCount),
    amount(totalSpent),
    day(lastVisit, language),
    day(customer.created, language),
    day(customer.whatsappConsentAt, language),
    day(customer.emailConsentAt, language),
    text(customer.notes),
  ]);
  // papaparse quotes a field holding ; " or a line break, doubling its quotes (RFC 4180).
  const body = Papa.unparse({ fields: header, data }, { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: false });
  return `${BOM}${body}\r\n`;
}

export function csvFileName(language: Language, now: Date): string {
  return `${localeFor(language).customersExport.fileName}-${now.toISOString().slice(0, 10)}.csv`;
}
