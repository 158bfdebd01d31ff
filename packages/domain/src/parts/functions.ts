// Inputs and answers of the parts' functions (docs/product.md §31.2).
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';
import { ZIdSchema } from '../repairs/functions.ts';
import { ZRepairSchema } from '../repairs/repair.ts';
import { REPAIR_STATUSES } from '../repairs/status.ts';
import {
  PART_NOTE_MAX,
  PART_QUANTITY_MAX,
  PART_REFERENCE_MAX,
  PART_STATES,
  PART_SUPPLIER_MAX,
  PART_TITLE_MAX,
  ZPartSchema,
} from './part.ts';

const isoDate = z.iso.datetime({ offset: true });
const day = z.iso.date();
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);
const quantity = z.number().int().min(1).max(PART_QUANTITY_MAX);

/** docs/product.md §31.2: an expected day before the day it was ordered is refused, naming the expected day. */
function expectedNotBeforeOrdered<T extends { orderedOn?: string | null; expectedOn?: string | null }>(input: T): boolean {
  return !input.orderedOn || !input.expectedOn || input.expectedOn >= input.orderedOn;
}
const expectedBeforeOrdered = { message: 'The expected day is before the day it was ordered.', path: ['expectedOn'] };

/** A part asked for a repair: a stock item of the catalogue (`serviceId`) or a part named in free text (`title`). */
export const ZPartsCreateInputSchema = z
  .object({
    repairId: ZIdSchema,
    serviceId: ZIdSchema.optional(),
    title: z.string().trim().min(1).max(PART_TITLE_MAX).optional(),
    supplier: z.string().trim().max(PART_SUPPLIER_MAX).default(''),
    reference: z.string().trim().max(PART_REFERENCE_MAX).default(''),
    quantity,
    cost: cents.default(0),
    /** A free-text part's price of one to the customer; setting it needs repairs.pricing. */
    price: cents.nullable().default(null),
    note: z.string().trim().max(PART_NOTE_MAX).default(''),
    /** Already ordered (on that day); left out: still to order. */
    orderedOn: day.nullable().default(null),
    expectedOn: day.nullable().default(null),
  })
  .refine((input) => (input.serviceId === undefined) !== (input.title === undefined), {
    message: 'A part is a stock item (serviceId) or a free-text title, one of them.',
    path: ['title'],
  })
  .refine((input) => input.serviceId === undefined || input.price === null, {
    message: 'A stock item is priced by the catalogue.',
    path: ['price'],
  })
  .refine(expectedNotBeforeOrdered, expectedBeforeOrdered);
export type TPartsCreateInput = z.input<typeof ZPartsCreateInputSchema>;

/** Changes to a part that has not arrived; the fields left out keep their value. */
export const ZPartsUpdateInputSchema = z.object({
  id: ZIdSchema,
  /** The part's lastUpdate the editor saw; an older one is refused with `aborted` (docs/product.md §4). */
  expectedLastUpdate: isoDate,
  changes: z
    .object({
      supplier: z.string().trim().max(PART_SUPPLIER_MAX),
      reference: z.string().trim().max(PART_REFERENCE_MAX),
      quantity,
      cost: cents,
      price: cents.nullable(),
      note: z.string().trim().max(PART_NOTE_MAX),
      orderedOn: day.nullable(),
      expectedOn: day.nullable(),
    })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change.' }),
});
export type TPartsUpdateInput = z.input<typeof ZPartsUpdateInputSchema>;

/** Marks parts to order as ordered from their supplier, on a day (today on the workshop's clock by default). */
export const ZPartsOrderInputSchema = z
  .object({
    ids: z.array(ZIdSchema).min(1).max(500),
    orderedOn: day.optional(),
    expectedOn: day.nullable().optional(),
  })
  .refine(expectedNotBeforeOrdered, expectedBeforeOrdered);
export type TPartsOrderInput = z.input<typeof ZPartsOrderInputSchema>;

/** Marks a part as arrived: it goes on its repair, and a stock item's quantity into stock. */
export const ZPartsArriveInputSchema = z.object({ id: ZIdSchema });
export type TPartsArriveInput = z.input<typeof ZPartsArriveInputSchema>;

export const ZPartsArriveOutputSchema = z.object({
  part: ZPartSchema,
  /** Its repair as saved; null when the repair had been delivered (the part went into stock only). */
  repair: ZRepairSchema.nullable(),
  /** Whether every part of its repair is in now: the repair joined the customers to call. */
  allIn: z.boolean(),
});
export type TPartsArriveOutput = z.infer<typeof ZPartsArriveOutputSchema>;

/** A repair's parts (`repairId`), or the workshop's in the states asked (the Pedidos view). */
export const ZPartsListInputSchema = z.object({
  repairId: ZIdSchema.optional(),
  states: z.array(z.enum(PART_STATES)).min(1).max(PART_STATES.length).optional(),
});
export type TPartsListInput = z.input<typeof ZPartsListInputSchema>;

/** What the Pedidos view shows of a part's repair beside the part. */
export const ZPartRepairSchema = z.object({
  id: z.string(),
  status: z.enum(REPAIR_STATUSES),
  customerName: z.string(),
  customerPhone: z.string(),
  bike: z.string(),
});
export type TPartRepair = z.infer<typeof ZPartRepairSchema>;

export const ZListedPartSchema = ZPartSchema.extend({ repair: ZPartRepairSchema });
export type TListedPart = z.infer<typeof ZListedPartSchema>;

/** A repair whose parts are all in and whose customer has not been told: whom to call. */
export const ZPartsCallSchema = z.object({
  repair: ZPartRepairSchema,
  /** The parts, as arrived. */
  parts: z.array(z.object({ id: z.string(), title: z.string(), quantity: z.number().int() })),
  /** When the last of them arrived. */
  allInAt: isoDate,
});
export type TPartsCall = z.infer<typeof ZPartsCallSchema>;

/** Takes a repair off the list to call: its customer was told its parts are in. */
export const ZPartsCustomerToldInputSchema = z.object({ repairId: ZIdSchema });
export type TPartsCustomerToldInput = z.input<typeof ZPartsCustomerToldInputSchema>;

/** Takes back a part that has not arrived (asked by mistake, or no longer wanted). */
export const ZPartsDeleteInputSchema = z.object({ id: ZIdSchema });
export type TPartsDeleteInput = z.input<typeof ZPartsDeleteInputSchema>;
