// What the pages' JSON endpoints accept. Every body is hostile: a shape or size outside these is a 400
// naming the field, before anything is read or written. Card numbers that are well-formed but wrong
// (Luhn, expiry, CVC) are not a 400: the provider refuses them in its own words, as Stripe does.
import { ZBillingAddressSchema } from '@rueda/domain';
import { z } from 'zod';
import { BILLING_COUNTRIES } from './fields.ts';

/** The provider's ids: a prefix and the base64url of 18 random bytes (support.ts newId). */
const idOf = (prefix: string, suffix = '') => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_-]{16,64}${suffix}$`));

export const ZCheckoutSessionIdSchema = idOf('cs');
export const ZPortalSessionIdSchema = idOf('bps');
export const ZClientSecretSchema = idOf('pi', '_secret');
/** Rueda's invoice ids (invoices.ts: randomUUID). */
export const ZInvoiceIdSchema = z.uuid();

export const ZTypedCardSchema = z
  .object({
    /** Digits, with the spaces or dashes a payer types; 19 digits at most. */
    number: z
      .string()
      .max(32)
      .regex(/^[\d -]*$/),
    expMonth: z.number().int().min(0).max(99),
    expYear: z.number().int().min(0).max(9999),
    cvc: z.string().max(8).regex(/^\d*$/),
  })
  .strict();

export const ZPayBillingAddressSchema = ZBillingAddressSchema.extend({ country: z.enum(BILLING_COUNTRIES) }).strict();

const nameOnCard = z.string().trim().min(1).max(120);

export const ZCheckoutBodySchema = z.object({ card: ZTypedCardSchema, nameOnCard, billingAddress: ZPayBillingAddressSchema }).strict();
export const ZConfirmBodySchema = z.object({ clientSecret: ZClientSecretSchema, approve: z.boolean() }).strict();
export const ZPortalCardBodySchema = z.object({ card: ZTypedCardSchema, nameOnCard }).strict();
export const ZPortalAddressBodySchema = z.object({ billingAddress: ZPayBillingAddressSchema }).strict();
/** Cancel and resume carry nothing. */
export const ZEmptyBodySchema = z.object({}).strict();
