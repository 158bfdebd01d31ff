// docs/product.md §29.4: the issued documents, append-only (migration 0036's trigger refuses an UPDATE or a
// DELETE). Every query is scoped by the workshop from the caller's token.
import { FunctionError, ZSalesDocumentSchema, type TSalesDocument, type VerifactuSendState } from '@rueda/domain';
import { and, desc, eq, gte, ilike, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { salesDocuments } from '../db/schema.ts';
import { likeEscape } from './search.ts';

type DocumentRow = typeof salesDocuments.$inferSelect;

export function salesDocumentOf(row: DocumentRow): TSalesDocument {
  return ZSalesDocumentSchema.parse({
    ...row,
    issuedAt: row.issuedAt.toISOString(),
  });
}

/** Writes a new document (inside the issuing transaction). */
export async function insertSalesDocument(tx: Executor, workshopId: string, document: TSalesDocument, issuedBy: string): Promise<void> {
  await tx.insert(salesDocuments).values({ ...document, workshopId, issuedAt: new Date(document.issuedAt), issuedBy });
}

/** The document, or not-found when the workshop has none of that id. */
export async function getSalesDocument(db: Executor, workshopId: string, id: string): Promise<TSalesDocument> {
  const [row] = await db
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.workshopId, workshopId), eq(salesDocuments.id, id)));
  if (!row) throw new FunctionError('not-found', 'This document does not exist.');
  return salesDocumentOf(row);
}

/** A document cancelled by its VERI*FACTU anulación (docs/verifactu.md §9) charges nothing and is corrected no more. */
export const notAnnulled = sql`not exists (select 1 from verifactu_records r where r.workshop_id = ${salesDocuments.workshopId}
  and r.document_id = ${salesDocuments.id} and r.kind = 'anulacion')`;

/**
 * The invoice that charges `repairId` now (docs/product.md §29.4): a simplified or full one not rectified in total (a
 * document of total zero is never undone by a rectification) nor cancelled. A repair is invoiced again only after that.
 */
export async function liveInvoiceOfRepair(db: Executor, workshopId: string, repairId: string): Promise<TSalesDocument | null> {
  const [row] = await db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.workshopId, workshopId),
        eq(salesDocuments.repairId, repairId),
        sql`${salesDocuments.kind} in ('simplified', 'full')`,
        sql`(${salesDocuments.totalCents} = 0 or ${salesDocuments.totalCents} + ${rectifiedCents(salesDocuments.id)} <> 0)`,
        notAnnulled,
      ),
    )
    .limit(1);
  return row ? salesDocumentOf(row) : null;
}

/** What the rectifying documents of a document add up to (negative when they take back), as SQL. */
function rectifiedCents(documentId: AnyColumn): SQL {
  return sql`coalesce((select sum(r.total_cents) from sales_documents r
    where r.workshop_id = ${salesDocuments.workshopId} and r.corrects_id = ${documentId} and r.kind = 'rectifying'), 0)`;
}

/** The document (locked against a concurrent rectification) with what its rectifications add up to so far. */
/**
 * Corrections of one document take turns (until the caller's transaction ends): rectifications, whose sum is checked
 * against what it charged, and its VERI*FACTU anulación, which no correction may follow nor precede.
 */
export async function lockCorrections(tx: Executor, workshopId: string, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rectify:${workshopId}:${id}`}, 0))`);
}

export async function lockForRectification(
  tx: Executor,
  workshopId: string,
  id: string,
): Promise<{ document: TSalesDocument; rectifiedCents: number; replacedBy: string | null }> {
  await lockCorrections(tx, workshopId, id);
  const document = await getSalesDocument(tx, workshopId, id);
  const result = await tx.execute<{ rectified: string; replaced_by: string | null }>(sql`
    select coalesce(sum(total_cents) filter (where kind = 'rectifying'), 0) as rectified,
           min(id) filter (where kind = 'replacing') as replaced_by
    from sales_documents where workshop_id = ${workshopId} and corrects_id = ${id}`);
  const row = result.rows[0];
  return { document, rectifiedCents: Number(row?.rectified ?? 0), replacedBy: row?.replaced_by ?? null };
}

export interface SalesDocumentFilters {
  search: string;
  seriesId: string | null;
  kind: TSalesDocument['kind'] | null;
  from: string | null;
  to: string | null;
  /** Only the documents whose VERI*FACTU record (their newest alta) stands in this sending state. */
  sendState: VerifactuSendState | null;
  limit: number;
}

/** The newest documents first, by number or customer, series, kind, issue day and VERI*FACTU sending state. */
export async function listSalesDocuments(db: Executor, workshopId: string, filters: SalesDocumentFilters): Promise<TSalesDocument[]> {
  const conditions: (SQL | undefined)[] = [eq(salesDocuments.workshopId, workshopId)];
  const search = filters.search.trim();
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    conditions.push(or(ilike(salesDocuments.numberText, pattern), sql`${salesDocuments.customer} ->> 'name' ilike ${pattern}`));
  }
  if (filters.seriesId) conditions.push(eq(salesDocuments.seriesId, filters.seriesId));
  if (filters.kind) conditions.push(eq(salesDocuments.kind, filters.kind));
  if (filters.from) conditions.push(gte(salesDocuments.issueDay, filters.from));
  if (filters.to) conditions.push(lte(salesDocuments.issueDay, filters.to));
  // docs/verifactu.md §9: a document's sending state is its newest alta's (a correction's once it has one).
  if (filters.sendState)
    conditions.push(sql`(select r.send_state from verifactu_records r
      where r.workshop_id = ${salesDocuments.workshopId} and r.document_id = ${salesDocuments.id} and r.kind = 'alta'
      order by r.seq desc limit 1) = ${filters.sendState}`);
  const rows = await db
    .select()
    .from(salesDocuments)
    .where(and(...conditions))
    .orderBy(desc(salesDocuments.issuedAt), desc(salesDocuments.number))
    .limit(filters.limit);
  return rows.map(salesDocumentOf);
}
