// Paying for Rueda: the plans, checkout, the portal, the trial and Rueda's invoices to the workshop
// (docs/product.md §23, decision 014).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import { ZEmptyInputSchema } from './empty-input.ts';
import { ZPlanSchema } from '../plans.ts';
import {
  ZCheckSubscriptionStatusOutputSchema,
  ZConfirmCheckoutSessionInputSchema,
  ZConfirmCheckoutSessionOutputSchema,
  ZCreateCheckoutSessionInputSchema,
  ZCreateCheckoutSessionOutputSchema,
  ZCreatePortalSessionOutputSchema,
  ZGetSubscriptionDetailsOutputSchema,
  ZInvoiceGetInputSchema,
  ZInvoiceGetOutputSchema,
  ZInvoicePdfInputSchema,
  ZInvoicePdfOutputSchema,
  ZValidateTrialStatusInputSchema,
  ZValidateTrialStatusOutputSchema,
} from '../billing/functions.ts';

export const ZGetSubscriptionPlansOutputSchema = z.array(ZPlanSchema);

/** The subscription area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const SUBSCRIPTION_FUNCTIONS = {
  callablesGetSubscriptionPlans: {
    input: ZEmptyInputSchema,
    output: ZGetSubscriptionPlansOutputSchema,
  },
  // docs/product.md §7: the subscription callables (decision 014).
  callablesCreateCheckoutSession: { input: ZCreateCheckoutSessionInputSchema, output: ZCreateCheckoutSessionOutputSchema },
  callablesConfirmCheckoutSession: { input: ZConfirmCheckoutSessionInputSchema, output: ZConfirmCheckoutSessionOutputSchema },
  callablesCheckSubscriptionStatus: { input: ZEmptyInputSchema, output: ZCheckSubscriptionStatusOutputSchema },
  callablesGetSubscriptionDetails: { input: ZEmptyInputSchema, output: ZGetSubscriptionDetailsOutputSchema },
  callablesCreatePortalSession: { input: ZEmptyInputSchema, output: ZCreatePortalSessionOutputSchema },
  callablesValidateTrialStatus: { input: ZValidateTrialStatusInputSchema, output: ZValidateTrialStatusOutputSchema },
  /** One invoice of the caller's workshop, for its printable page (docs/product.md §23.3). */
  invoicesGet: { input: ZInvoiceGetInputSchema, output: ZInvoiceGetOutputSchema },
  /** The same invoice as a PDF to download. */
  invoicesPdf: { input: ZInvoicePdfInputSchema, output: ZInvoicePdfOutputSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/subscription-schemas.ts`). */
export const SUBSCRIPTION_FUNCTION_SCHEMAS: SchemasOf<typeof SUBSCRIPTION_FUNCTIONS> = SUBSCRIPTION_FUNCTIONS;
