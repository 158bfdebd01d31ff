// docs/product.md §31.2: a part ordered for a repair — a stock item of the catalogue or a part named in free text —
// from "to order" to "ordered" to "arrived". When it arrives it is put on its repair, a stock item's quantity comes
// into stock, and a repair whose parts are all in joins the list of customers to call.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS, type TRepairPartsCount } from '../repairs/repair.ts';

/** `toOrder` until the workshop orders it from its supplier, `ordered` until it arrives; `arrived` is final. */
export const PART_STATES = ['toOrder', 'ordered', 'arrived'] as const;
export type PartState = (typeof PART_STATES)[number];

/** The longest supplier name, reference, free-text title and note, in characters. */
export const PART_SUPPLIER_MAX = 120;
export const PART_REFERENCE_MAX = 120;
export const PART_TITLE_MAX = 200;
export const PART_NOTE_MAX = 300;
/** A part's quantity: 1 to 999, as a repair line's (docs/product.md §3). */
export const PART_QUANTITY_MAX = 999;

const isoDate = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);
const ZActorSchema = z.object({ userId: z.string(), name: z.string() });

export const ZPartSchema = z.object({
  id: z.string(),
  repairId: z.string(),
  /** The catalogue's stock item it is, or null for a part named in free text. */
  serviceId: z.string().nullable(),
  /** The stock item's title when it was asked for, or the free text. */
  title: z.string(),
  /** Who it is ordered from; empty when not known yet. */
  supplier: z.string(),
  /** The supplier's reference. */
  reference: z.string(),
  quantity: z.number().int().min(1).max(PART_QUANTITY_MAX),
  /** What one costs the workshop, in cents. */
  cost: cents,
  /** What one costs the customer, in cents, for a free-text part; null: a stock item's is the catalogue's price. */
  price: cents.nullable(),
  note: z.string(),
  state: z.enum(PART_STATES),
  /** The day it was ordered (on the workshop's clock), once ordered. */
  orderedOn: z.iso.date().nullable(),
  /** The day the supplier said it would arrive. */
  expectedOn: z.iso.date().nullable(),
  arrivedAt: isoDate.nullable(),
  arrivedBy: ZActorSchema.nullable(),
  /** When the customer was told the repair's parts were in; null until then. */
  customerToldAt: isoDate.nullable(),
  created: isoDate,
  createdBy: ZActorSchema,
  lastUpdate: isoDate,
});
export type TPart = z.infer<typeof ZPartSchema>;

/** The count a repair keeps of its parts; undefined for a repair without any. */
export function partsCountOf(parts: readonly Pick<TPart, 'state'>[]): TRepairPartsCount | undefined {
  if (parts.length === 0) return undefined;
  return { total: parts.length, waiting: parts.filter((part) => part.state !== 'arrived').length };
}

/**
 * The id of the line a free-text part becomes on its repair when it arrives (among the stock items, priced with the
 * part's own price): a name no catalogue item has.
 */
export function partLineId(partId: string): string {
  return `part:${partId}`;
}
