// The catalogue as a spreadsheet's rows (docs/product.md §3; CSV import and export): one row per item,
// every cell text as a Spanish-locale spreadsheet writes it — amounts with a decimal comma, yes/no
// as "sí"/"no", lists joined with " | ". The web app turns rows into CSV and back (";" separator,
// UTF-8 with a BOM); these functions are the meaning of each column, both ways.
import { z } from 'zod';
import { invalidArgument } from '../errors.ts';
import { SERVICE_FIELD_SCHEMAS, type ServiceKind, type TServiceFields, type TServiceItem } from './catalogue.ts';
import { checkServiceFields } from './rules.ts';

type Cell = 'text' | 'amount' | 'integer' | 'optionalInteger' | 'optionalAmount' | 'boolean' | 'list';

/** Each kind's columns, in the order an export writes them; `id` first, to match rows with items. */
export const SPREADSHEET_COLUMNS = {
  packs: {
    title: 'text',
    price: 'amount',
    description: 'text',
    subtitle: 'text',
    recommendation: 'text',
    details: 'list',
    needsAdditionalData: 'boolean',
    allowedDisciplines: 'list',
    conditionalDescriptionEnabled: 'boolean',
    conditionDescriptionValue: 'text',
    checklist: 'list',
    estimatedMinutes: 'optionalInteger',
  },
  maintenances: {
    title: 'text',
    price: 'amount',
    description: 'text',
    group: 'text',
    price_from: 'optionalAmount',
    price_to: 'optionalAmount',
    checklist: 'list',
    estimatedMinutes: 'optionalInteger',
  },
  suspensions: { title: 'text', price: 'amount', description: 'text', estimatedMinutes: 'optionalInteger' },
  stockItems: { title: 'text', reference: 'text', price: 'amount', cost: 'amount', quantity: 'integer', minQuantity: 'integer' },
} as const satisfies Record<ServiceKind, Record<string, Cell>>;

const LIST_SEPARATOR = ' | ';
const YES = new Set(['sí', 'si', 's', 'sim', 'yes', 'true', '1', 'x']);
const NO = new Set(['no', 'não', 'nao', 'n', 'false', '0', '']);

/** The columns a kind's spreadsheet has: `id` and its fields. */
export function spreadsheetColumns(kind: ServiceKind): string[] {
  return ['id', ...Object.keys(SPREADSHEET_COLUMNS[kind])];
}

/** Cents as a Spanish spreadsheet writes them: 2500 → "25,00". */
export function amountCell(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Cents from what a spreadsheet holds: "25,00", "1.234,5", "25", "25.50", "25 €". A comma is the
 * decimal mark (dots then group thousands); without one, a dot followed by one or two digits is.
 */
export function parseAmountCell(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0€$£]|R\$/g, '');
  if (clean === '') return undefined;
  let normal: string;
  if (clean.includes(',')) normal = clean.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(clean)) normal = clean;
  else normal = clean.replace(/\./g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(normal)) return Number.NaN;
  return Math.round(Number(normal) * 100);
}

function cellOf(kind: Cell, value: unknown): string {
  switch (kind) {
    case 'amount':
    case 'optionalAmount':
      return typeof value === 'number' ? amountCell(value) : '';
    case 'integer':
    case 'optionalInteger':
      return typeof value === 'number' ? String(value) : '';
    case 'boolean':
      return value ? 'sí' : 'no';
    case 'list':
      return Array.isArray(value) ? value.join(LIST_SEPARATOR) : '';
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

/** An item as a spreadsheet row (its cells keyed by column). */
export function spreadsheetRowOf<K extends ServiceKind>(kind: K, item: TServiceItem<K>): Record<string, string> {
  const row: Record<string, string> = { id: item.id };
  for (const [column, cell] of Object.entries(SPREADSHEET_COLUMNS[kind]) as [string, Cell][]) {
    row[column] = cellOf(cell, (item as Record<string, unknown>)[column]);
  }
  return row;
}

/** A count as a Spanish spreadsheet writes it: "1.200" is twelve hundred, "2,5" is two and a half (and refused as such). */
function integerOf(text: string): number {
  const clean = text.replace(/[\s\u00a0]/g, '');
  if (/^-?\d{1,3}(\.\d{3})+$/.test(clean)) return Number(clean.replace(/\./g, ''));
  return Number(/^-?\d+,\d+$/.test(clean) ? clean.replace(',', '.') : clean);
}

function valueOf(kind: Cell, text: string): unknown {
  const trimmed = text.trim();
  switch (kind) {
    case 'amount':
      return parseAmountCell(trimmed) ?? Number.NaN;
    case 'optionalAmount':
      return parseAmountCell(trimmed) ?? null;
    case 'integer':
      return trimmed === '' ? 0 : integerOf(trimmed);
    case 'optionalInteger':
      return trimmed === '' ? null : integerOf(trimmed);
    case 'boolean':
      return YES.has(trimmed.toLowerCase()) ? true : NO.has(trimmed.toLowerCase()) ? false : trimmed;
    case 'list':
      return trimmed === ''
        ? []
        : trimmed
            .split('|')
            .map((part) => part.trim())
            .filter(Boolean);
    case 'text':
      return trimmed;
  }
}

/** The columns of a file that are not the kind's, and the ones a file cannot do without (title, price). */
export function spreadsheetColumnProblems(kind: ServiceKind, columns: readonly string[]): { unknown: string[]; missing: string[] } {
  const expected = spreadsheetColumns(kind);
  return {
    unknown: columns.filter((column) => !expected.includes(column)),
    missing: ['title', 'price'].filter((column) => !columns.includes(column)),
  };
}

/** The rows' columns must be the kind's (in any order); an unknown or missing one is named. */
export function checkSpreadsheetColumns(kind: ServiceKind, columns: readonly string[]): void {
  const { unknown, missing } = spreadsheetColumnProblems(kind, columns);
  if (unknown.length > 0 || missing.length > 0) {
    throw invalidArgument({
      issues: [
        ...unknown.map((column) => ({ path: ['rows', 'columns'], message: `Unknown column "${column}".` })),
        ...missing.map((column) => ({ path: ['rows', 'columns'], message: `Missing column "${column}".` })),
      ],
    });
  }
}

/** Why a row is refused, as a code the web app says in the user's language. */
export const SPREADSHEET_REASONS = [
  'required',
  'tooLong',
  'notAmount',
  'negative',
  'notNumber',
  'wholeNumber',
  'tooSmall',
  'tooLarge',
  'notYesNo',
  'notAllowed',
  'tooMany',
  'priceRange',
  'invalid',
] as const;
export type SpreadsheetReason = (typeof SPREADSHEET_REASONS)[number];

/** The reason of a cell's first schema issue. */
function reasonOf(issue: z.core.$ZodIssue): SpreadsheetReason {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'wholeNumber';
      if (issue.expected === 'boolean') return 'notYesNo';
      return issue.expected === 'number' ? 'notNumber' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return 'required';
      return issue.minimum === 0 ? 'negative' : 'tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'tooLong';
      return issue.origin === 'array' ? 'tooMany' : 'tooLarge';
    case 'invalid_value':
      return 'notAllowed';
    default:
      return 'invalid';
  }
}

/** A row's fields, checked as a new item's would be; a refusal names the first column at fault and why. */
export function spreadsheetFieldsOf<K extends ServiceKind>(
  kind: K,
  row: Readonly<Record<string, string>>,
): { fields: TServiceFields<K> } | { column: string; reason: SpreadsheetReason } {
  const input: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(SPREADSHEET_COLUMNS[kind]) as [string, Cell][]) {
    if (row[column] !== undefined) input[column] = valueOf(cell, row[column]);
  }
  const parsed = SERVICE_FIELD_SCHEMAS[kind].safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const column = String(issue.path[0] ?? 'title');
    const cell = (SPREADSHEET_COLUMNS[kind] as Record<string, Cell>)[column];
    // An amount that does not read as one reaches the schema as NaN: say so rather than "not a number".
    const isAmount = cell === 'amount' || cell === 'optionalAmount';
    return { column, reason: isAmount && issue.code === 'invalid_type' ? 'notAmount' : reasonOf(issue) };
  }
  try {
    checkServiceFields(kind, parsed.data, 'row');
  } catch {
    return { column: 'price_from', reason: 'priceRange' };
  }
  return { fields: parsed.data };
}

/** The most rows one import takes (a workshop's whole shelf); a larger file is refused before it is read. */
export const SPREADSHEET_ROWS_MAX = 5_000;

export const ZServicesImportInputSchema = z.object({
  kind: z.enum(['packs', 'maintenances', 'suspensions', 'stockItems']),
  rows: z
    .array(z.record(z.string().max(60), z.string().max(4_000)))
    .min(1)
    .max(SPREADSHEET_ROWS_MAX, `At most ${SPREADSHEET_ROWS_MAX} rows per import.`),
  /** false: a preview, nothing written; true: the valid rows, in one transaction. */
  apply: z.boolean(),
});

export const ZServicesImportOutputSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Each bad row (numbered from 1, after the header) with the column at fault and why. */
  rejected: z.array(z.object({ row: z.number().int(), column: z.string(), reason: z.enum(SPREADSHEET_REASONS) })),
  applied: z.boolean(),
});
export type TServicesImportOutput = z.infer<typeof ZServicesImportOutputSchema>;
