// The cells of a CSV file a Spanish-locale spreadsheet opens as it is (decision 023): `;` between fields,
// UTF-8 with a BOM (else Excel reads it as Windows-1252), CRLF, dates as dd/mm/yyyy, amounts as 1234,56,
// phones kept as text, and free text never read as a formula. The customers' list, the repairs of a
// timeframe and the workshop's whole export (docs/product.md §18.4) write their files with these.
import { amountCell, formatDateInZone } from '@rueda/domain';
import Papa from 'papaparse';

const BOM = '\uFEFF';

/** A date as the spreadsheet's es-ES reading takes it: dd/mm/yyyy, the day on the workshop's clock (docs/product.md §1). */
export function day(iso: string | null, timeZone: string): string {
  return iso ? formatDateInZone(iso, timeZone) : '';
}

/** Cents as 1234,56: a decimal comma and no thousands separator, which Excel es-ES reads as a number (the catalogue's cell too). */
export const amount = amountCell;

/**
 * A phone written only with digits (and a leading +) would become a number (0034… loses its zeros,
 * +34… its sign): it goes as the formula ="…", which Excel shows as the text. Others are text already.
 */
export function phone(value: string): string {
  const trimmed = value.trim();
  return /^\+?\d+$/.test(trimmed) ? `="${trimmed}"` : text(trimmed);
}

/** Free text, never read as a formula (OWASP's CSV injection): a leading = + - @ or tab gets a quote. */
export function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The file's first line: the byte-order mark and the headings. */
export function csvHead(header: readonly string[]): string {
  return `${BOM}${csvLines([header])}`;
}

/** Rows as lines, each ended by CRLF; papaparse quotes a field holding ; " or a line break, doubling its quotes (RFC 4180). */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((row) => [...row]),
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: false },
  )}\r\n`;
}

/** The file: a heading line and the rows, as the spreadsheet reads them. */
export function spreadsheetCsv(header: readonly string[], data: readonly (readonly string[])[]): string {
  return csvHead(header) + csvLines(data);
}
