// docs/product.md §18.4: everything of a workshop as one ZIP (decision 048): CSV files for a Spanish-locale
// spreadsheet (the workshop, its mechanics, customers, bikes, repairs, their status history and the
// catalogue) and `rueda.json`, whose `repairs` repairsImport takes as they are and whose `catalogue` rows the
// catalogue's import takes; for a workshop that charged with Rueda, its sales too (workshop-sales-files.ts and,
// in `rueda.json`, workshop-sales-json.ts). The archive is written as it is read, a batch of repairs at a time, so
// a workshop of 100,000 repairs never sits whole in memory.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { SERVICE_KINDS, spreadsheetColumns, spreadsheetRowOf, type Language, type ServiceKind, type TServiceItem } from '@rueda/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../db/client.ts';
import { bikes, customers, repairs, workshops } from '../../db/schema.ts';
import { localeFor } from '../../locales/index.ts';
import { bookingSettingsOf, readBookingSettings } from '../../data/booking-settings.ts';
import { listCatalogue } from '../../data/catalogue.ts';
import { exportRows } from './customer-export.ts';
import { customersCsv } from './customer-export-csv.ts';
import { bikeOf, customerOf } from '../../data/customers.ts';
import { listMechanics } from '../../data/mechanics.ts';
import { readRow } from '../../data/repairs.ts';
import { historyCells, historyHeader, repairCells, repairsHeader } from './repairs-csv.ts';
import { csvHead, csvLines, day, text } from './spreadsheet-cells.ts';
import { writeSalesFiles } from './workshop-sales-files.ts';
import { writeSalesJson } from './workshop-sales-json.ts';

/** What `rueda.json` says it is, for whoever reads it back. */
export const EXPORT_FORMAT = { format: 'rueda-workshop-export', version: 1 } as const;

const REPAIRS_BATCH = 500;

/** A file of the archive, written in pieces. */
interface Entry {
  write(text: string): Promise<void>;
  end(): void;
}

/** The workshop's repairs in batches (their id's order), as stored and as read. */
async function* repairBatches(db: Db, workshopId: string) {
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
      .from(repairs)
      .where(and(eq(repairs.workshopId, workshopId), gt(repairs.id, after)))
      .orderBy(asc(repairs.id))
      .limit(REPAIRS_BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)!.id;
  }
}

export interface WorkshopExport {
  fileName: string;
  stream: Readable;
}

/** The archive's stream; an error while reading ends it early, which the download shows as failed. */
export function workshopExport(db: Db, args: { workshopId: string; language: Language; now: Date }): WorkshopExport {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else {
      output.write(chunk);
      if (final) output.end();
    }
  });
  const entry = (name: string): Entry => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    const encoder = new TextEncoder();
    return {
      async write(piece) {
        file.push(encoder.encode(piece));
        // The reader is slower than the database: wait for it rather than hold the archive in memory.
        if (output.writableNeedDrain) await once(output, 'drain');
      },
      end: () => file.push(new Uint8Array(0), true),
    };
  };
  writeArchive(db, args, entry).then(
    () => zip.end(),
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  const t = localeFor(args.language).workshopExport;
  return { fileName: `${t.workshopFileName}-${args.now.toISOString().slice(0, 10)}.zip`, stream: output };
}

async function writeFile(entry: (name: string) => Entry, name: string, content: string): Promise<void> {
  const file = entry(name);
  await file.write(content);
  file.end();
}

async function writeArchive(db: Db, args: { workshopId: string; language: Language; now: Date }, entry: (name: string) => Entry) {
  const { workshopId, language, now } = args;
  const t = localeFor(language).workshopExport;
  const [workshop] = await db.select().from(workshops).where(eq(workshops.id, workshopId));
  if (!workshop) throw new Error(`workshop ${workshopId} is gone`);
  const mechanics = await listMechanics(db, workshopId);
  const mechanicNames = new Map(mechanics.map((mechanic) => [mechanic.id, mechanic.name]));
  const catalogue = await listCatalogue(db, workshopId, { includeArchived: false });
  const catalogueRows = Object.fromEntries(
    SERVICE_KINDS.map((kind) => [kind, (catalogue[kind] as TServiceItem<ServiceKind>[]).map((item) => spreadsheetRowOf(kind, item))]),
  ) as Record<ServiceKind, Record<string, string>[]>;
  const currency = `${workshop.currencySymbol} ${workshop.currencyName}`;
  // Dates are days on the workshop's clock (docs/product.md §1).
  const { timeZone } = bookingSettingsOf(workshop.bookingSettings);

  const identity = t.workshop;
  await writeFile(
    entry,
    `${t.files.workshop}.csv`,
    csvHead([identity.field, identity.value]) +
      csvLines([
        [identity.name, text(workshop.name)],
        [identity.address, text(workshop.address)],
        [identity.phone, text(workshop.phone)],
        [identity.taxId, text(workshop.taxId)],
        [identity.currency, currency],
        [identity.exportedAt, day(now.toISOString(), timeZone)],
      ]),
  );
  await writeFile(
    entry,
    `${t.files.mechanics}.csv`,
    csvHead([t.mechanics.name, t.mechanics.active]) +
      csvLines(mechanics.map((mechanic) => [text(mechanic.name), mechanic.active ? t.yes : t.no])),
  );
  await writeFile(entry, `${t.files.customers}.csv`, customersCsv(await exportRows(db, workshopId, undefined), language, timeZone));

  const customerRows = await db.select().from(customers).where(eq(customers.workshopId, workshopId)).orderBy(asc(customers.id));
  const bikeRows = await db.select().from(bikes).where(eq(bikes.workshopId, workshopId)).orderBy(asc(bikes.id));
  const ownerNames = new Map(customerRows.map((row) => [row.id, [row.name, row.surname].filter(Boolean).join(' ')]));
  const b = t.bikes;
  await writeFile(
    entry,
    `${t.files.bikes}.csv`,
    csvHead([b.customer, b.manufacturer, b.model, b.type, b.color, b.year, b.serial, b.created]) +
      csvLines(
        bikeRows.map((row) => {
          const bike = bikeOf(row);
          return [
            text(ownerNames.get(row.customerId) ?? ''),
            text(bike.manufacturer?.label ?? ''),
            text(bike.model?.label ?? ''),
            text(bike.type),
            text(bike.color),
            bike.year ? String(bike.year) : '',
            text(bike.frameNumber),
            day(bike.created, timeZone),
          ];
        }),
      ),
  );

  for (const kind of SERVICE_KINDS) {
    // Headed by the columns' own names, which the catalogue's import reads in either language.
    const columns = spreadsheetColumns(kind);
    const rows = catalogueRows[kind].map((row) => columns.map((column) => text(row[column] ?? '')));
    await writeFile(entry, `${t.files.catalogue}-${kind}.csv`, csvHead(columns) + csvLines(rows));
  }

  const repairsFile = entry(`${t.files.repairs}.csv`);
  await repairsFile.write(csvHead(repairsHeader(language)));
  for await (const batch of repairBatches(db, workshopId))
    await repairsFile.write(csvLines(batch.map((row) => repairCells(readRow(row, now), mechanicNames, language, timeZone))));
  repairsFile.end();

  const historyFile = entry(`${t.files.history}.csv`);
  await historyFile.write(csvHead(historyHeader(language)));
  for await (const batch of repairBatches(db, workshopId))
    await historyFile.write(csvLines(batch.flatMap((row) => historyCells(readRow(row, now), language, timeZone))));
  historyFile.end();

  // docs/product.md §29: the documents, payments, till's days and tax records, for a workshop that charged with Rueda.
  await writeSalesFiles(db, { workshopId, language, timeZone }, entry);

  const json = entry('rueda.json');
  const head = {
    ...EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    workshop: { name: workshop.name, address: workshop.address, phone: workshop.phone, taxId: workshop.taxId },
    workshopConfig: { currency: { symbol: workshop.currencySymbol, name: workshop.currencyName } },
    bookingSettings: await readBookingSettings(db, workshopId),
    mechanics,
    customers: customerRows.map(customerOf),
    bikes: bikeRows.map(bikeOf),
    catalogue: catalogueRows,
  };
  // The repairs as stored (any version), which repairsImport reads back as they are.
  await json.write(`${JSON.stringify(head).slice(0, -1)},"repairs":[`);
  let first = true;
  for await (const batch of repairBatches(db, workshopId)) {
    await json.write((first ? '' : ',') + batch.map((row) => JSON.stringify(row.doc)).join(','));
    first = false;
  }
  await json.write(']');
  await writeSalesJson(db, workshopId, (piece) => json.write(piece));
  await json.write('}');
  json.end();
}
