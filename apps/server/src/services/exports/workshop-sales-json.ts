// docs/product.md §18.4 and §29: the sales of a workshop that charged with Rueda in `rueda.json`, as stored: its
// documents (with their lines, VAT per rate and, in Portugal, ATCUD and signature), the payments' ledger, the till's
// days and moves, and VERI*FACTU's records with their XML. Written a batch at a time after the repairs, as the
// archive's `sales` (absent for a workshop that never charged), for whoever reads the file back.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesTillDays, salesTillMoves } from '../../db/schema.ts';
import { documentBatches, hasSales, paymentBatches, verifactuBatches } from './sales-batches.ts';

/** A stored row as JSON: instants as ISO 8601, the workshop's id left out (the file is the workshop's). */
function rowJson(row: Record<string, unknown>): string {
  const { workshopId: _workshopId, ...rest } = row;
  return JSON.stringify(rest);
}

/** Writes `,"sales":{…}` (nothing for a workshop without sales) into the JSON object `write` is inside. */
export async function writeSalesJson(db: Db, workshopId: string, write: (piece: string) => Promise<void>): Promise<void> {
  if (!(await hasSales(db, workshopId))) return;
  const array = async (key: string, rows: AsyncIterable<Record<string, unknown>[]>, first = false) => {
    await write(`${first ? '' : ','}"${key}":[`);
    let separator = '';
    for await (const batch of rows) {
      await write(separator + batch.map(rowJson).join(','));
      separator = ',';
    }
    await write(']');
  };
  async function* once<T>(rows: Promise<T[]>) {
    yield await rows;
  }
  await write(',"sales":{');
  await array('documents', documentBatches(db, workshopId), true);
  await array('payments', paymentBatches(db, workshopId));
  await array(
    'tillDays',
    once(db.select().from(salesTillDays).where(eq(salesTillDays.workshopId, workshopId)).orderBy(asc(salesTillDays.day))),
  );
  await array(
    'tillMoves',
    once(db.select().from(salesTillMoves).where(eq(salesTillMoves.workshopId, workshopId)).orderBy(asc(salesTillMoves.recordedAt))),
  );
  await array('verifactuRecords', verifactuBatches(db, workshopId));
  await write('}');
}
