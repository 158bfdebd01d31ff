// docs/product.md §29.8: a Portuguese workshop's documents in SQL: the ATCUD, SAF-T type, signature and key version
// each is written with (at insert only: migration 0036's trigger refuses an UPDATE), the previous signature of its
// chain, and a month's documents for its SAF-T (PT) file. Every query is scoped by the workshop from the caller's token.
import type { TSalesDocument } from '@rueda/domain';
import { and, asc, desc, eq, gte, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { salesDocuments } from '../db/schema.ts';
import { salesDocumentOf } from './sales-documents.ts';

/** SAF-T's InvoiceType of the kinds a Portuguese workshop issues. */
export type PortugueseDocType = 'FS' | 'FT' | 'NC';

/** What a Portuguese document carries besides the document itself. */
export interface PortugueseColumns {
  ptDocType: PortugueseDocType;
  atcud: string;
  signature: string;
  hashControl: string;
  /** The local date and time the signature covers (SAF-T's SystemEntryDate). */
  systemEntryDate: string;
}

/** Writes a Portuguese document with its ATCUD and signature (inside the issuing transaction). */
export async function insertPortugueseDocument(
  tx: Executor,
  workshopId: string,
  document: TSalesDocument,
  issuedBy: string,
  columns: PortugueseColumns,
): Promise<void> {
  await tx.insert(salesDocuments).values({ ...document, ...columns, workshopId, issuedAt: new Date(document.issuedAt), issuedBy });
}

/** The chain a document is signed in (Despacho 8632/2014 §2.1.5): its series and type, and its year in a yearly series. */
export interface ChainPlace {
  seriesId: string;
  /** The year of a yearly series; null for a continuing one, whose chain runs over the years. */
  year: number | null;
  ptDocType: PortugueseDocType;
  /** The document's own number: the previous one is the highest below it. */
  number: number;
}

/**
 * The previous document of the chain: its signature and when it was issued; null for the first. Read after the
 * series' counter row is taken (data/sales-numbers.ts), whose lock makes the issues of one series take turns.
 */
export async function previousInChain(
  tx: Executor,
  workshopId: string,
  place: ChainPlace,
): Promise<{ signature: string; issuedAt: Date } | null> {
  const [row] = await tx
    .select({ signature: salesDocuments.signature, issuedAt: salesDocuments.issuedAt })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.workshopId, workshopId),
        eq(salesDocuments.seriesId, place.seriesId),
        place.year === null ? undefined : eq(salesDocuments.year, place.year),
        eq(salesDocuments.ptDocType, place.ptDocType),
        lt(salesDocuments.number, place.number),
      ),
    )
    .orderBy(desc(salesDocuments.number))
    .limit(1);
  return row?.signature ? { signature: row.signature, issuedAt: row.issuedAt } : null;
}

/** Whether the series has a document that also meets `conditions`. */
async function seriesHasDocument(db: Executor, workshopId: string, seriesId: string, ...conditions: (SQL | undefined)[]): Promise<boolean> {
  const [row] = await db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.workshopId, workshopId), eq(salesDocuments.seriesId, seriesId), ...conditions))
    .limit(1);
  return row !== undefined;
}

/** Whether the series issued a Portuguese document (in `year`, for a yearly series) with another code than `code`. */
export function seriesIssuedWithOtherCode(
  db: Executor,
  workshopId: string,
  seriesId: string,
  code: string | null,
  year: number | null,
): Promise<boolean> {
  return seriesHasDocument(
    db,
    workshopId,
    seriesId,
    year === null ? undefined : eq(salesDocuments.year, year),
    isNotNull(salesDocuments.atcud),
    code === null ? undefined : sql`split_part(${salesDocuments.atcud}, '-', 1) <> ${code}`,
  );
}

/** Whether the series' code numbered a Portuguese document of another year than `year`. */
export function codeUsedInAnotherYear(db: Executor, workshopId: string, seriesId: string, code: string, year: number): Promise<boolean> {
  return seriesHasDocument(
    db,
    workshopId,
    seriesId,
    ne(salesDocuments.year, year),
    sql`split_part(${salesDocuments.atcud}, '-', 1) = ${code}`,
  );
}

type ColumnsRow = { [Key in keyof PortugueseColumns]: string | null };

/** The columns of a row, or null when it is not a Portuguese document. */
function columnsOf(row: ColumnsRow): PortugueseColumns | null {
  const { ptDocType, atcud, signature, hashControl, systemEntryDate } = row;
  if (!ptDocType || !atcud || !signature || !hashControl || !systemEntryDate) return null;
  return { ptDocType: ptDocType as PortugueseDocType, atcud, signature, hashControl, systemEntryDate };
}

/** A document's Portuguese columns; null for a document issued elsewhere than in Portugal. */
export async function portugueseColumnsOf(db: Executor, workshopId: string, documentId: string): Promise<PortugueseColumns | null> {
  const [row] = await db
    .select({
      ptDocType: salesDocuments.ptDocType,
      atcud: salesDocuments.atcud,
      signature: salesDocuments.signature,
      hashControl: salesDocuments.hashControl,
      systemEntryDate: salesDocuments.systemEntryDate,
    })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.workshopId, workshopId), eq(salesDocuments.id, documentId)));
  return row ? columnsOf(row) : null;
}

/** A Portuguese document as its SAF-T file needs it: who issued it, and the id of the one an NC corrects. */
export interface StoredPortugueseDocument {
  document: TSalesDocument;
  columns: PortugueseColumns;
  issuedBy: string;
  /** The corrected document's SAF-T InvoiceNo ("FT F2026/3"), for an NC. */
  correctsInvoiceNo: string | null;
}

/** The workshop's Portuguese documents issued from `from` to `to` (days, inclusive), in the order they were issued. */
export async function portugueseDocumentsBetween(
  db: Executor,
  workshopId: string,
  from: string,
  to: string,
): Promise<StoredPortugueseDocument[]> {
  const corrected = alias(salesDocuments, 'corrected');
  const rows = await db
    .select()
    .from(salesDocuments)
    .leftJoin(corrected, and(eq(corrected.workshopId, salesDocuments.workshopId), eq(corrected.id, salesDocuments.correctsId)))
    .where(
      and(
        eq(salesDocuments.workshopId, workshopId),
        isNotNull(salesDocuments.ptDocType),
        gte(salesDocuments.issueDay, from),
        lte(salesDocuments.issueDay, to),
      ),
    )
    .orderBy(asc(salesDocuments.issuedAt), asc(salesDocuments.number));
  return rows.map(({ sales_documents: row, corrected: correction }) => {
    const columns = columnsOf(row);
    if (!columns) throw new Error(`Document ${row.id} is Portuguese without its ATCUD and signature.`);
    return {
      document: salesDocumentOf(row),
      columns,
      issuedBy: row.issuedBy,
      correctsInvoiceNo: correction?.ptDocType ? `${correction.ptDocType} ${correction.numberText}` : null,
    };
  });
}
