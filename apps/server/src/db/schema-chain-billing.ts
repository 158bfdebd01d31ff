// docs/product.md §32.6, decision 084: one subscription for a chain. Rueda's mirror of the chain's subscription at the
// payments provider, written only by billing/chain-sync.ts, and the chain's invoices, one per payment with a line per
// workshop. Reference tables under Citus, as the chains are (docs/scale-out.md): a chain's rows name no one workshop.
import { doublePrecision, boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { user } from './schema-auth.ts';
import { chains } from './schema-chains.ts';
import { instant } from './schema-columns.ts';

const chainId = () =>
  text('chain_id')
    .notNull()
    .references(() => chains.id, { onDelete: 'cascade' });

/** One row per chain that ever started a checkout: its customer at the provider and its subscription. */
export const chainSubscriptions = pgTable(
  'chain_subscriptions',
  {
    chainId: chainId().primaryKey(),
    /** local | stripe */
    provider: text('provider').notNull(),
    /** The provider's customer; its events name it (billing/sync.ts syncCustomer finds a chain's as a workshop's). */
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    /** The provider's status: incomplete, active, past_due, unpaid, canceled. */
    providerStatus: text('provider_status'),
    /** Rueda's state of it (none, incomplete, active, expired, canceled): while active, its workshops have access. */
    state: text('state').notNull().default('none'),
    planId: text('plan_id'),
    planName: text('plan_name'),
    /** What a period costs: the plan's price times `quantity`, in cents. */
    amount: integer('amount'),
    /** How many workshops the provider charges for. */
    quantity: integer('quantity'),
    currency: text('currency'),
    currentPeriodStart: instant('current_period_start'),
    currentPeriodEnd: instant('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    gracePeriodUntil: instant('grace_period_until'),
    paymentFailureReason: text('payment_failure_reason'),
    /** ZBillingAddressSchema, or null before the first checkout. */
    billingAddress: jsonb('billing_address'),
    /** The administrator who started the first checkout. */
    startedBy: text('started_by').references(() => user.id, { onDelete: 'set null' }),
    syncedAt: instant('synced_at').notNull(),
  },
  (table) => [index('chain_subscriptions_customer_idx').on(table.customerId)],
);

/** A chain's invoice of one succeeded payment: the chain as buyer, a line per workshop as they were that day. */
export const chainInvoices = pgTable(
  'chain_invoices',
  {
    id: text('id').primaryKey(),
    chainId: chainId(),
    /** Drawn from invoice_number_seq, the workshops' invoices' sequence: one numbering per installation. */
    number: text('number').notNull().unique(),
    issuedAt: instant('issued_at').notNull(),
    paymentId: text('payment_id').notNull(),
    /** {name, address, taxId}: the chain, with its head office's address and tax id, as they were. */
    buyer: jsonb('buyer').notNull(),
    seller: jsonb('seller').notNull(),
    billingAddress: jsonb('billing_address'),
    planName: text('plan_name').notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    net: integer('net').notNull(),
    taxRate: doublePrecision('tax_rate').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** [{workshopId, name, taxId, net}], the head office first. */
    lines: jsonb('lines').notNull(),
  },
  (table) => [
    unique('chain_invoices_chain_payment_key').on(table.chainId, table.paymentId),
    index('chain_invoices_chain_idx').on(table.chainId),
  ],
);
