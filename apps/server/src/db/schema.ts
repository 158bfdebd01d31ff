// Rueda's tables. The first five are better-auth's (user, session, account, verification, jwks),
// declared here so that one migration history owns every table. Tenant tables carry workshop_id
// first in their keys (ARCHITECTURE.md "Data").
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

/** better-auth's verification values; password-reset codes are stored hashed (auth.ts). */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Keys that sign the ID token; private keys are encrypted with AUTH_SECRET by better-auth. */
/**
 * better-auth's request counters per client address, for the limits on sign-up and password-reset
 * requests (auth.ts); in the database so every instance counts the same requests.
 */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});

/**
 * docs/product.md §3 workshops/{uid} and its subscription state. A workshop's staff share its subscription,
 * so status, trial end and the free flag live here; the claims are computed from them.
 */
export const workshops = pgTable('workshops', {
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
  ...timestamps,
});

/** docs/product.md §3 workshop_users/{uid}: one row per account, naming its workshop and role. */
export const workshopUsers = pgTable(
  'workshop_users',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    workshopId: text('workshop_id').references(() => workshops.id, { onDelete: 'cascade' }),
    /** admin | manager | mechanic (docs/product.md §3); null until the account belongs to a workshop. */
    role: text('role'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('workshop_users_workshop_id_idx').on(table.workshopId, table.userId)],
);

/** Failed sign-ins of the last window, per email (docs/product.md §6: lockout after 10 within 15 minutes). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_failures_email_idx').on(table.email, table.failedAt)],
);

export const accountLockouts = pgTable('account_lockouts', {
  email: text('email').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/** Mail that was sent, or kept for the development mailbox when no SMTP_URL is set. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_emails_to_idx').on(table.to, table.createdAt)],
);

/** Server-wide values kept once for every instance: the generated auth secret, the seed marker. */
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

/** A timestamp read and written as JS Date with millisecond precision (what ISO strings carry). */
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * docs/product.md §3 workshops/{uid}/repairs. ARCHITECTURE.md "Data": the document as it was written or
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
    // Issue 13: what the calendar and the dashboard read of each repair, from its conversion
    // (data/repairs.ts columnsOf). Null only on rows written before migration 0018, until the
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
     * Issue 15 point 4 (decision 035): the repair's list summary but orderPosition and storedVersion, as JSON
     * text (data/repair-summary-text.ts): a page of repairsList is written out from it without the documents.
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
    // The customers list's order (issue 12 point 1: last visit first, then the newest customers).
    index('customers_workshop_last_visit_idx').on(table.workshopId, table.lastVisit.desc().nullsLast(), table.created.desc(), table.id),
    // Any part of a word or of the phone's digits (pg_trgm, migration 0008). Without GIN's pending list
    // (fastupdate off, migration 0016): every new repair moves a customer's last visit, and a search
    // would otherwise read the list's unsorted entries too (decision 024).
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
    /** Issue 12 point 4: its option's value (the built-in list's slug, or the typed text); '' on rows written before it, read as bikeOptionOf(manufacturer). */
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

/** The catalogue (docs/product.md §3 Pack, Maintenance, Suspension, and stock items): one row per item. */
export const services = pgTable(
  'services',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** packs | maintenances | suspensions | stockItems */
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    /** The item's fields, as its schema in packages/domain/src/catalogue describes them. */
    doc: jsonb('doc').notNull(),
    /** False once archived: not offered for new repairs, still on the repairs that used it. */
    active: boolean('active').notNull().default(true),
    /** Moves on every change; a save based on an older one is refused (docs/product.md §4, as repairs). */
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    index('services_workshop_kind_idx').on(table.workshopId, table.kind, table.position),
  ],
);

/**
 * Stock a delivered repair took from the catalogue, per item: the record that lets a write move only
 * the difference, and give it back when the repair leaves `delivered` or the line goes
 * (packages/domain/src/catalogue/stock.ts).
 */
export const stockTaken = pgTable(
  'stock_taken',
  {
    workshopId: text('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    repairId: text('repair_id').notNull(),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.repairId, table.itemId] })],
);

export * from './schema-billing.ts';
export * from './schema-localpay.ts';
export * from './schema-alerts.ts';
export * from './schema-suspensions.ts';
export * from './schema-photos.ts';
export * from './schema-figures.ts';
