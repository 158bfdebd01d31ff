// docs/product.md §29: the documents the sales list's search and filters find (data/sales-documents.ts), as one
// CSV file (sales-csv.ts), the newest first, as the list shows them. A file is at most SALES_EXPORT_MAX documents:
// more is refused, naming the limit, so the user narrows the days rather than getting a file cut short.
import { FunctionError, SALES_EXPORT_MAX, type Language, type TSalesInvoicesExportInput } from '@rueda/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesDocuments } from '../../db/schema.ts';
import { localeFor } from '../../locales/index.ts';
import { readBookingSettings } from '../../data/booking-settings.ts';
import { listSalesDocuments } from '../../data/sales-documents.ts';
import { documentCells, documentsHeader } from './sales-csv.ts';
import { spreadsheetCsv } from './spreadsheet-cells.ts';

export async function exportSalesDocumentsCsv(
  db: Db,
  args: { workshopId: string; filters: TSalesInvoicesExportInput; language: Language; now: Date },
): Promise<{ fileName: string; csv: string; count: number }> {
  const { workshopId, filters, language, now } = args;
  const documents = await listSalesDocuments(db, workshopId, { ...filters, limit: SALES_EXPORT_MAX + 1 });
  if (documents.length > SALES_EXPORT_MAX)
    throw new FunctionError('failed-precondition', `At most ${SALES_EXPORT_MAX} documents per file: choose fewer days.`, {
      reason: 'too-many',
      max: SALES_EXPORT_MAX,
    });
  // The numbers of the documents a rectification or a replacement names, also those the filters leave out.
  const corrected = [...new Set(documents.flatMap((document) => (document.correctsId ? [document.correctsId] : [])))];
  const numbers = new Map(
    corrected.length === 0
      ? []
      : (
          await db
            .select({ id: salesDocuments.id, numberText: salesDocuments.numberText })
            .from(salesDocuments)
            .where(and(eq(salesDocuments.workshopId, workshopId), inArray(salesDocuments.id, corrected)))
        ).map((row) => [row.id, row.numberText]),
  );
  const { timeZone } = await readBookingSettings(db, workshopId);
  const end = filters.to ?? now.toISOString().slice(0, 10);
  const span = filters.from ? `${filters.from}_${end}` : end;
  return {
    fileName: `${localeFor(language).salesExport.documentsFileName}-${span}.csv`,
    csv: spreadsheetCsv(
      documentsHeader(language),
      documents.map((document) => documentCells(document, language, timeZone, numbers)),
    ),
    count: documents.length,
  };
}
