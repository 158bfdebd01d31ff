// docs/product.md §32.6: one subscription for a chain. The chain's administrator pays for every workshop of the chain
// with one subscription (the plan's price per workshop) and one invoice per period listing each workshop; while it is
// active each of them has access through it (§6), and each keeps its own subscription's record (decision 084).
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { SUBSCRIPTION_STATUSES } from '../auth.ts';
import { ZInvoiceSchema } from '../billing/details.ts';

const iso = z.iso.datetime({ offset: true });
const cents = z.number().int();

/** The chain subscription's state, as a workshop's (§4): none before a checkout completed. */
export const CHAIN_SUBSCRIPTION_STATES = ['none', 'incomplete', 'active', 'expired', 'canceled'] as const;
export type ChainSubscriptionState = (typeof CHAIN_SUBSCRIPTION_STATES)[number];

/** One workshop of the chain as the chain's subscription covers it. */
export const ZChainSubscriptionWorkshopSchema = z.object({
  id: z.string(),
  name: z.string(),
  taxId: z.string(),
  isHeadOffice: z.boolean(),
  /** The workshop's own subscription's state (trial, active, expired...), which it falls back to when the chain stops paying. */
  ownStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** Its own subscription still renews: the chain's start (or its joining) sets it to end at its period's end. */
  ownRenews: z.boolean(),
  /** When its own subscription's paid period ends, if it has one. */
  ownPeriodEnd: iso.nullable(),
});

/** A line of a chain's invoice: one workshop, as it was when the invoice was issued. */
export const ZChainInvoiceLineSchema = z.object({
  workshopId: z.string(),
  name: z.string(),
  taxId: z.string(),
  /** Its share before tax, in cents; the lines add up to the invoice's net. */
  net: cents,
});
export type TChainInvoiceLine = z.infer<typeof ZChainInvoiceLineSchema>;

/** A chain's invoice: a workshop's invoice (§23.3) whose buyer is the chain, with a line per workshop. */
export const ZChainInvoiceSchema = ZInvoiceSchema.extend({ lines: z.array(ZChainInvoiceLineSchema) });
export type TChainInvoice = z.infer<typeof ZChainInvoiceSchema>;

export const ZChainInvoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: iso,
  periodStart: iso,
  periodEnd: iso,
  workshops: z.number().int(),
  total: cents,
  currency: z.string(),
});

export const ZChainSubscriptionSchema = z.object({
  chainId: z.string(),
  chainName: z.string(),
  state: z.enum(CHAIN_SUBSCRIPTION_STATES),
  planId: z.string(),
  planName: z.string(),
  /** The plan's price for one workshop, in cents. */
  pricePerWorkshop: cents,
  /** What a period costs: the price per workshop times the workshops (the next period's, when it runs). */
  amount: cents,
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  currentPeriodEnd: iso.nullable(),
  /** Canceled: it stays active until currentPeriodEnd and then ends. */
  cancelAtPeriodEnd: z.boolean(),
  /** The provider's words for a renewal that failed. */
  paymentFailureReason: z.string().nullable(),
  /** The head office first, then by name. */
  workshops: z.array(ZChainSubscriptionWorkshopSchema),
  /** Newest first. */
  invoices: z.array(ZChainInvoiceSummarySchema),
});
export type TChainSubscription = z.infer<typeof ZChainSubscriptionSchema>;

/** `refresh`: read the provider again first (on coming back from its checkout). */
export const ZChainSubscriptionGetInputSchema = z.union([z.null(), z.undefined(), z.object({ refresh: z.boolean().optional() }).strict()]);
export const ZChainSubscriptionCheckoutInputSchema = z.object({ planId: z.string().trim().min(1).max(100) });
export const ZChainSubscriptionCheckoutOutputSchema = z.object({ sessionId: z.string(), url: z.url() });
export const ZChainInvoicesGetInputSchema = z.object({ invoiceId: z.string().trim().min(1).max(200) });
export const ZChainInvoicesPdfInputSchema = z.object({
  invoiceId: z.string().trim().min(1).max(200),
  language: z.enum(LANGUAGES),
});
export const ZChainInvoicesPdfOutputSchema = z.object({ fileName: z.string(), contentBase64: z.base64() });

/** Splits a net amount over `count` lines, the cents left over on the first ones, so the lines add up to it. */
export function splitAmong(net: number, count: number): number[] {
  if (count <= 0) return [];
  const share = Math.floor(net / count);
  const left = net - share * count;
  return Array.from({ length: count }, (_, index) => share + (index < left ? 1 : 0));
}
