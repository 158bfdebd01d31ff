// The workshop's customers and their bikes (docs/product.md §3); tenant tables, workshop_id first in their keys.
import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';
import { workshops } from './schema-core.ts';

/** The workshop's customers (docs/product.md §3: what repairs need; their screens come later). */
export const customers = pgTable(
  'customers',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    dni: text('dni').notNull().default(''),
    /** es | pt: the language of what the workshop sends them. */
    language: text('language').notNull().default('es'),
    notes: text('notes').notNull().default(''),
    /** When the customer agreed to be written to by WhatsApp, or by email; null: not agreed. */
    whatsappConsentAt: instant('whatsapp_consent_at'),
    emailConsentAt: instant('email_consent_at'),
    /** docs/product.md §32.5: when the customer agreed to be shared within the workshop's chain; null: not agreed. */
    chainShareConsentAt: instant('chain_share_consent_at'),
    /**
     * docs/product.md §32.5: the customer of another workshop of the chain this one was brought from (no foreign key:
     * that row lives under another workshop, decision 080). Null for a customer made here.
     */
    sharedFromWorkshopId: text('shared_from_workshop_id'),
    sharedFromCustomerId: text('shared_from_customer_id'),
    /** Their fields, phone digits and bikes' brand, model and frame number, folded (domain's customerSearchText). */
    searchText: text('search_text').notNull().default(''),
    created: instant('created').notNull(),
    /** Moves on every change; a save based on an older one is refused (docs/product.md §4, as repairs). */
    lastUpdate: instant('last_update').notNull().defaultNow(),
    /**
     * When their newest repair was created; null without repairs. Kept by triggers on `repairs`
     * (migration 0010), whatever writes the repairs, so the list sorts by it through an index (decision 024).
     */
    lastVisit: instant('last_visit'),
    /** How many bikes they have. Kept by triggers on `bikes` (migration 0015), so the list reads it with the row (decision 024). */
    bikeCount: integer('bike_count').notNull().default(0),
    /**
     * Moves on every insert and update, whatever writes the row (a trigger, migration 0017): the customers
     * directory in memory (data/customer-directory.ts) reads again only the rows whose number moved.
     */
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    index('customers_workshop_created_idx').on(table.workshopId, table.created.desc()),
    // The customers list's order (docs/product.md §11.1: last visit first, then the newest customers).
    index('customers_workshop_last_visit_idx').on(table.workshopId, table.lastVisit.desc().nullsLast(), table.created.desc(), table.id),
    // Any part of a word or of the phone's digits (pg_trgm, migration 0008). Without GIN's pending list
    // (fastupdate off, migration 0016): every new repair moves a customer's last visit, and a search
    // would otherwise read the list's unsorted entries too (decision 024).
    // docs/product.md §22.4: an online booking finds its customer by email, or by the phone's last nine digits (then
    // compared whole in E.164), however either was written.
    index('customers_workshop_email_idx')
      .on(table.workshopId, sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    index('customers_workshop_phone_tail_idx')
      .on(table.workshopId, sql`right(regexp_replace(${table.phone}, '\\D', '', 'g'), 9)`)
      .where(sql`${table.phone} <> ''`),
    // docs/product.md §32.5: a customer of another workshop is brought here once.
    uniqueIndex('customers_shared_from_idx')
      .on(table.workshopId, table.sharedFromWorkshopId, table.sharedFromCustomerId)
      .where(sql`${table.sharedFromCustomerId} is not null`),
    index('customers_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** A customer's bikes. */
export const bikes = pgTable(
  'bikes',
  {
    workshopId: text('workshop_id').notNull(),
    id: text('id').notNull(),
    customerId: text('customer_id').notNull(),
    /** The manufacturer's label; '' when not known. */
    manufacturer: text('manufacturer').notNull().default(''),
    /**
     * docs/product.md §12.1: its option's value (the built-in list's slug, or the typed text); '' on rows written
     * before it, read as bikeOptionOf(manufacturer).
     */
    manufacturerValue: text('manufacturer_value').notNull().default(''),
    model: text('model').notNull().default(''),
    color: text('color').notNull().default(''),
    year: integer('year'),
    type: text('type').notNull().default('unknown'),
    frameNumber: text('frame_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    created: instant('created').notNull(),
    lastUpdate: instant('last_update').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    foreignKey({ columns: [table.workshopId, table.customerId], foreignColumns: [customers.workshopId, customers.id] }).onDelete('cascade'),
    index('bikes_workshop_customer_idx').on(table.workshopId, table.customerId),
  ],
);
