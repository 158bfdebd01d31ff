// docs/product.md §18.4: the repairs the board's filters find in a timeframe, as one CSV file (services/exports/repairs-csv.ts),
// the newest first. A file is at most REPAIRS_EXPORT_MAX repairs: more is refused, naming the limit, so the
// user narrows the timeframe rather than getting a file cut short.
import { FunctionError, REPAIRS_EXPORT_MAX, type Language, type TRepair, type ZRepairsExportInputSchema } from '@rueda/domain';
import { and, desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { repairs } from '../../db/schema.ts';
import { localeFor } from '../../locales/index.ts';
import { readBookingSettings } from '../../data/booking-settings.ts';
import { listMechanics } from '../../data/mechanics.ts';
import { repairFilters } from '../../data/repairs-list.ts';
import { readRow } from '../../data/repairs.ts';
import { repairsCsv } from './repairs-csv.ts';

export async function exportRepairsCsv(
  db: Db,
  args: { workshopId: string; filters: z.output<typeof ZRepairsExportInputSchema>; language: Language; now: Date },
): Promise<{ fileName: string; csv: string; count: number }> {
  const { workshopId, filters, language, now } = args;
  const { page } = repairFilters(workshopId, filters);
  const rows = await db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(...page))
    .orderBy(desc(repairs.created), repairs.id)
    .limit(REPAIRS_EXPORT_MAX + 1);
  if (rows.length > REPAIRS_EXPORT_MAX)
    throw new FunctionError('failed-precondition', `At most ${REPAIRS_EXPORT_MAX} repairs per file: choose a shorter timeframe.`, {
      reason: 'too-many',
      max: REPAIRS_EXPORT_MAX,
    });
  const found: TRepair[] = rows.map((row) => readRow(row, now));
  const mechanicNames = new Map((await listMechanics(db, workshopId)).map((mechanic) => [mechanic.id, mechanic.name]));
  const name = localeFor(language).workshopExport.repairsFileName;
  // From the timeframe's first day to its last, today for one still open ("the month": from a date on).
  const end = (filters.to ?? now.toISOString()).slice(0, 10);
  const span = filters.from ? `${filters.from.slice(0, 10)}_${end}` : end;
  return {
    fileName: `${name}-${span}.csv`,
    csv: repairsCsv(found, mechanicNames, language, (await readBookingSettings(db, workshopId)).timeZone),
    count: found.length,
  };
}
