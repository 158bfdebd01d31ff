// Sending VERI*FACTU records to the AEAT (docs/verifactu.md §6): how long the sender waits before its next send to an
// issuer (the AEAT's TiempoEsperaEnvio, or a retry after a send that failed), and what the local service that answers
// as the AEAT does (verifactu/local-aeat.ts, never in production) has accepted, so that it checks each issuer's chain.
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';
import { workshops } from './schema-core.ts';

/** Per issuer's chain: the earliest moment the next send may go, and how many sends in a row have failed. */
export const verifactuSendWaits = pgTable(
  'verifactu_send_waits',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    issuerNif: text('issuer_nif').notNull(),
    nextSendAt: instant('next_send_at').notNull(),
    /** Sends in a row with no answer or a refused envelope; 0 after an answered send. */
    failures: integer('failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.issuerNif] })],
);

/** The records the local service accepted, per issuer NIF as the AEAT keeps them: the last one is its chain's head. */
export const verifactuLocalAeatRecords = pgTable(
  'verifactu_local_aeat_records',
  {
    issuerNif: text('issuer_nif').notNull(),
    numSerie: text('num_serie').notNull(),
    /** FechaExpedicionFactura as sent, dd-mm-yyyy. */
    issueDate: text('issue_date').notNull(),
    /** Alta | Anulacion */
    operation: text('operation').notNull(),
    huella: text('huella').notNull(),
    /** Correcta | AceptadaConErrores (EstadoRegistroSFType) */
    state: text('state').notNull(),
    errorCode: integer('error_code'),
    errorText: text('error_text'),
    /** The request that brought it (RegistroDuplicado's IdPeticionRegistroDuplicado). */
    requestId: text('request_id').notNull(),
    /** The order the service accepted records in; the highest of an issuer is its chain's head. */
    acceptedSeq: bigint('accepted_seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.issuerNif, table.numSerie, table.issueDate, table.operation] })],
);
