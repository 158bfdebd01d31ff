// Inputs and answers of the transfers' functions (docs/product.md §32.4).
import { z } from 'zod';
import { ZIdSchema } from '../repairs/functions.ts';
import { TRANSFER_LINES_MAX, TRANSFER_NOTE_MAX, TRANSFER_QUANTITY_MAX, ZTransferSchema } from './transfer.ts';

const ZWorkshopIdSchema = z.string().trim().min(1).max(200);

/** Whether the same id appears twice; the second is named. */
function firstRepeat(ids: readonly string[]): number {
  return ids.findIndex((id, index) => ids.indexOf(id) !== index);
}

/** A new transfer, a draft, from the workshop in use to another of its chain. */
export const ZTransfersCreateInputSchema = z
  .object({
    toWorkshopId: ZWorkshopIdSchema,
    lines: z
      .array(z.object({ itemId: ZIdSchema, quantity: z.number().int().min(1).max(TRANSFER_QUANTITY_MAX) }))
      .min(1)
      .max(TRANSFER_LINES_MAX),
    note: z.string().trim().max(TRANSFER_NOTE_MAX).default(''),
  })
  .superRefine((input, context) => {
    const index = firstRepeat(input.lines.map((line) => line.itemId));
    if (index >= 0)
      context.addIssue({ code: 'custom', message: 'This stock item is on the transfer already.', path: ['lines', index, 'itemId'] });
  });
export type TTransfersCreateInput = z.input<typeof ZTransfersCreateInputSchema>;

/** Sending, or cancelling, one of the workshop in use's transfers. */
export const ZTransferIdInputSchema = z.object({ id: ZIdSchema });
export type TTransferIdInput = z.input<typeof ZTransferIdInputSchema>;

/** What arrived of a line: 0 up to the units sent. */
export const ZTransferReceiptSchema = z.object({ lineId: ZIdSchema, quantity: z.number().int().min(0).max(TRANSFER_QUANTITY_MAX) });
export type TTransferReceipt = z.infer<typeof ZTransferReceiptSchema>;

/** Receiving an incoming transfer: the lines given, or, left out, every line still expected with its full quantity. */
export const ZTransfersReceiveInputSchema = z
  .object({
    id: ZIdSchema,
    lines: z.array(ZTransferReceiptSchema).min(1).max(TRANSFER_LINES_MAX).optional(),
  })
  .superRefine((input, context) => {
    const index = firstRepeat((input.lines ?? []).map((line) => line.lineId));
    if (index >= 0) context.addIssue({ code: 'custom', message: 'This line is given twice.', path: ['lines', index, 'lineId'] });
  });
export type TTransfersReceiveInput = z.input<typeof ZTransfersReceiveInputSchema>;

/** A workshop of the chain a transfer may go to. */
export const ZTransferDestinationSchema = z.object({ id: z.string(), name: z.string() });
export type TTransferDestination = z.infer<typeof ZTransferDestinationSchema>;

export const ZTransfersListOutputSchema = z.object({
  /** The workshop in use's transfers to others, newest first. */
  outgoing: z.array(ZTransferSchema),
  /** Transfers sent to the workshop in use, newest first (drafts and cancelled ones are the sender's alone). */
  incoming: z.array(ZTransferSchema),
  /** The chain's other workshops, by name: where a transfer may go. Empty outside a chain. */
  destinations: z.array(ZTransferDestinationSchema),
});
export type TTransfersListOutput = z.infer<typeof ZTransfersListOutputSchema>;
