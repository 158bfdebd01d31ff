// VERI*FACTU's billing records (docs/product.md §29.7, docs/verifactu.md): an alta per invoice a Spanish workshop
// issues (and one per correction of it, §9; an anulación at most), chained per issuer (its NIF) by each record's huella,
// and the state of its sending to the AEAT. A record's content is never changed nor deleted (migration 0037's
// trigger); only its sending state moves.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';
import { workshops } from './schema-core.ts';

export const verifactuRecords = pgTable(
  'verifactu_records',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** The issuer's NIF: its records form one chain. */
    issuerNif: text('issuer_nif').notNull(),
    /** The record's place in its issuer's chain, from 1. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** alta | anulacion */
    kind: text('kind').notNull(),
    documentId: text('document_id').notNull(),
    huella: text('huella').notNull(),
    /** The previous record's huella; null for the chain's first. */
    previousHuella: text('previous_huella'),
    /** The record as the domain's VerifactuAlta or VerifactuAnulacion, and its XML (RegistroAlta / RegistroAnulacion). */
    record: jsonb('record').notNull(),
    xml: text('xml').notNull(),
    createdAt: instant('created_at').notNull(),
    /** pending | sent | accepted | accepted-with-errors | refused (docs/verifactu.md) */
    sendState: text('send_state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The AEAT's last answer about this record: its state, codes and description. */
    lastAnswer: jsonb('last_answer'),
    sentAt: instant('sent_at'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    uniqueIndex('verifactu_records_chain_idx').on(table.workshopId, table.issuerNif, table.seq),
    // A document has one anulación at most, and its alta with the corrections of it (docs/verifactu.md §9).
    uniqueIndex('verifactu_records_anulacion_idx')
      .on(table.workshopId, table.documentId)
      .where(sql`${table.kind} = 'anulacion'`),
    index('verifactu_records_document_idx').on(table.workshopId, table.documentId, table.seq),
  ],
);

/** Each issuer's chain head: locked while a record is added, so records chain in one order with no fork. */
export const verifactuChains = pgTable(
  'verifactu_chains',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    issuerNif: text('issuer_nif').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    lastRecordId: text('last_record_id').notNull(),
    /** The last record's invoice (IDFactura) and huella: the next record's RegistroAnterior. */
    lastNumSerie: text('last_num_serie').notNull(),
    lastIssueDay: text('last_issue_day').notNull(),
    lastHuella: text('last_huella').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.issuerNif] })],
);
