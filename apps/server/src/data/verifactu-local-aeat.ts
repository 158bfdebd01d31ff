// What the local service that answers as the AEAT does (verifactu/local-aeat.ts; development and tests) has
// received, in SQL: per issuer NIF, the records it accepted (state Correcta or AceptadaConErrores), and those it
// refused for what they said (state Incorrecta), which stay in the issuer's chain as the billing system chained them
// (docs/verifactu.md §7); the last kept is the chain's head. One request per issuer at a time (an advisory lock), so
// the chain is checked against what the request before it left.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { verifactuLocalAeatRecords } from '../db/schema.ts';

export type LocalAeatRecord = typeof verifactuLocalAeatRecords.$inferSelect;
export type NewLocalAeatRecord = Omit<typeof verifactuLocalAeatRecords.$inferInsert, 'acceptedSeq'>;

/** Waits for, then holds until the transaction ends, the issuer's lock. */
export async function lockLocalIssuer(tx: Executor, issuerNif: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verifactu-local-aeat:${issuerNif}`}, 0))`);
}

/** A record refused for what it says: kept as its chain's head, never as the invoice's. */
export const REFUSED_STATE = 'Incorrecta';

/** The operation a refused record is kept under, so that it never stands for the invoice's record. */
export const refusedOperation = (operation: string) => `${operation} ${REFUSED_STATE}`;

/** The last record the service kept for the issuer (accepted, or refused for what it says): its chain's head. */
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
        ne(verifactuLocalAeatRecords.state, REFUSED_STATE),
      ),
    );
  return row ?? null;
}

/**
 * Keeps a record: it becomes its issuer's chain head, in place of what was kept of the same invoice and operation (a
 * correction replaces the record it corrects).
 */
export async function keepAccepted(tx: Executor, record: NewLocalAeatRecord): Promise<void> {
  await tx
    .delete(verifactuLocalAeatRecords)
    .where(
      and(
        eq(verifactuLocalAeatRecords.issuerNif, record.issuerNif),
        eq(verifactuLocalAeatRecords.numSerie, record.numSerie),
        eq(verifactuLocalAeatRecords.issueDate, record.issueDate),
        eq(verifactuLocalAeatRecords.operation, record.operation),
      ),
    );
  await tx.insert(verifactuLocalAeatRecords).values(record);
}
