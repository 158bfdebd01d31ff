// The spreadsheet files Rueda writes in the browser — a kind of the catalogue (docs/product.md §10.2), a supplier's
// list of parts to order (§31.2) — as a Spanish-locale office suite opens them (decision 013): ";" between cells,
// UTF-8 with a byte-order mark, and cells that would start a formula neutralised. Loaded with the export that uses it.
import Papa from 'papaparse';
import { downloadFile } from './download';

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Cells a spreadsheet would take for a formula (CSV injection) are written after an apostrophe, which
 * spreadsheets hide; a negative number ("-3") is not a formula and is written as it is ("-1+1" is). A
 * cell that already starts so ("'=") gets one more, so that reading takes exactly one away.
 */
const FORMULA = /^([=+@\t\r]|-(?!\d+([.,]\d+)?$)|'+(?=[=+\-@\t\r]))/;

/** The file's text: its headings, then one line per row. */
export function spreadsheetCsv(fields: readonly string[], data: readonly (readonly string[])[]): string {
  return (
    BYTE_ORDER_MARK +
    Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA })
  );
}

/** The file an export downloads, "rueda-stock-2026-11-23.csv": its name in the user's language, plain. */
export function csvFileName(name: string, today: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `rueda-${slug}-${today}.csv`;
}

/** Saves `text` as a file through the browser's download. */
export function downloadCsv(fileName: string, text: string): void {
  downloadFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
