// docs/product.md §18.4 and §29: a workshop's sales read for its whole export a batch at a time (documents by issue,
// ledger entries by the time they were recorded, VERI*FACTU's records in each issuer's chain), so the archive never
// holds them whole in memory.
import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesDocuments, salesPayments, verifactuRecords } from '../../db/schema.ts';

const BATCH = 500;

/** An instant to the millisecond, as a batch's last row carries it back (a JavaScript Date), so no row comes twice. */
const inMs = (column: AnyColumn) => sql`date_trunc('milliseconds', ${column})`;

/** Rows in batches: `read` answers the rows past the previous batch's last one (all from the first when null). */
async function* batches<T>(read: (after: T | null) => Promise<T[]>): AsyncGenerator<T[]> {
  let last: T | null = null;
  for (;;) {
    const rows = await read(last);
    if (rows.length === 0) return;
    yield rows;
    last = rows.at(-1)!;
  }
}

/** The workshop's documents, the first issued first. */
export const documentBatches = (db: Db, workshopId: string) =>
  batches(async (after: typeof salesDocuments.$inferSelect | null) =>
    db
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.workshopId, workshopId),
          after
            ? sql`(${inMs(salesDocuments.issuedAt)}, ${salesDocuments.id}) > (${after.issuedAt.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(inMs(salesDocuments.issuedAt), asc(salesDocuments.id))
      .limit(BATCH),
  );

/** The workshop's ledger (payments, deposits, refunds, waivers), the first recorded first. */
export const paymentBatches = (db: Db, workshopId: string) =>
  batches(async (after: typeof salesPayments.$inferSelect | null) =>
    db
      .select()
      .from(salesPayments)
      .where(
        and(
          eq(salesPayments.workshopId, workshopId),
          after
            ? sql`(${inMs(salesPayments.recordedAt)}, ${salesPayments.id}) > (${after.recordedAt.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(inMs(salesPayments.recordedAt), asc(salesPayments.id))
      .limit(BATCH),
  );

/** The workshop's VERI*FACTU records, each issuer's chain in its order. */
export const verifactuBatches = (db: Db, workshopId: string) =>
  batches(async (after: typeof verifactuRecords.$inferSelect | null) =>
    db
      .select()
      .from(verifactuRecords)
      .where(
        and(
          eq(verifactuRecords.workshopId, workshopId),
          after ? sql`(${verifactuRecords.issuerNif}, ${verifactuRecords.seq}) > (${after.issuerNif}, ${after.seq})` : undefined,
        ),
      )
      .orderBy(asc(verifactuRecords.issuerNif), asc(verifactuRecords.seq))
      .limit(BATCH),
  );

/** Whether the workshop ever charged with Rueda: a document, a ledger entry or a till day. */
export async function hasSales(db: Db, workshopId: string): Promise<boolean> {
  const result = await db.execute<{ any: boolean }>(sql`select
    exists (select 1 from sales_documents where workshop_id = ${workshopId})
    or exists (select 1 from sales_payments where workshop_id = ${workshopId})
    or exists (select 1 from sales_till_days where workshop_id = ${workshopId}) as any`);
  return result.rows[0]?.any === true;
}
