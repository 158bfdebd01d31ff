// Rows written before migrations 0018, 0022 and 0023 have no calendar, dashboard and list columns: at start-up, after the
// migrations and before serving, each is converted once (as every read converts it) and its columns
// written, 500 rows to a statement. A row a later write touched is skipped by the `is null` test.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { columnsOf, readRow } from './repairs.ts';

const BATCH = 500;

const UNFILLED = sql`(repairs.calendar_start is null or repairs.calendar_event is null or repairs.list_summary is null)`;

export async function backfillRepairColumns(db: Db, now: Date = new Date()): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ workshopId: repairs.workshopId, id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
      .from(repairs)
      .where(UNFILLED)
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const values = rows.map((row) => {
      const columns = columnsOf(readRow(row, now));
      return {
        workshop_id: row.workshopId,
        id: row.id,
        calendar_start: columns.calendarStart,
        calendar_event: columns.calendarEvent,
        work_minutes: columns.workMinutes,
        delivery_date: columns.deliveryDate,
        stay_days: columns.stayDays,
        total_price: columns.totalPrice,
        packs_cents: columns.packsCents,
        maintenances_cents: columns.maintenancesCents,
        suspensions_cents: columns.suspensionsCents,
        stock_items_cents: columns.stockItemsCents,
        list_summary: columns.listSummary,
      };
    });
    await db.execute(sql`
      update ${repairs} set calendar_start = v.calendar_start, calendar_event = v.calendar_event, work_minutes = v.work_minutes,
        delivery_date = v.delivery_date, stay_days = v.stay_days, total_price = v.total_price, packs_cents = v.packs_cents,
        maintenances_cents = v.maintenances_cents, suspensions_cents = v.suspensions_cents, stock_items_cents = v.stock_items_cents,
        list_summary = v.list_summary
      from json_to_recordset(${JSON.stringify(values)}::json) as v(workshop_id text, id text, calendar_start timestamptz,
        calendar_event text, work_minutes int, delivery_date timestamptz, stay_days int, total_price int, packs_cents int,
        maintenances_cents int, suspensions_cents int, stock_items_cents int, list_summary text)
      where repairs.workshop_id = v.workshop_id and repairs.id = v.id and ${UNFILLED}`);
    filled += rows.length;
  }
}
