// docs/product.md §18.4 and §29: what the workshop's whole export holds of its sales, as CSV files headed in the
// user's language (sales-csv.ts): its documents, their lines and VAT per rate, the payments' ledger, the till's days,
// VERI*FACTU's records (docs/product.md §29.7: kind, huella, previous huella, sending state and XML) and Portugal's
// signatures (docs/product.md §29.8: the hash and the previous one of its chain). A workshop that never charged
// with Rueda gets none of these files. Documents, payments and records are read a batch at a time (sales-batches.ts).
import type { Language } from '@rueda/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesTillDays } from '../../db/schema.ts';
import { salesDocumentOf } from '../../data/sales-documents.ts';
import { localeFor } from '../../locales/index.ts';
import { calendarDay, documentCells, documentsHeader, instantCell, lineRows, linesHeader, rateRows, ratesHeader } from './sales-csv.ts';
import { documentBatches, hasSales, paymentBatches, verifactuBatches } from './sales-batches.ts';
import { amount, csvHead, csvLines, text } from './spreadsheet-cells.ts';

/** A file of the archive, written in pieces (workshop-export.ts). */
interface FileEntry {
  write(text: string): Promise<void>;
  end(): void;
}

/** Writes the sales' files into the archive; `entry` opens one. */
export async function writeSalesFiles(
  db: Db,
  args: { workshopId: string; language: Language; timeZone: string },
  entry: (name: string) => FileEntry,
): Promise<void> {
  const { workshopId, language, timeZone } = args;
  if (!(await hasSales(db, workshopId))) return;
  const t = localeFor(language).salesExport;
  const numbers = new Map<string, string>();

  const documentsFile = entry(`${t.files.documents}.csv`);
  await documentsFile.write(csvHead(documentsHeader(language)));
  for await (const batch of documentBatches(db, workshopId)) {
    // A document corrects one issued before it: its number is known by then.
    for (const row of batch) numbers.set(row.id, row.numberText);
    await documentsFile.write(csvLines(batch.map((row) => documentCells(salesDocumentOf(row), language, timeZone, numbers))));
  }
  documentsFile.end();
  for (const [name, header, rowsOf] of [
    [t.files.lines, linesHeader(language), lineRows],
    [t.files.rates, ratesHeader(language), rateRows],
  ] as const) {
    const file = entry(`${name}.csv`);
    await file.write(csvHead(header));
    for await (const batch of documentBatches(db, workshopId))
      await file.write(csvLines(batch.flatMap((row) => rowsOf(salesDocumentOf(row)))));
    file.end();
  }

  const p = t.payments;
  const paymentsFile = entry(`${t.files.payments}.csv`);
  await paymentsFile.write(
    csvHead([p.recordedAt, p.tillDay, p.kind, p.method, p.amount, p.tendered, p.change, p.document, p.repair, p.reason]),
  );
  for await (const batch of paymentBatches(db, workshopId)) {
    await paymentsFile.write(
      csvLines(
        batch.map((row) => [
          instantCell(row.recordedAt.toISOString(), timeZone),
          calendarDay(row.tillDay),
          t.paymentKinds[row.kind as keyof typeof t.paymentKinds] ?? row.kind,
          row.method ? (t.methods[row.method as keyof typeof t.methods] ?? row.method) : '',
          amount(row.amountCents),
          row.tenderedCents === null ? '' : amount(row.tenderedCents),
          amount(row.changeCents),
          row.documentId ? (numbers.get(row.documentId) ?? row.documentId) : '',
          row.repairId ?? '',
          text(row.reason),
        ]),
      ),
    );
  }
  paymentsFile.end();

  const d = t.tillDays;
  const days = await db.select().from(salesTillDays).where(eq(salesTillDays.workshopId, workshopId)).orderBy(asc(salesTillDays.day));
  const money = (cents: number | null) => (cents === null ? '' : amount(cents));
  const tillFile = entry(`${t.files.tillDays}.csv`);
  await tillFile.write(
    csvHead([d.day, d.float, d.openedAt, d.closedAt, d.expected, d.counted, d.difference]) +
      csvLines(
        days.map((row) => [
          calendarDay(row.day),
          amount(row.floatCents),
          instantCell(row.openedAt?.toISOString() ?? null, timeZone),
          instantCell(row.closedAt?.toISOString() ?? null, timeZone),
          money(row.expectedCents),
          money(row.countedCents),
          money(row.differenceCents),
        ]),
      ),
  );
  tillFile.end();

  await writeVerifactuFile(db, workshopId, { language, timeZone, numbers }, entry);
  await writePortugalFile(db, workshopId, language, entry);
}

/** docs/product.md §29.7: the workshop's VERI*FACTU records in each issuer's chain order, if it has any. */
async function writeVerifactuFile(
  db: Db,
  workshopId: string,
  args: { language: Language; timeZone: string; numbers: ReadonlyMap<string, string> },
  entry: (name: string) => FileEntry,
): Promise<void> {
  const t = localeFor(args.language).salesExport;
  const v = t.verifactu;
  let file: FileEntry | null = null;
  for await (const batch of verifactuBatches(db, workshopId)) {
    if (!file) {
      file = entry(`${t.files.verifactu}.csv`);
      await file.write(csvHead([v.document, v.seq, v.kind, v.issuerNif, v.huella, v.previousHuella, v.sendState, v.createdAt, v.xml]));
    }
    await file.write(
      csvLines(
        batch.map((row) => [
          args.numbers.get(row.documentId) ?? row.documentId,
          String(row.seq),
          row.kind,
          row.issuerNif,
          row.huella,
          row.previousHuella ?? '',
          row.sendState,
          instantCell(row.createdAt.toISOString(), args.timeZone),
          row.xml,
        ]),
      ),
    );
  }
  file?.end();
}

/**
 * docs/product.md §29.8: a Portuguese workshop's signatures, each with the previous one of its chain (its series and
 * type, and its year in a yearly series: data/portugal-signatures.ts), if it has any.
 */
async function writePortugalFile(db: Db, workshopId: string, language: Language, entry: (name: string) => FileEntry): Promise<void> {
  const t = localeFor(language).salesExport;
  const c = t.portugal;
  const result = await db.execute<{
    numberText: string;
    ptDocType: string;
    atcud: string | null;
    signature: string | null;
    previous: string | null;
    hashControl: string | null;
    systemEntryDate: string | null;
  }>(sql`
    select d.number_text as "numberText", d.pt_doc_type as "ptDocType", d.atcud, d.signature, d.hash_control as "hashControl",
      d.system_entry_date as "systemEntryDate",
      lag(d.signature) over (
        partition by d.series_id, d.pt_doc_type, case when s.numbering = 'yearly' then d.year end order by d.number) as previous
    from sales_documents d
    left join sales_series s on s.workshop_id = d.workshop_id and s.id = d.series_id
    where d.workshop_id = ${workshopId} and d.pt_doc_type is not null
    order by d.issued_at, d.id`);
  if (result.rows.length === 0) return;
  const file = entry(`${t.files.portugal}.csv`);
  await file.write(
    csvHead([c.document, c.docType, c.atcud, c.signature, c.previousSignature, c.hashControl, c.systemEntryDate]) +
      csvLines(
        result.rows.map((row) => [
          row.numberText,
          row.ptDocType,
          row.atcud ?? '',
          text(row.signature ?? ''),
          text(row.previous ?? ''),
          row.hashControl ?? '',
          row.systemEntryDate ?? '',
        ]),
      ),
  );
  file.end();
}
