// docs/product.md §32.5: customers shared by choice within a chain. A chain may share its workshops' customers'
// directory, once an administrator accepts the chain's privacy notice; only the customers who agreed cross, and only
// a few of their fields: name, phone, email, their bikes, the workshop they are from and their repairs there in summary.
import { z } from 'zod';
import { REPAIR_STATUSES } from '../repairs/status.ts';

const ZIdSchema = z.string().trim().min(1).max(200);

/** Turning sharing on takes the privacy notice accepted (`noticeAccepted`); turning it off takes nothing. */
export const ZChainsSetCustomerSharingInputSchema = z
  .object({ shares: z.boolean(), noticeAccepted: z.boolean().default(false) })
  .refine((input) => !input.shares || input.noticeAccepted, {
    message: 'Sharing the customers takes the chain’s privacy notice accepted.',
    path: ['noticeAccepted'],
  });
export type TChainsSetCustomerSharingInput = z.input<typeof ZChainsSetCustomerSharingInputSchema>;

/** A query of at least two characters: the chain's directory is searched, never listed whole. */
export const ZChainCustomersSearchInputSchema = z.object({ query: z.string().trim().min(2).max(100) });

/** A repair of a shared customer, in summary: when it came in, which bike, its status. */
export const ZSharedRepairSchema = z.object({
  created: z.string(),
  bike: z.string(),
  status: z.enum(REPAIR_STATUSES),
});
export type TSharedRepair = z.infer<typeof ZSharedRepairSchema>;

export const ZSharedCustomerSchema = z.object({
  workshopId: z.string(),
  workshopName: z.string(),
  customerId: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Their bikes, each named as a person would say it ('' when neither brand nor model is known). */
  bikes: z.array(z.object({ name: z.string(), color: z.string(), year: z.number().int().nullable(), type: z.string() })),
  repairs: z.array(ZSharedRepairSchema),
  /** This workshop's customer already brought from them, if any: they are not brought twice. */
  broughtAs: z.string().nullable(),
});
export type TSharedCustomer = z.infer<typeof ZSharedCustomerSchema>;

/** `sharing` false: the chain does not share (or this workshop is in none), and nothing of the others is read. */
export const ZChainCustomersSearchOutputSchema = z.object({
  sharing: z.boolean(),
  customers: z.array(ZSharedCustomerSchema),
});
export type TChainCustomersSearchOutput = z.infer<typeof ZChainCustomersSearchOutputSchema>;

export const ZChainCustomersBringInputSchema = z.object({ workshopId: ZIdSchema, customerId: ZIdSchema });
export const ZChainCustomersBringOutputSchema = z.object({ customerId: z.string() });

export const ZChainCustomerInputSchema = z.object({ customerId: ZIdSchema });
export const ZChainCustomersSetConsentInputSchema = z.object({ customerId: ZIdSchema, consent: z.boolean() });

/** The customer's chain section: whether the chain shares, their consent, and their repairs in its other workshops. */
export const ZChainCustomersElsewhereOutputSchema = z.object({
  sharing: z.boolean(),
  /** When the customer agreed to be shared within the chain; null: not agreed. */
  consentAt: z.string().nullable(),
  /** Their repairs in the chain's other workshops, newest first; empty unless sharing is on and they agreed. */
  repairs: z.array(ZSharedRepairSchema.extend({ workshopId: z.string(), workshopName: z.string() })),
});
export type TChainCustomersElsewhereOutput = z.infer<typeof ZChainCustomersElsewhereOutputSchema>;
