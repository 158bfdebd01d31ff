// What the local service that answers as the AEAT does (verifactu/local-aeat.ts; development and tests) has
// accepted, in SQL: per issuer NIF, as the AEAT keeps records, the last accepted is the chain's head. One request per
// issuer at a time (an advisory lock), so the chain is checked against what the request before it left.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { verifactuLocalAeatRecords } from '../db/schema.ts';

export type LocalAeatRecord = typeof verifactuLocalAeatRecords.$inferSelect;
export type NewLocalAeatRecord = Omit<typeof verifactuLocalAeatRecords.$inferInsert, 'acceptedSeq'>;

/** Waits for, then holds until the transaction ends, the issuer's lock. */
export async function lockLocalIssuer(tx: Executor, issuerNif: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verifactu-local-aeat:${issuerNif}`}, 0))`);
}

/** The last record the service accepted for the issuer: its chain's head. */
export async function lastAccepted(db: Executor, issuerNif: string): Promise<LocalAeatRecord | null> {
  const [row] = await db
    .select()
    .from(verifactuLocalAeatRecords)
    .where(eq(verifactuLocalAeatRecords.issuerNif, issuerNif))
    .orderBy(desc(verifactuLocalAeatRecords.acceptedSeq))
    .limit(1);
  return row ?? null;
}

/** A record the service accepted before: the same invoice (NIF, series and number, date) and operation. */
export async function acceptedRecord(
  db: Executor,
  id: { issuerNif: string; numSerie: string; issueDate: string; operation: string },
): Promise<LocalAeatRecord | null> {
  const [row] = await db
    .select()
    .from(verifactuLocalAeatRecords)
    .where(
      and(
        eq(verifactuLocalAeatRecords.issuerNif, id.issuerNif),
        eq(verifactuLocalAeatRecords.numSerie, id.numSerie),
        eq(verifactuLocalAeatRecords.issueDate, id.issueDate),
        eq(verifactuLocalAeatRecords.operation, id.operation),
      ),
    );
  return row ?? null;
}

/** Keeps an accepted record: it becomes its issuer's chain head. */
export async function keepAccepted(tx: Executor, record: NewLocalAeatRecord): Promise<void> {
  await tx.insert(verifactuLocalAeatRecords).values(record);
}
