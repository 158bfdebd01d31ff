// docs/product.md §29.4: the issued documents, append-only (migration 0036's trigger refuses an UPDATE or a
// DELETE). Every query is scoped by the workshop from the caller's token.
import { FunctionError, ZSalesDocumentSchema, type TSalesDocument } from '@rueda/domain';
import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
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

/** The document that invoiced `repairId`, if any (a repair is invoiced once, docs/product.md §29.4). */
export async function invoiceOfRepair(db: Executor, workshopId: string, repairId: string): Promise<TSalesDocument | null> {
  const [row] = await db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.workshopId, workshopId),
        eq(salesDocuments.repairId, repairId),
        sql`${salesDocuments.kind} in ('simplified', 'full')`,
      ),
    );
  return row ? salesDocumentOf(row) : null;
}

export interface SalesDocumentFilters {
  search: string;
  seriesId: string | null;
  kind: TSalesDocument['kind'] | null;
  from: string | null;
  to: string | null;
  limit: number;
}

/** The newest documents first, by number or customer, series, kind and issue day. */
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
  const rows = await db
    .select()
    .from(salesDocuments)
    .where(and(...conditions))
    .orderBy(desc(salesDocuments.issuedAt), desc(salesDocuments.number))
    .limit(filters.limit);
  return rows.map(salesDocumentOf);
}
