// VERI*FACTU's billing records in SQL (docs/product.md §29.7, docs/verifactu.md): each issuer's chain head, locked
// while a record is added so that records chain in one order, the records themselves, and their sending state.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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
  // Every record but the first finds its chain's row and waits on it: one round trip while the series' number is held
  // (docs/product.md §29.3), which is what the issue of the next document waits for.
  const found = await chainRowForUpdate(tx, workshopId, issuerNif);
  if (found) return found;
  // A first record's chain: both writers would see no row; the advisory lock makes the second wait for the first, and
  // then read the row the first one wrote.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verifactu:${workshopId}:${issuerNif}`}, 0))`);
  return chainRowForUpdate(tx, workshopId, issuerNif);
}

async function chainRowForUpdate(tx: Executor, workshopId: string, issuerNif: string): Promise<ChainHead | null> {
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

/** A document's newest alta (a correction's, once it has one; docs/verifactu.md §9), if it has one. */
export async function altaOfDocument(db: Executor, workshopId: string, documentId: string): Promise<StoredRecord | null> {
  const [row] = await db
    .select()
    .from(verifactuRecords)
    .where(and(eq(verifactuRecords.workshopId, workshopId), eq(verifactuRecords.documentId, documentId), eq(verifactuRecords.kind, 'alta')))
    .orderBy(desc(verifactuRecords.seq))
    .limit(1);
  return row ?? null;
}

/** Every record of a document (its alta, the corrections of it, its anulación), in chain order. */
export async function recordsOfDocument(db: Executor, workshopId: string, documentId: string): Promise<StoredRecord[]> {
  return db
    .select()
    .from(verifactuRecords)
    .where(and(eq(verifactuRecords.workshopId, workshopId), eq(verifactuRecords.documentId, documentId)))
    .orderBy(asc(verifactuRecords.seq));
}

/**
 * How many of the workshop's documents stand refused by the AEAT: their newest alta, or their anulación, refused
 * (a correction sent since takes its place).
 */
export async function countRefusedDocuments(db: Executor, workshopId: string): Promise<number> {
  const { rows } = await db.execute<{ refused: string }>(sql`
    select count(*) as refused from (
      select distinct on (document_id, kind) send_state
      from ${verifactuRecords}
      where workshop_id = ${workshopId}
      order by document_id, kind, seq desc
    ) newest
    where send_state = 'refused'`);
  return Number(rows[0]?.refused ?? 0);
}

/** The workshop's documents cancelled by an anulación, of those given. */
export async function annulledDocumentIds(db: Executor, workshopId: string, documentIds: readonly string[]): Promise<Set<string>> {
  if (!documentIds.length) return new Set();
  const rows = await db
    .selectDistinct({ documentId: verifactuRecords.documentId })
    .from(verifactuRecords)
    .where(
      and(
        eq(verifactuRecords.workshopId, workshopId),
        eq(verifactuRecords.kind, 'anulacion'),
        inArray(verifactuRecords.documentId, [...documentIds]),
      ),
    );
  return new Set(rows.map((row) => row.documentId));
}

/** Every record of an issuer's chain, in order: what a check of the chain reads. */
export async function chainOf(db: Executor, workshopId: string, issuerNif: string): Promise<StoredRecord[]> {
  return db
    .select()
    .from(verifactuRecords)
    .where(and(eq(verifactuRecords.workshopId, workshopId), eq(verifactuRecords.issuerNif, issuerNif)))
    .orderBy(verifactuRecords.seq);
}
