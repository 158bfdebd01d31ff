// Rueda's core tables: the workshops, their staff and mechanics, the repairs (the tables the other schema-*.ts
// files refer to) and the server's own (its mail and settings). Tenant tables carry workshop_id first in their
// keys (docs/architecture.md §9).
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './schema-auth.ts';
import { chains } from './schema-chains.ts';
import { instant, timestamps } from './schema-columns.ts';

/**
 * docs/product.md §3 workshops/{uid} and its subscription state. A workshop's staff share its subscription,
 * so status, trial end and the free flag live here; the claims are computed from them.
 */
export const workshops = pgTable(
  'workshops',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    /** docs/product.md §3 workshopConfig.currency; default € EUR. */
    currencySymbol: text('currency_symbol').notNull().default('€'),
    currencyName: text('currency_name').notNull().default('EUR'),
    /** docs/product.md §4 subscription states: trialing, expired, canceled, incomplete, active. */
    subscriptionStatus: text('subscription_status').notNull().default('incomplete'),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    isFree: boolean('is_free').notNull().default(false),
    /** The booking calendar's settings (packages/domain/src/bookings/settings.ts); null: the defaults. */
    bookingSettings: jsonb('booking_settings'),
    /** docs/product.md §20: how it writes to customers (packages/domain/src/messaging/settings.ts); null: the defaults. */
    messagingSettings: jsonb('messaging_settings'),
    /**
     * docs/product.md §22.1: the online booking page's address, `/book/<slug>`; null: no page. Unique across workshops
     * through booking_slugs (schema-booking-slugs.ts), written with it: a sharded workshops table cannot hold that key.
     */
    bookingSlug: text('booking_slug'),
    /** docs/product.md §22.1: the page's services, notice and pause (packages/domain/src/online-booking/settings.ts); null: the defaults. */
    onlineBooking: jsonb('online_booking'),
    /** docs/product.md §32.2: the chain the workshop belongs to; null: none. */
    chainId: text('chain_id').references(() => chains.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('workshops_chain_idx').on(table.chainId)],
);

/**
 * docs/product.md §3 workshop_users, §32.1: memberships. An account belongs to as many workshops as it has rows here,
 * with a role and a state in each; keyed by the workshop first, as every workshop's table is (docs/scale-out.md).
 */
export const workshopUsers = pgTable(
  'workshop_users',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** admin | manager | mechanic (docs/product.md §3). */
    role: text('role').notNull(),
    /** docs/product.md §17.3: a deactivated member keeps its row and history but may not work in the workshop. */
    active: boolean('active').notNull().default(true),
    /** docs/product.md §17.4: the mechanic record this member works as ("my repairs", the work timer); one of its workshop's. */
    mechanicId: text('mechanic_id'),
    /** When the account joined the workshop (the oldest membership is the default workshop, docs/product.md §32.1). */
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.userId] }), index('workshop_users_user_id_idx').on(table.userId)],
);

/**
 * docs/product.md §18.1, §32.1: what belongs to the account rather than to one of its memberships: the language it
 * chose on its profile, and the workshop it last worked in (where its next session starts). Kept with the accounts,
 * not a workshop's table (docs/scale-out.md), so `last_workshop_id` is a hint checked against the memberships.
 */
export const accountProfiles = pgTable('account_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** es | pt; null until it chooses. */
  language: text('language'),
  lastWorkshopId: text('last_workshop_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file kept with a mail of the development outbox, as the SMTP server would have received it. */
export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/** Mail that was sent, or kept for the development mailbox when no SMTP_URL is set. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The files sent with it (a sales document's PDF), each { fileName, contentType, contentBase64 }. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_emails_to_idx').on(table.to, table.createdAt)],
);

/** Server-wide values kept once for every instance: the demo's seed markers; never a secret (docs/decisions/060). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** docs/product.md §3 workshops/{uid}/mechanics, with its active flag. */
export const mechanics = pgTable(
  'mechanics',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.id] })],
);

/**
 * docs/product.md §3 workshops/{uid}/repairs. docs/architecture.md §9: the document as it was written or
 * imported (any version) in `doc`, plus the indexed columns the lists filter and sort by, taken from
 * its version-4 conversion. Reads convert `doc`; writes store version 4.
 */
export const repairs = pgTable(
  'repairs',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    doc: jsonb('doc').notNull(),
    storedVersion: integer('stored_version').notNull(),
    status: text('status').notNull(),
    payment: text('payment').notNull(),
    priority: integer('priority').notNull().default(0),
    orderPosition: doublePrecision('order_position'),
    created: instant('created').notNull(),
    lastUpdate: instant('last_update').notNull(),
    mechanicIds: text('mechanic_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Customer name, surname, phone (and its digits) and bike, folded (no accents, lowercase). */
    searchText: text('search_text').notNull().default(''),
    // What the calendar and the dashboard read of each repair (docs/product.md §15 and §16), from its
    // conversion (data/repairs.ts columnsOf). Null only on rows written before migration 0018, until the
    // start-up backfill (data/repairs-backfill.ts) fills them.
    /** docs/product.md §4 "Calendar": postponedDate for a postponed repair, else confirmedDate, else created. */
    calendarStart: instant('calendar_start'),
    /**
     * The calendar's event of the repair but its timing and stored version, as JSON text
     * (packages/domain/src/bookings/events.ts `bookingEventBodyOf`): a month's events, and the dashboard's
     * lists, are read from it without the documents, and written out without parsing it.
     */
    calendarEvent: text('calendar_event'),
    /**
     * Decision 035: the repair's list summary but orderPosition and storedVersion, as JSON text
     * (data/repair-summary-text.ts): a page of repairsList is written out from it without the documents.
     */
    listSummary: text('list_summary'),
    /** The estimated minutes of its services (packages/domain/src/bookings/capacity.ts). */
    workMinutes: integer('work_minutes'),
    /** docs/product.md §3 deliveryDate and hours (the days between entry and delivery, rounded up). */
    deliveryDate: instant('delivery_date'),
    stayDays: integer('stay_days'),
    /** docs/product.md §3 totalPrice, and its parts per kind of service, in cents. */
    totalPrice: integer('total_price'),
    packsCents: integer('packs_cents'),
    maintenancesCents: integer('maintenances_cents'),
    suspensionsCents: integer('suspensions_cents'),
    stockItemsCents: integer('stock_items_cents'),
    /**
     * docs/decisions/058: what an online booking typed (packages/domain's ZBookingContactSchema), kept as it was
     * sent; null for a repair the staff took in. Apart from the document, which the staff edit.
     */
    bookingContact: jsonb('booking_contact'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    // Migrations 0023 and 0024 add INCLUDE (status, order_position), which drizzle cannot say: a page of repairsList
    // is chosen and counted from this index alone (decision 035), and with `id` in its key the repairs without a
    // board position come out in the list's order, so a page stops after its rows (decision 042).
    index('repairs_workshop_created_idx').on(table.workshopId, table.created.desc(), table.id),
    // The repairs with a board position, in the list's order (docs/product.md §4 "Ordering", decision 042).
    index('repairs_workshop_positioned_idx')
      .on(table.workshopId, table.orderPosition, table.created.desc(), table.id)
      .where(sql`${table.orderPosition} is not null`),
    index('repairs_workshop_last_update_idx').on(table.workshopId, table.lastUpdate.desc()),
    // A customer's and a bike's repairs (customersGet, customersDelete, bikesDelete) are found by the document's references.
    index('repairs_workshop_customer_idx').on(table.workshopId, sql`(${table.doc} -> 'customer' ->> 'id')`),
    index('repairs_workshop_bike_idx').on(table.workshopId, sql`(${table.doc} -> 'state' -> 'bike' ->> 'id')`),
    // The calendar's range (bookingsList, bookingsCapacity): only the repairs it shows (docs/product.md §4).
    index('repairs_workshop_calendar_idx')
      .on(table.workshopId, table.calendarStart)
      .where(sql`${table.status} not in ('finished', 'delivered')`),
    // The dashboard's repairs finished and not collected, the longest waiting first.
    index('repairs_workshop_status_delivery_idx').on(table.workshopId, table.status, table.deliveryDate),
  ],
);
