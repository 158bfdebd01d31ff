// The subscription callables' payloads and answers (docs/product.md §7). `callablesGetSubscriptionPlans`
// is in plans.ts; the rest are here.
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { ZInvoiceSchema, ZSubscriptionDetailsSchema } from './details.ts';

const iso = z.iso.datetime({ offset: true });

export const ZCreateCheckoutSessionInputSchema = z.object({ planId: z.string().trim().min(1).max(100) });
export const ZCreateCheckoutSessionOutputSchema = z.object({ sessionId: z.string(), url: z.url() });

export const ZConfirmCheckoutSessionInputSchema = z.object({ sessionId: z.string().trim().min(1).max(200) });
export const ZConfirmCheckoutSessionOutputSchema = z.object({ success: z.boolean() });

export const ZCheckSubscriptionStatusOutputSchema = z.object({ active: z.boolean() });

export const ZGetSubscriptionDetailsOutputSchema = ZSubscriptionDetailsSchema;

export const ZCreatePortalSessionOutputSchema = z.object({ url: z.url() });

export const ZValidateTrialStatusInputSchema = z.object({ userId: z.string().trim().min(1).max(200) });
export const ZValidateTrialStatusOutputSchema = z.object({
  isTrialing: z.boolean(),
  isExpired: z.boolean(),
  isFirebaseTrial: z.boolean(),
  trialStarted: iso.nullable(),
  trialEnds: iso.nullable(),
  daysRemaining: z.number().int().min(0),
});
export type TValidateTrialStatusOutput = z.infer<typeof ZValidateTrialStatusOutputSchema>;

export const ZInvoiceGetInputSchema = z.object({ invoiceId: z.string().trim().min(1).max(200) });
export const ZInvoiceGetOutputSchema = ZInvoiceSchema;

/** The invoice as a PDF, in the caller's language (docs/product.md §23.3). */
export const ZInvoicePdfInputSchema = z.object({
  invoiceId: z.string().trim().min(1).max(200),
  language: z.enum(LANGUAGES),
});
export const ZInvoicePdfOutputSchema = z.object({
  fileName: z.string(),
  /** The PDF's bytes, base64. */
  contentBase64: z.base64(),
});
