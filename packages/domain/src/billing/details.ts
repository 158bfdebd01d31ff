// The subscription as the app shows it (docs/product.md §3 "Subscription details") and what it is made
// of: payments, payment methods (never a whole card number: brand and last four digits), the billing
// address, invoices. Both payment providers (local and Stripe) end in these shapes (decision 014).
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../auth.ts';

const iso = z.iso.datetime({ offset: true });
const cents = z.number().int();
/** Currency codes as §9 shows them: uppercase ("EUR"). */
const currency = z.string().regex(/^[A-Z]{3}$/);

export const ZBillingAddressSchema = z.object({
  /** The name on the invoice: the workshop's or its company's. */
  name: z.string().trim().min(1).max(120),
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).default(''),
  postalCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  /** ISO 3166-1 alpha-2, e.g. "ES", "PT". */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** NIF/CIF or NIPC, printed on the invoices. */
  taxId: z.string().trim().max(30).default(''),
});
export type TBillingAddress = z.infer<typeof ZBillingAddressSchema>;

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;

export const ZPaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  /** The last four digits: all Rueda ever keeps or shows of a card number. */
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
  isDefault: z.boolean(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethodSchema>;

export const PAYMENT_STATUSES = ['succeeded', 'failed', 'requires_action', 'processing'] as const;

export const ZPaymentSchema = z.object({
  id: z.string(),
  date: iso,
  amount: cents,
  currency,
  status: z.enum(PAYMENT_STATUSES),
  /** The provider's words when a payment failed ("Your card was declined."). */
  failureReason: z.string().nullable(),
  /** The invoice of a payment that succeeded (docs/product.md §3, §23.3). */
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;

/** docs/product.md §3 "Subscription details": every field, and what the portal needs beside them. */
export const ZSubscriptionDetailsSchema = z.object({
  active: z.boolean(),
  planName: z.string().nullable(),
  /** The plan's amount per period, in cents (docs/product.md §9). */
  amount: cents.nullable(),
  currency: currency.nullable(),
  nextBillingDate: iso.nullable(),
  currentPeriodStart: iso.nullable(),
  currentPeriodEnd: iso.nullable(),
  trialStarted: iso.nullable(),
  trialEnds: iso.nullable(),
  isTrialing: z.boolean(),
  subscriptionId: z.string().nullable(),
  paymentHistory: z.array(ZPaymentSchema),
  paymentMethods: z.array(ZPaymentMethodSchema),
  /** The id of the default one among paymentMethods. */
  defaultPaymentMethod: z.string().nullable(),
  billingAddress: ZBillingAddressSchema.nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** Until when a failed renewal keeps the workshop active (docs/product.md §3). */
  gracePeriodUntil: iso.nullable(),
  paymentFailureReason: z.string().nullable(),
  trialDaysRemaining: z.number().int().min(0),
  /** Whether the trial is Rueda's own (started at onboarding) rather than the provider's. Always true here. */
  isFirebaseTrial: z.boolean(),
  /** Canceled in the portal: it stays active until currentPeriodEnd and then ends. */
  cancelAtPeriodEnd: z.boolean(),
  /** A payment waiting for the card's extra confirmation (docs/product.md §7 confirmCardPayment). */
  pendingPayment: z.object({ clientSecret: z.string(), amount: cents, currency }).nullable(),
  /** Which provider takes the payments, so the app loads the right confirmation script. */
  provider: z.enum(['local', 'stripe']),
  /** The key the confirmation script takes (Stripe's publishable key; the local provider's own). */
  publishableKey: z.string().nullable(),
  /** docs/product.md §32.6: the chain that pays for the workshop now, and until when its period runs; null otherwise. */
  paidByChain: z.object({ chainName: z.string(), currentPeriodEnd: iso.nullable() }).nullable().optional(),
});
export type TSubscriptionDetails = z.infer<typeof ZSubscriptionDetailsSchema>;

/** Who sells on Rueda's invoices: the installation's operator (docs/configuration.md, OPERATOR_*). */
export const ZInvoiceSellerSchema = z.object({ name: z.string(), taxId: z.string(), address: z.string() });
export type TInvoiceSeller = z.infer<typeof ZInvoiceSellerSchema>;

export const ZInvoiceSchema = z.object({
  id: z.string(),
  /** In sequence per Rueda installation: "2026-000001". */
  number: z.string(),
  issuedAt: iso,
  /** The customer: the workshop as it was when the invoice was issued. */
  workshop: z.object({ name: z.string(), address: z.string(), taxId: z.string() }),
  seller: ZInvoiceSellerSchema,
  billingAddress: ZBillingAddressSchema.nullable(),
  planName: z.string(),
  periodStart: iso,
  periodEnd: iso,
  /** Before tax, the tax, and what was charged (= net + tax), in cents. */
  net: cents,
  taxRate: z.number().min(0).max(1),
  tax: cents,
  total: cents,
  currency,
  paymentId: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoiceSchema>;
