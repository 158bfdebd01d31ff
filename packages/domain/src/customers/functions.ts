// Inputs and answers of the customer and bike functions (docs/product.md §11–§12).
import { z } from 'zod';
import { ZIdSchema } from '../repairs/functions.ts';
import { REPAIR_PAYMENTS, REPAIR_STATUSES } from '../repairs/status.ts';
import { ZBikeChangesSchema, ZBikeFieldsInputSchema, ZBikeSchema, ZCustomerChangesSchema, ZCustomerSchema } from './customer.ts';

const isoDate = z.iso.datetime({ offset: true });
const nothingToChange = { message: 'Nothing to change.' };

export const ZCustomerIdInputSchema = z.object({ id: ZIdSchema });

/** The customers screen's page size and the most one page may hold. */
export const CUSTOMERS_PAGE_SIZE = 50;

/** customersList's input: the customers found, most recently seen first, a page at a time (docs/product.md §11.1). */
export const ZCustomersListInputSchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.number().int().min(1).max(500).default(CUSTOMERS_PAGE_SIZE),
  /** How many of the ordered answers to skip: the pages already shown. */
  offset: z.number().int().min(0).max(100_000).default(0),
});

/** A customer as the list shows them. */
export const ZCustomerListItemSchema = ZCustomerSchema.extend({
  /** When their newest repair was created; null without repairs. */
  lastVisit: isoDate.nullable(),
  bikeCount: z.number().int(),
});
export type TCustomerListItem = z.infer<typeof ZCustomerListItemSchema>;

/** One of the customer's repairs, as their page lists it. */
export const ZCustomerRepairSchema = z.object({
  id: z.string(),
  status: z.enum(REPAIR_STATUSES),
  payment: z.enum(REPAIR_PAYMENTS),
  created: isoDate,
  /** Cents. */
  total: z.number().int(),
  /** The bike the repair was for, when it names one of the workshop's bikes. */
  bikeId: z.string().nullable(),
});
export type TCustomerRepair = z.infer<typeof ZCustomerRepairSchema>;

export const ZCustomersGetOutputSchema = z.object({
  customer: ZCustomerSchema,
  bikes: z.array(ZBikeSchema),
  /** Newest first. */
  repairs: z.array(ZCustomerRepairSchema),
  /** Cents: the totals of the customer's delivered repairs. */
  totalSpent: z.number().int(),
  /** When the newest repair was created; null without repairs. */
  lastVisit: isoDate.nullable(),
});
export type TCustomersGetOutput = z.infer<typeof ZCustomersGetOutputSchema>;

/** One repair of a bike's history: who brought it in, for repairs made while it belonged to someone else. */
export const ZBikeRepairSchema = ZCustomerRepairSchema.extend({
  /** The customer the repair names; null for a repair without one. */
  customerId: z.string().nullable(),
  customerName: z.string(),
});
export type TBikeRepair = z.infer<typeof ZBikeRepairSchema>;

/** bikesGet (docs/product.md §12.1): the bike, its owner now and its history, kept across transfers. */
export const ZBikesGetOutputSchema = z.object({
  bike: ZBikeSchema,
  owner: ZCustomerSchema,
  /** Every repair of the bike, newest first, whoever owned it then. */
  repairs: z.array(ZBikeRepairSchema),
});
export type TBikesGetOutput = z.infer<typeof ZBikesGetOutputSchema>;

export const ZCustomersUpdateInputSchema = z.object({
  id: ZIdSchema,
  /** The lastUpdate the editor saw; an older one is refused with `aborted` (docs/product.md §4). */
  expectedLastUpdate: isoDate,
  changes: ZCustomerChangesSchema.refine((changes) => Object.keys(changes).length > 0, nothingToChange),
});
export type TCustomersUpdateInput = z.input<typeof ZCustomersUpdateInputSchema>;

export const ZCustomersMergeInputSchema = z
  .object({ keepId: ZIdSchema, mergeId: ZIdSchema })
  .refine((input) => input.keepId !== input.mergeId, { message: 'A customer cannot be merged into itself.', path: ['mergeId'] });

export const ZBikesCreateInputSchema = ZBikeFieldsInputSchema.extend({ customerId: ZIdSchema });

export const ZBikesUpdateInputSchema = z.object({
  id: ZIdSchema,
  expectedLastUpdate: isoDate,
  changes: ZBikeChangesSchema.refine((changes) => Object.keys(changes).length > 0, nothingToChange),
});
export type TBikesUpdateInput = z.input<typeof ZBikesUpdateInputSchema>;

export const ZBikesTransferInputSchema = z.object({ bikeId: ZIdSchema, toCustomerId: ZIdSchema });

export const ZDeletedSchema = z.object({ deleted: z.literal(true) });
