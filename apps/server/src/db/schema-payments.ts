// How documents and repairs are paid, and the day's till (docs/product.md §29.5, §29.6). Money is append-only: the
// ledger, the till's moves and the documents a day report counted are never changed nor deleted, and a closed day
// is never reopened (the triggers of migration 0040); a mistaken payment is undone by a refund.
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';
import { workshops } from './schema-core.ts';

/** docs/product.md §29.5: one entry per payment, deposit, refund or repair closed without charging. */
export const salesPayments = pgTable(
  'sales_payments',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** payment | deposit | refund | waiver */
    kind: text('kind').notNull(),
    /** cash | card | bizum | transfer | mbway; null for a waiver, which moves no money. */
    method: text('method'),
    /** Positive for a payment or deposit, negative for a refund, zero for a waiver. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Cash: what was handed over, and the change given back (tendered − amount). */
    tenderedCents: bigint('tendered_cents', { mode: 'number' }),
    changeCents: bigint('change_cents', { mode: 'number' }).notNull().default(0),
    /** The document paid; null for a deposit, which its repair's invoice deducts. */
    documentId: text('document_id'),
    /** The repair whose money it is: a deposit's, or the repair the paid document invoices. */
    repairId: text('repair_id'),
    /** A refund's refunded entry. */
    refundsId: text('refunds_id'),
    reason: text('reason').notNull().default(''),
    /** The till day it counts in (the day it was taken, or the next once that day was closed). */
    tillDay: text('till_day').notNull(),
    recordedAt: instant('recorded_at').notNull(),
    recordedBy: text('recorded_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    index('sales_payments_repair_idx').on(table.workshopId, table.repairId),
    index('sales_payments_document_idx').on(table.workshopId, table.documentId),
    index('sales_payments_day_idx').on(table.workshopId, table.tillDay),
    // A repair is closed without charging once.
    uniqueIndex('sales_payments_waiver_idx')
      .on(table.workshopId, table.repairId)
      .where(sql`${table.kind} = 'waiver'`),
    check(
      'sales_payments_amount_sign',
      sql`(${table.kind} in ('payment', 'deposit') and ${table.amountCents} > 0 and ${table.method} is not null)
        or (${table.kind} = 'refund' and ${table.amountCents} < 0 and ${table.method} is not null and ${table.refundsId} is not null)
        or (${table.kind} = 'waiver' and ${table.amountCents} = 0 and ${table.method} is null)`,
    ),
    check('sales_payments_change', sql`${table.changeCents} >= 0`),
  ],
);

/**
 * docs/product.md §29.6: a till day, made by the first payment, move or opening that counts in it. Payments lock it
 * for share and the close locks it for update, so a payment lands in a day that is still open. Once closed it keeps
 * its report as it was at the close.
 */
export const salesTillDays = pgTable(
  'sales_till_days',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in the workshop's zone. */
    day: text('day').notNull(),
    floatCents: bigint('float_cents', { mode: 'number' }).notNull().default(0),
    openedAt: instant('opened_at'),
    openedBy: text('opened_by'),
    closedAt: instant('closed_at'),
    closedBy: text('closed_by'),
    countedCents: bigint('counted_cents', { mode: 'number' }),
    expectedCents: bigint('expected_cents', { mode: 'number' }),
    differenceCents: bigint('difference_cents', { mode: 'number' }),
    /** The day report (the domain's TTillDay) as it stood at the close. */
    report: jsonb('report'),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.day] })],
);

/** docs/product.md §29.6: cash put in or taken out of the drawer, with the reason. */
export const salesTillMoves = pgTable(
  'sales_till_moves',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    day: text('day').notNull(),
    /** in | out */
    direction: text('direction').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    recordedAt: instant('recorded_at').notNull(),
    recordedBy: text('recorded_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    index('sales_till_moves_day_idx').on(table.workshopId, table.day),
    check('sales_till_moves_amount', sql`${table.amountCents} > 0`),
  ],
);

/**
 * docs/product.md §29.6: the documents a day report counted. A close counts every document issued up to its day
 * that no earlier report counted, so each document is in exactly one report, also one issued after its day closed.
 */
export const salesTillDocuments = pgTable(
  'sales_till_documents',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    documentId: text('document_id').notNull(),
    day: text('day').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.documentId] }),
    index('sales_till_documents_day_idx').on(table.workshopId, table.day),
  ],
);
