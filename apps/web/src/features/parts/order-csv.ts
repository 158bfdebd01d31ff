// A supplier's list to order as a CSV file a Spanish-locale spreadsheet opens, as the catalogue's export writes it
// (docs/product.md §10.2, decision 013): ";" between cells, UTF-8 with a byte-order mark, headings in the user's
// language, amounts with a decimal comma, and cells that would start a formula written after an apostrophe. Loaded
// when "Exportar" is pressed.
import { amountCell, type TListedPart } from '@rueda/domain';
import type { TFunction } from 'i18next';
import { csvFileName, spreadsheetCsv } from '@/lib/csv-file';

const COLUMNS = ['quantity', 'title', 'reference', 'supplier', 'cost', 'customer', 'bike', 'note'] as const;

export function orderCsv(t: TFunction<'parts'>, parts: readonly TListedPart[]): string {
  const fields = COLUMNS.map((column) => t(`csv.columns.${column}`));
  const data = parts.map((part) => [
    String(part.quantity),
    part.title,
    part.reference,
    part.supplier,
    amountCell(part.cost),
    part.repair.customerName,
    part.repair.bike,
    part.note,
  ]);
  return spreadsheetCsv(fields, data);
}

/** "rueda-pedido-shimano-2026-11-30.csv": the list's supplier and day, in the user's language. */
export function orderFileName(t: TFunction<'parts'>, supplier: string, today: string): string {
  return csvFileName(`${t('csv.file')} ${supplier}`, today);
}
