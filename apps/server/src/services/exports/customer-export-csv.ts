// docs/product.md §11.5: the customer list as a CSV file a Spanish-locale spreadsheet opens as it is
// (decision 023): `;` between fields, UTF-8 with a BOM (else Excel reads it as Windows-1252), CRLF,
// headers in the user's language, dates as dd/mm/yyyy, amounts as 1234,56, phones kept as text.
import type { Language, TCustomer } from '@rueda/domain';
import { localeFor } from '../../locales/index.ts';
import { amount, day, phone, spreadsheetCsv, text } from './spreadsheet-cells.ts';

export interface ExportRow {
  customer: TCustomer;
  bikeCount: number;
  repairCount: number;
  /** Cents: their delivered repairs' totals (as the customer page's total spent). */
  totalSpent: number;
  lastVisit: string | null;
}

/** `timeZone`: the workshop's, whose days the dates are. */
export function customersCsv(rows: readonly ExportRow[], language: Language, timeZone: string): string {
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
    day(lastVisit, timeZone),
    day(customer.created, timeZone),
    day(customer.whatsappConsentAt, timeZone),
    day(customer.emailConsentAt, timeZone),
    text(customer.notes),
  ]);
  return spreadsheetCsv(header, data);
}

export function csvFileName(language: Language, now: Date): string {
  return `${localeFor(language).customersExport.fileName}-${now.toISOString().slice(0, 10)}.csv`;
}
