// A kind of the catalogue as a CSV file a Spanish-locale spreadsheet opens (docs/product.md §3, CSV
// import and export): ";" between cells, UTF-8 with a byte-order mark, headings in the user's language,
// each cell as the domain writes it (amounts with a decimal comma, "sí"/"no", lists joined with " | ").
// Reading takes back what a spreadsheet saves: either language's headings (or the field names), ";",
// "," or tabs between cells. A file that is not UTF-8, too big, or not this kind's is refused here, in
// words, before anything reaches the server.
import {
  LANGUAGES,
  SPREADSHEET_ROWS_MAX,
  spreadsheetColumnProblems,
  spreadsheetColumns,
  spreadsheetRowOf,
  type Language,
  type ServiceKind,
  type TServiceItem,
} from '@rueda/domain';
import Papa from 'papaparse';
import { i18n, textsIn } from '@/lib/i18n';
import { spreadsheetCsv } from '@/lib/csv-file';

/** Far above a 5,000-row catalogue (about 1 MB); a larger file is refused before it is read. */
export const CSV_BYTES_MAX = 10 * 1024 * 1024;

/** A cell written after an apostrophe because it would start a formula (lib/csv-file.ts): reading takes one away. */
const ESCAPED_FORMULA = /^'(?='*[=+\-@\t\r])/;

type Headings = Record<string, string>;

/** The headings in `language`: the catalogue's texts in it are fetched by the screen, or by readCatalogueCsv. */
function headingsOf(language: Language): Headings {
  const texts = i18n.getResourceBundle(language, 'catalogue') as { spreadsheet: { columns: Headings } } | undefined;
  if (!texts) throw new Error(`The catalogue's texts in ${language} are not loaded`);
  return texts.spreadsheet.columns;
}

/** A kind's items as the CSV file's text, headed in `language`, in the catalogue's order. */
export function catalogueCsv<K extends ServiceKind>(kind: K, items: readonly TServiceItem<K>[], language: Language): string {
  const columns = spreadsheetColumns(kind);
  const headings = headingsOf(language);
  const data = items.map((item) => {
    const row = spreadsheetRowOf(kind, item);
    return columns.map((column) => row[column] ?? '');
  });
  const fields = columns.map((column) => headings[column] ?? column);
  return spreadsheetCsv(fields, data);
}

/** Why a file cannot be imported, with what the message needs. */
export type CsvProblem =
  | { problem: 'tooBig'; megabytes: number }
  | { problem: 'encoding' }
  | { problem: 'empty' }
  | { problem: 'unreadable'; line: number }
  | { problem: 'tooManyRows' }
  | { problem: 'columns'; unknown: string[]; missing: string[] };

/** A file's rows keyed by the kind's columns (what servicesImport takes), or why it cannot be read. */
export type CsvRead = { rows: Record<string, string>[] } | CsvProblem;

const normal = (heading: string) => heading.trim().toLocaleLowerCase('es').normalize('NFC');

/** The column each heading names: a field name, or its heading in any of the interface's languages. */
function columnOfHeading(kind: ServiceKind): (heading: string) => string {
  const byHeading = new Map<string, string>();
  for (const column of spreadsheetColumns(kind)) {
    byHeading.set(normal(column), column);
    for (const language of LANGUAGES) byHeading.set(normal(headingsOf(language)[column] ?? column), column);
  }
  return (heading) => byHeading.get(normal(heading)) ?? heading.trim();
}

/** The separator the heading line uses most: ";" from a Spanish spreadsheet, "," or tabs from others. */
function separatorOf(text: string): string {
  const heading = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => heading.split(separator).length;
  return [';', ',', '\t'].reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

/** The rows of a CSV file's text (without its byte-order mark) for `kind`, or why they cannot be imported. */
export function parseCatalogueCsv(kind: ServiceKind, text: string): CsvRead {
  const columnOf = columnOfHeading(kind);
  const clean = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(clean, {
    header: true,
    skipEmptyLines: 'greedy',
    delimiter: separatorOf(clean),
    // One row past the limit is enough to refuse the file; the rest is never parsed.
    preview: SPREADSHEET_ROWS_MAX + 1,
    transformHeader: columnOf,
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  // The error's row counts lines from 0, the heading's included; the spreadsheet counts from 1.
  if (broken) return { problem: 'unreadable', line: (broken.row ?? 0) + 1 };
  if (parsed.data.length === 0) return { problem: 'empty' };
  if (parsed.data.length > SPREADSHEET_ROWS_MAX) return { problem: 'tooManyRows' };
  // A spreadsheet may save empty columns after the last one: they carry nothing.
  const columns = (parsed.meta.fields ?? []).filter((column) => column !== '' && !/^_\d+$/.test(column));
  const { unknown, missing } = spreadsheetColumnProblems(kind, columns);
  if (unknown.length > 0 || missing.length > 0) return { problem: 'columns', unknown, missing };
  const rows = parsed.data.map((row) =>
    Object.fromEntries(columns.map((column) => [column, (row[column] ?? '').replace(ESCAPED_FORMULA, '')])),
  );
  return { rows };
}

/** A chosen file's rows for `kind`: refused when too big or not UTF-8 (a spreadsheet's "CSV UTF-8"). */
export async function readCatalogueCsv(kind: ServiceKind, file: Blob): Promise<CsvRead> {
  if (file.size > CSV_BYTES_MAX) return { problem: 'tooBig', megabytes: Math.ceil(file.size / (1024 * 1024)) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { problem: 'encoding' };
  }
  // The file may be headed in either language.
  await Promise.all(LANGUAGES.map((language) => textsIn(language, 'catalogue')));
  return parseCatalogueCsv(kind, text);
}
