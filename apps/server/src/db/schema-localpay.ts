// The local payments provider's own state (decision 014): what Stripe keeps on its side, kept here by
// an adapter that moves no money. Only billing/local/ reads or writes these tables. A card is kept as
// its brand, last four digits, expiry and what the test card does; never its number.
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const localpayCustomers = pgTable('localpay_customers', {
  id: text('id').primaryKey(),
  /** Stripe's metadata: whose customer this is. */
  workshopId: text('workshop_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  billingAddress: jsonb('billing_address'),
  defaultPaymentMethodId: text('default_payment_method_id'),
  created: instant('created').notNull(),
});

export const localpayCheckoutSessions = pgTable('localpay_checkout_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  planId: text('plan_id').notNull(),
  planName: text('plan_name').notNull(),
  amount: integer('amount').notNull(),
  /** Stripe's line item quantity: how many of the plan (a chain's workshops, docs/product.md §32.6); `amount` is for all. */
  quantity: integer('quantity').notNull().default(1),
  currency: text('currency').notNull(),
  interval: text('interval').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open | complete | expired */
  status: text('status').notNull(),
  subscriptionId: text('subscription_id'),
  /** The payment waiting for the card's extra confirmation, if any. */
  paymentIntentId: text('payment_intent_id'),
  /** The provider's words for the last refused card, shown on the checkout page. */
  lastError: text('last_error'),
  /**
   * Stripe's subscription_data.trial_end: the subscription trials until then and its first charge falls then
   * (docs/product.md §4 "Subscribing during the trial"); null: charged at once.
   */
  trialEnd: instant('trial_end'),
  expires: instant('expires').notNull(),
  created: instant('created').notNull(),
});

export const localpayPortalSessions = pgTable(
  'localpay_portal_sessions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    returnUrl: text('return_url').notNull(),
    expires: instant('expires').notNull(),
    created: instant('created').notNull(),
    /** The account that opened it: the page serves it only while they are an active admin of the workshop. */
    openedBy: text('opened_by'),
    /** Set when its opener left the workshop, was deactivated or stopped being an admin. */
    ended: instant('ended'),
  },
  (table) => [index('localpay_portal_sessions_opened_by_idx').on(table.openedBy)],
);

export const localpaySubscriptions = pgTable(
  'localpay_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    amount: integer('amount').notNull(),
    /** How many of the plan `amount` charges for (docs/product.md §32.6: a chain's workshops). */
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    /** trialing | incomplete | active | past_due | unpaid | canceled */
    status: text('status').notNull(),
    currentPeriodStart: instant('current_period_start').notNull(),
    currentPeriodEnd: instant('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pastDueSince: instant('past_due_since'),
    failureReason: text('failure_reason'),
    canceled: instant('canceled'),
    created: instant('created').notNull(),
  },
  (table) => [
    index('localpay_subscriptions_customer_idx').on(table.customerId),
    index('localpay_subscriptions_period_end_idx').on(table.currentPeriodEnd),
  ],
);

export const localpayPaymentMethods = pgTable(
  'localpay_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** What the test card does when charged (packages/domain/src/billing/cards.ts). */
    behaviour: text('behaviour').notNull(),
    created: instant('created').notNull(),
  },
  (table) => [index('localpay_payment_methods_customer_idx').on(table.customerId)],
);

export const localpayPaymentIntents = pgTable(
  'localpay_payment_intents',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    checkoutSessionId: text('checkout_session_id'),
    paymentMethodId: text('payment_method_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** succeeded | failed | requires_action | canceled */
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull().unique(),
    failureReason: text('failure_reason'),
    periodStart: instant('period_start'),
    periodEnd: instant('period_end'),
    created: instant('created').notNull(),
  },
  (table) => [index('localpay_payment_intents_customer_idx').on(table.customerId, table.created)],
);
