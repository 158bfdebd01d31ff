// VERI*FACTU's billing records in SQL (docs/product.md §29.7, docs/verifactu.md): each issuer's chain head, locked
// while a record is added so that records chain in one order, the records themselves, and their sending state.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { verifactuChains, verifactuRecords } from '../db/schema.ts';

/** The previous record of an issuer's chain: its invoice and huella (the next record's RegistroAnterior). */
export interface ChainHead {
  seq: number;
  recordId: string;
  numSerie: string;
  issueDay: string;
  huella: string;
}

/**
 * The issuer's chain head, locked until the caller's transaction ends (null for a chain with no record yet: the
 * first record's insert takes the lock on the new row). Two issues of one workshop on two instances wait here.
 */
export async function lockChainHead(tx: Executor, workshopId: string, issuerNif: string): Promise<ChainHead | null> {
  // A first record's chain: both writers would see no row; the advisory lock makes the second wait for the first.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verifactu:${workshopId}:${issuerNif}`}, 0))`);
  const [row] = await tx
    .select()
    .from(verifactuChains)
    .where(and(eq(verifactuChains.workshopId, workshopId), eq(verifactuChains.issuerNif, issuerNif)))
    .for('update');
  return row
    ? { seq: row.lastSeq, recordId: row.lastRecordId, numSerie: row.lastNumSerie, issueDay: row.lastIssueDay, huella: row.lastHuella }
    : null;
}

export interface NewRecord {
  id: string;
  issuerNif: string;
  seq: number;
  kind: 'alta' | 'anulacion';
  documentId: string;
  huella: string;
  previousHuella: string | null;
  record: unknown;
  xml: string;
  numSerie: string;
  issueDay: string;
}

/** Adds a record at the head of its chain (inside the transaction that locked it). */
export async function appendRecord(tx: Executor, workshopId: string, record: NewRecord, now: Date): Promise<void> {
  const { numSerie, issueDay, ...row } = record;
  await tx.insert(verifactuRecords).values({ ...row, workshopId, createdAt: now });
  const head = { lastSeq: record.seq, lastRecordId: record.id, lastNumSerie: numSerie, lastIssueDay: issueDay, lastHuella: record.huella };
  await tx
    .insert(verifactuChains)
    .values({ workshopId, issuerNif: record.issuerNif, ...head })
    .onConflictDoUpdate({ target: [verifactuChains.workshopId, verifactuChains.issuerNif], set: head });
}

export type StoredRecord = typeof verifactuRecords.$inferSelect;

/** A document's alta, if it has one. */
export async function altaOfDocument(db: Executor, workshopId: string, documentId: string): Promise<StoredRecord | null> {
  const [row] = await db
    .select()
    .from(verifactuRecords)
    .where(
      and(eq(verifactuRecords.workshopId, workshopId), eq(verifactuRecords.documentId, documentId), eq(verifactuRecords.kind, 'alta')),
    );
  return row ?? null;
}

/** Every record of an issuer's chain, in order: what a check of the chain reads. */
export async function chainOf(db: Executor, workshopId: string, issuerNif: string): Promise<StoredRecord[]> {
  return db
    .select()
    .from(verifactuRecords)
    .where(and(eq(verifactuRecords.workshopId, workshopId), eq(verifactuRecords.issuerNif, issuerNif)))
    .orderBy(verifactuRecords.seq);
}
