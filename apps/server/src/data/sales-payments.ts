// docs/product.md §29.5: the ledger of payments, deposits, refunds and repairs closed without charging, and the
// documents whose money they are. Append-only: migration 0040's trigger refuses an UPDATE or a DELETE of an entry.
// Every query is scoped by the workshop from the caller's token.
import { FunctionError, ZSalesPaymentSchema, type OwedDocument, type TSalesPayment } from '@rueda/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { salesDocuments, salesPayments } from '../db/schema.ts';
import { notAnnulled } from './sales-documents.ts';

type PaymentRow = typeof salesPayments.$inferSelect;

export function salesPaymentOf(row: PaymentRow): TSalesPayment {
  return ZSalesPaymentSchema.parse({ ...row, recordedAt: row.recordedAt.toISOString() });
}

/** Writes new entries (inside the caller's transaction). */
export async function insertSalesPayments(tx: Executor, workshopId: string, entries: readonly TSalesPayment[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(salesPayments).values(entries.map((entry) => ({ ...entry, workshopId, recordedAt: new Date(entry.recordedAt) })));
}

/** The entry, or not-found when the workshop has none of that id. */
export async function getSalesPayment(db: Executor, workshopId: string, id: string): Promise<TSalesPayment> {
  const [row] = await db
    .select()
    .from(salesPayments)
    .where(and(eq(salesPayments.workshopId, workshopId), eq(salesPayments.id, id)));
  if (!row) throw new FunctionError('not-found', 'This payment does not exist.');
  return salesPaymentOf(row);
}

/** A repair's money: its deposits, the payments of its documents, their refunds and its waiver; oldest first. */
export async function paymentsOfRepair(db: Executor, workshopId: string, repairId: string): Promise<TSalesPayment[]> {
  const rows = await db
    .select()
    .from(salesPayments)
    .where(and(eq(salesPayments.workshopId, workshopId), eq(salesPayments.repairId, repairId)))
    .orderBy(asc(salesPayments.recordedAt), asc(salesPayments.id));
  return rows.map(salesPaymentOf);
}

/** The payments of these documents and their refunds; oldest first. */
export async function paymentsOfDocuments(db: Executor, workshopId: string, documentIds: readonly string[]): Promise<TSalesPayment[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .select()
    .from(salesPayments)
    .where(and(eq(salesPayments.workshopId, workshopId), inArray(salesPayments.documentId, [...documentIds])))
    .orderBy(asc(salesPayments.recordedAt), asc(salesPayments.id));
  return rows.map(salesPaymentOf);
}

/**
 * Serialises the writes of one account's money across instances: a repair's (`repair:<id>`) or a counter sale's
 * (`document:<root id>`). Two tills paying at once take turns, so together they never pay more than remains. Taken
 * after the repair's row lock where there is one, as the issue takes them.
 */
export async function lockMoney(tx: Executor, workshopId: string, account: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sales-money:${workshopId}:${account}`}, 0))`);
}

const owedColumns = {
  id: salesDocuments.id,
  kind: salesDocuments.kind,
  totalCents: salesDocuments.totalCents,
  correctsId: salesDocuments.correctsId,
  issuedAt: salesDocuments.issuedAt,
  repairId: salesDocuments.repairId,
};

type OwedRow = { [K in keyof typeof owedColumns]: (typeof salesDocuments.$inferSelect)[K] };

function owedDocumentOf(row: OwedRow): OwedDocument & { repairId: string | null } {
  return { ...row, kind: row.kind as OwedDocument['kind'], issuedAt: row.issuedAt.toISOString() };
}

/** The document as what is owed sees it (with its repair), or not-found. */
export async function owedDocument(db: Executor, workshopId: string, id: string): Promise<OwedDocument & { repairId: string | null }> {
  const [row] = await db
    .select(owedColumns)
    .from(salesDocuments)
    .where(and(eq(salesDocuments.workshopId, workshopId), eq(salesDocuments.id, id)));
  if (!row) throw new FunctionError('not-found', 'This document does not exist.');
  return owedDocumentOf(row);
}

/** Every document issued for the repair and not cancelled: its invoices, their rectifications and replacements. */
export async function documentsOfRepair(db: Executor, workshopId: string, repairId: string): Promise<OwedDocument[]> {
  const rows = await db
    .select(owedColumns)
    .from(salesDocuments)
    .where(and(eq(salesDocuments.workshopId, workshopId), eq(salesDocuments.repairId, repairId), notAnnulled));
  return rows.map(owedDocumentOf);
}

/** The document a counter sale's corrections go back to (the one correcting nothing), from any of them. */
export async function rootDocumentId(db: Executor, workshopId: string, id: string): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive up(id, corrects_id, depth) as (
      select id, corrects_id, 0 from sales_documents where workshop_id = ${workshopId} and id = ${id}
      union all
      select d.id, d.corrects_id, up.depth + 1 from sales_documents d
        join up on d.workshop_id = ${workshopId} and d.id = up.corrects_id
      where up.depth < 20
    )
    select id from up order by depth desc limit 1`);
  return result.rows[0]?.id ?? id;
}

/** A counter sale's documents: the root and every document correcting it or its corrections, unless cancelled. */
export async function documentsOfRoot(db: Executor, workshopId: string, rootId: string): Promise<OwedDocument[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive down(id, depth) as (
      select id, 0 from sales_documents where workshop_id = ${workshopId} and id = ${rootId}
      union all
      select d.id, down.depth + 1 from sales_documents d
        join down on d.workshop_id = ${workshopId} and d.corrects_id = down.id
      where down.depth < 20
    )
    select id from down`);
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select(owedColumns)
    .from(salesDocuments)
    .where(and(eq(salesDocuments.workshopId, workshopId), inArray(salesDocuments.id, ids), notAnnulled));
  return rows.map(owedDocumentOf);
}
