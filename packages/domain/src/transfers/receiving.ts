// docs/product.md §32.4: receiving a transfer. Each line is received once, with the units that arrived (0 up to the
// units sent); the difference is recorded on the line. The receiver's stock item that takes them is found by reference,
// else by title.
import { FunctionError, invalidField } from '../errors.ts';
import type { TTransferReceipt } from './functions.ts';
import { receivedStateOf, type TransferState, type TTransfer, type TTransferLine } from './transfer.ts';

/** A line being received now, with the units that arrived. */
export interface LineReceipt {
  line: TTransferLine;
  quantity: number;
}

export interface TransferReceipt {
  /** Every line of the transfer, those received now with their quantity, difference and time. */
  lines: TTransferLine[];
  receipts: LineReceipt[];
  state: TransferState;
}

function refused(reason: 'not-sent' | 'already-received', message: string, field?: string): FunctionError {
  return new FunctionError('failed-precondition', message, field ? { reason, fields: [{ field, message }] } : { reason });
}

/**
 * The transfer's lines once `asked` is received: the lines named with their quantities, or, when `asked` is left out,
 * every line still expected with its full quantity. A transfer not sent, or received already, and a line received
 * already, are refused (`failed-precondition`); a line not on the transfer, or more units than were sent, are
 * `invalid-argument` naming the field. The `receivedItemId` of the lines received now is left for the caller to set.
 */
export function receiveTransferLines(
  transfer: Pick<TTransfer, 'state' | 'lines'>,
  asked: readonly TTransferReceipt[] | undefined,
  now: Date,
): TransferReceipt {
  if (transfer.state === 'received') throw refused('already-received', 'This transfer has been received already.');
  if (transfer.state !== 'sent' && transfer.state !== 'partlyReceived') throw refused('not-sent', 'This transfer has not been sent.');
  const byId = new Map(transfer.lines.map((line) => [line.id, line]));
  const wanted =
    asked ?? transfer.lines.filter((line) => line.receivedQuantity === null).map((line) => ({ lineId: line.id, quantity: line.quantity }));
  const quantities = new Map<string, number>();
  wanted.forEach((receipt, index) => {
    const line = byId.get(receipt.lineId);
    if (!line) throw invalidField(`lines.${index}.lineId`, 'This line is not on the transfer.');
    if (line.receivedQuantity !== null) throw refused('already-received', 'This line has been received already.', `lines.${index}.lineId`);
    if (receipt.quantity > line.quantity) throw invalidField(`lines.${index}.quantity`, 'More units than were sent.', 'more-than-sent');
    quantities.set(line.id, receipt.quantity);
  });
  const at = now.toISOString();
  const receipts: LineReceipt[] = [];
  const lines = transfer.lines.map((line) => {
    const quantity = quantities.get(line.id);
    if (quantity === undefined) return line;
    const received = { ...line, receivedQuantity: quantity, difference: line.quantity - quantity, receivedAt: at };
    receipts.push({ line: received, quantity });
    return received;
  });
  return { lines, receipts, state: receivedStateOf(lines) };
}

/** What the receiver's stock items are matched on. */
export interface StockItemKey {
  id: string;
  title: string;
  reference: string;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/**
 * The receiver's stock item a line's units go into: the first (in the order given) with the line's reference when
 * both have one, else with its title, case aside; undefined when none matches (a new item is made for them).
 */
export function matchingStockItem<T extends StockItemKey>(
  line: Pick<TTransferLine, 'title' | 'reference'>,
  items: readonly T[],
): T | undefined {
  return items.find((item) =>
    line.reference.trim() !== '' && item.reference.trim() !== '' ? same(line.reference, item.reference) : same(line.title, item.title),
  );
}
