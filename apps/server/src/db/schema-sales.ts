// Charging the customer (docs/product.md §29): the workshop's tax settings, its series and their counters, and
// the documents it issues. Documents are append-only: a trigger (migration 0036) refuses any UPDATE or DELETE of an
// issued document, so a mistake is corrected by another document (§29.4), never by an edit.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';
import { workshops } from './schema-core.ts';

/** docs/product.md §29.1: one row per workshop that has set them; none until then. */
export const salesTaxSettings = pgTable('sales_tax_settings', {
  workshopId: text('workshop_id')
    .primaryKey()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  /** ES | PT */
  country: text('country').notNull(),
  /** ES | PT | PT-AC | PT-MA: the VAT region whose rates apply. */
  region: text('region').notNull(),
  legalName: text('legal_name').notNull(),
  /** Normalised (upper case, no separators, no country prefix), its check digit verified. */
  taxId: text('tax_id').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  town: text('town').notNull(),
  province: text('province').notNull().default(''),
  /** The largest simplified invoice, VAT included (docs/product.md §29.4; 400 € in Spain by default). */
  simplifiedLimitCents: integer('simplified_limit_cents').notNull(),
  /** The rate of a line that names none, in basis points. */
  defaultRateBp: integer('default_rate_bp').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** docs/product.md §29.3: a series a workshop issues from. */
export const salesSeries = pgTable(
  'sales_series',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** What the document number starts with: letters and digits, e.g. T, F, R. */
    code: text('code').notNull(),
    /** simplified | full | rectifying: which documents it numbers (a full invoice replacing a simplified one is full). */
    kind: text('kind').notNull(),
    /** yearly (numbers start again each 1 January, the year in the number) | continuing */
    numbering: text('numbering').notNull(),
    /** Portugal: the validation code the AT gave for the series (the ATCUD's first part); null until communicated. */
    validationCode: text('validation_code'),
    active: integer('active').notNull().default(1),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.id] }), uniqueIndex('sales_series_code_idx').on(table.workshopId, table.code)],
);

/**
 * The last number a series issued in a year (0 for a continuing series). Taken with `update … returning` inside
 * the issuing transaction: the row's lock makes two tills wait for each other, and a rolled-back issue gives its
 * number back, so numbers have no gap and no repeat (docs/product.md §29.3).
 */
export const salesSeriesCounters = pgTable(
  'sales_series_counters',
  {
    workshopId: text('workshop_id').notNull(),
    seriesId: text('series_id').notNull(),
    year: integer('year').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.seriesId, table.year] })],
);

/** docs/product.md §29.4: an issued document. Never updated nor deleted (migration 0036's trigger). */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    seriesId: text('series_id').notNull(),
    /** The series' code and year as they were at issue, and the number: what the document is known by. */
    seriesCode: text('series_code').notNull(),
    year: integer('year').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    /** e.g. "T2026/15": the number printed, and sent to the tax authority. */
    numberText: text('number_text').notNull(),
    /** simplified | full | rectifying | replacing */
    kind: text('kind').notNull(),
    /** The server's clock at issue, and that instant's day in the workshop's zone. */
    issuedAt: instant('issued_at').notNull(),
    issueDay: text('issue_day').notNull(),
    /** The repair it charges; null for a counter sale. */
    repairId: text('repair_id'),
    /** The document a rectifying one corrects, or the simplified one a replacing one replaces. */
    correctsId: text('corrects_id'),
    /** Why a rectifying document corrects (what the staff wrote); null for the others. */
    reason: text('reason'),
    /** The issuer and the customer as they were at issue. */
    issuer: jsonb('issuer').notNull(),
    customer: jsonb('customer'),
    /** The lines (description, quantity, price with VAT, rate, base, tax) and the totals per rate. */
    lines: jsonb('lines').notNull(),
    breakdown: jsonb('breakdown').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    /** Who issued it (the account). */
    issuedBy: text('issued_by').notNull(),
    // docs/product.md §29.8: a Portuguese workshop's document, null for the others. Written at insert, never after.
    /** SAF-T's InvoiceType: FS simplified, FT full, NC rectifying. */
    ptDocType: text('pt_doc_type'),
    /** "CSDF7T5H-15": the series' validation code at issue and the number (Portaria 195/2020 art. 3). */
    atcud: text('atcud'),
    /** SAF-T's Hash: the RSA-SHA1 signature in base 64, chained to the previous one of its series and type. */
    signature: text('signature'),
    /** SAF-T's HashControl: the version of the private key that signed. */
    hashControl: text('hash_control'),
    /** SAF-T's SystemEntryDate as it was signed: the workshop's wall clock at issue, YYYY-MM-DDThh:mm:ss. */
    systemEntryDate: text('system_entry_date'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    uniqueIndex('sales_documents_number_idx').on(table.workshopId, table.seriesId, table.year, table.number),
    // docs/product.md §29.4: a repair is invoiced once (again only after a total rectification), checked under the
    // repair's lock (services/sales-issue.ts); this index finds its documents.
    index('sales_documents_repair_idx')
      .on(table.workshopId, table.repairId)
      .where(sql`${table.repairId} is not null`),
    index('sales_documents_issued_idx').on(table.workshopId, table.issuedAt),
    index('sales_documents_corrects_idx').on(table.workshopId, table.correctsId),
  ],
);
