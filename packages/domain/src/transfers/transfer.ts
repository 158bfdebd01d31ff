// docs/product.md §32.4: a transfer of stock items from one workshop of a chain to another. It is made as a draft, sent
// (the stock leaves the sender), and received by the other shop, all its lines at once or line by line, each with the
// quantity that arrived; a draft may be cancelled.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';

/**
 * `draft` until sent; `sent` until a line is received, `partlyReceived` while some lines still wait, `received` once
 * every line is in (final); `cancelled`, only from `draft`, is final too.
 */
export const TRANSFER_STATES = ['draft', 'sent', 'partlyReceived', 'received', 'cancelled'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** A line's quantity: 1 to 9,999 units. */
export const TRANSFER_QUANTITY_MAX = 9_999;
/** A transfer's lines: 1 to 100. */
export const TRANSFER_LINES_MAX = 100;
/** The note's longest, in characters. */
export const TRANSFER_NOTE_MAX = 300;

const isoDate = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

export const ZTransferLineSchema = z.object({
  id: z.string(),
  /** The sender's stock item. */
  itemId: z.string(),
  /** The item's title, reference and sale price when the transfer was made. */
  title: z.string(),
  reference: z.string(),
  price: cents,
  /** Units sent. */
  quantity: z.number().int(),
  /** Units that arrived, once the line is received; null while it is still expected. */
  receivedQuantity: z.number().int().nullable(),
  /** Units sent that did not arrive (quantity − received), once received. */
  difference: z.number().int().nullable(),
  receivedAt: isoDate.nullable(),
  /** The receiver's stock item the units went into (matched, or made for them). */
  receivedItemId: z.string().nullable(),
});
export type TTransferLine = z.infer<typeof ZTransferLineSchema>;

export const ZTransferSchema = z.object({
  id: z.string(),
  fromWorkshopId: z.string(),
  fromWorkshopName: z.string(),
  toWorkshopId: z.string(),
  toWorkshopName: z.string(),
  state: z.enum(TRANSFER_STATES),
  note: z.string(),
  lines: z.array(ZTransferLineSchema),
  createdAt: isoDate,
  /** Who made it (their name then). */
  createdByName: z.string(),
  sentAt: isoDate.nullable(),
  /** When its last line was received. */
  receivedAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
});
export type TTransfer = z.infer<typeof ZTransferSchema>;

/** The state a sent transfer is in once its lines are as given. */
export function receivedStateOf(lines: readonly Pick<TTransferLine, 'receivedQuantity'>[]): TransferState {
  const waiting = lines.filter((line) => line.receivedQuantity === null).length;
  if (waiting === 0) return 'received';
  return waiting === lines.length ? 'sent' : 'partlyReceived';
}

/** A transfer whose lines may still be received. */
export function isAwaitingReceipt(state: TransferState): boolean {
  return state === 'sent' || state === 'partlyReceived';
}
