// Rows written before migrations 0018 and 0021 have no calendar and dashboard columns: at start-up, after the
// migrations and before serving, each is converted once (as every read converts it) and its columns
// written. A few hundred rows at a time; a row a later write touched is skipped by the `is null` test.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { columnsOf, readRow } from './repairs.ts';

const BATCH = 500;

export async function backfillRepairColumns(db: Db, now: Date = new Date()): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ workshopId: repairs.workshopId, id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
      .from(repairs)
      .where(sql`${repairs.calendarStart} is null or ${repairs.card} is null`)
      .limit(BATCH);
    if (rows.length === 0) return filled;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const columns = columnsOf(readRow(row, now));
        await tx
          .update(repairs)
          .set({
            calendarStart: columns.calendarStart,
            card: columns.card,
            workMinutes: columns.workMinutes,
            deliveryDate: columns.deliveryDate,
            stayDays: columns.stayDays,
            totalPrice: columns.totalPrice,
            packsCents: columns.packsCents,
            maintenancesCents: columns.maintenancesCents,
            suspensionsCents: columns.suspensionsCents,
            stockItemsCents: columns.stockItemsCents,
          })
          .where(
            sql`${repairs.workshopId} = ${row.workshopId} and ${repairs.id} = ${row.id} and (${repairs.calendarStart} is null or ${repairs.card} is null)`,
          );
      }
    });
    filled += rows.length;
  }
}
