// Rueda's record of each workshop's subscription (decision 014): a mirror of what the payments provider
// says, written only by billing/billing.ts's sync, so that past payments and invoices stay readable
// without the provider, and the subscription callables answer without waiting on it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './schema-auth.ts';
import { workshops } from './schema-core.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const workshopId = () =>
  text('workshop_id')
    .notNull()
    .references(() => workshops.id, { onDelete: 'cascade' });

/** One row per workshop that ever started a checkout: its customer at the provider and its subscription. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    workshopId: workshopId().primaryKey(),
    /** local | stripe: the provider that holds the customer. */
    provider: text('provider').notNull(),
    /** The provider's customer; its webhooks name it (billing/sync.ts), found across workshops (docs/scale-out.md). */
    customerId: text('customer_id').notNull(),
    /** The provider's subscription; null until a checkout completes. */
    subscriptionId: text('subscription_id'),
    /** The provider's status: incomplete, active, past_due, unpaid, canceled (Stripe's names). */
    providerStatus: text('provider_status'),
    planId: text('plan_id'),
    planName: text('plan_name'),
    amount: integer('amount'),
    currency: text('currency'),
    currentPeriodStart: instant('current_period_start'),
    currentPeriodEnd: instant('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    gracePeriodUntil: instant('grace_period_until'),
    paymentFailureReason: text('payment_failure_reason'),
    defaultPaymentMethodId: text('default_payment_method_id'),
    /** ZBillingAddressSchema, or null before the first checkout. */
    billingAddress: jsonb('billing_address'),
    /** A payment waiting for the card's extra confirmation: {clientSecret, amount, currency}. */
    pendingPayment: jsonb('pending_payment'),
    syncedAt: instant('synced_at').notNull(),
  },
  (table) => [index('subscriptions_customer_idx').on(table.customerId)],
);

/** Cards as Rueda keeps them: brand and last four digits, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    workshopId: workshopId(),
    id: text('id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    created: instant('created').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.id] })],
);

export const payments = pgTable(
  'payments',
  {
    workshopId: workshopId(),
    /** The provider's payment (a payment intent). */
    id: text('id').notNull(),
    date: instant('date').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** succeeded | failed | requires_action | processing */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    periodStart: instant('period_start'),
    periodEnd: instant('period_end'),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    index('payments_workshop_date_idx').on(table.workshopId, table.date.desc()),
  ],
);

/** One sequence per installation numbers every invoice, whatever its year: "2026-000001" (decision 014). */
export const invoiceNumbers = pgSequence('invoice_number_seq', { startWith: 1, increment: 1 });

/** Rueda's invoice of one succeeded payment, with the workshop's and the billing address's data of that day. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').notNull(),
    workshopId: workshopId(),
    /** Drawn from invoice_number_seq, so unique across the installation; the key says it per workshop (docs/scale-out.md). */
    number: text('number').notNull(),
    issuedAt: instant('issued_at').notNull(),
    paymentId: text('payment_id').notNull(),
    /** {name, address, taxId} as they were when it was issued. */
    workshop: jsonb('workshop').notNull(),
    /**
     * {name, taxId, address}: Rueda's operator, who sells (OPERATOR_* in docs/configuration.md), as it was when it
     * was issued. Null only on invoices issued before it was kept; the start fills them (invoices.ts).
     */
    seller: jsonb('seller'),
    billingAddress: jsonb('billing_address'),
    planName: text('plan_name').notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    net: integer('net').notNull(),
    taxRate: doublePrecision('tax_rate').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.id] }),
    unique('invoices_workshop_number_key').on(table.workshopId, table.number),
    unique('invoices_workshop_payment_key').on(table.workshopId, table.paymentId),
    index('invoices_workshop_idx').on(table.workshopId),
  ],
);

/** The checkouts Rueda started: whose they are, so only that workshop may confirm them, once. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').notNull(),
    workshopId: workshopId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    planId: text('plan_id').notNull(),
    created: instant('created').notNull(),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.id] }), index('checkout_sessions_workshop_idx').on(table.workshopId)],
);

/** A provider's events (Stripe webhooks), each handled once by its id. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  received: instant('received').notNull(),
});

/**
 * docs/product.md §3 workshops/{uid}/privateData/notifications, whole:
 * {sources{garage, appointments, subscription}, count, identifiers{appointments[]}, subscriptionStatus}.
 */
export const workshopNotifications = pgTable('workshop_notifications', {
  workshopId: workshopId().primaryKey(),
  doc: jsonb('doc').notNull(),
  updated: instant('updated').notNull(),
});

/** docs/product.md §3 users/{uid} {subscriptionActive, subscriptionUpdatedAt}, set after a confirmed checkout (§7). */
export const userSubscriptionFlags = pgTable('user_subscription_flags', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  subscriptionActive: boolean('subscription_active').notNull(),
  subscriptionUpdatedAt: instant('subscription_updated_at')
    .notNull()
    .default(sql`now()`),
});
