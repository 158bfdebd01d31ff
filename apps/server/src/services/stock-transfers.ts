// docs/product.md §32.4, decision 083: stock moved between two workshops of a chain. The sender makes, sends and
// cancels its transfers in the workshop in use; the receiver receives them in its own. Each write is one transaction
// that locks the transfer and the stock items it moves, so a refusal changes nothing.
import { randomUUID } from 'node:crypto';
import {
  FunctionError,
  invalidField,
  matchingStockItem,
  receiveTransferLines,
  type TTransfer,
  type TTransferLine,
  type TTransfersListOutput,
  type ZTransfersCreateInputSchema,
  type ZTransfersReceiveInputSchema,
} from '@rueda/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { insertCatalogueItems } from '../data/catalogue.ts';
import { chainWorkshops, readEachWorkshop } from '../data/chain-reads.ts';
import { chainIdOf } from '../data/chains.ts';
import { receiveStock } from '../data/stock.ts';
import {
  hasIncoming,
  incomingFrom,
  insertTransfer,
  lockTransfer,
  nextStockPosition,
  outgoingTransfers,
  stockItems,
  takeStock,
  transferLinesOf,
  transferNotFound,
  transferOf,
  updateTransfer,
  workshopNames,
  type TransferRow,
} from '../data/stock-transfers.ts';
import { memberName } from '../data/till.ts';

type CreateInput = z.output<typeof ZTransfersCreateInputSchema>;
type ReceiveInput = z.output<typeof ZTransfersReceiveInputSchema>;

/** Who acts: the member, in the workshop in use. */
export interface TransferCaller {
  workshopId: string;
  userId: string;
}

function refused(reason: 'already-sent' | 'already-cancelled', message: string): FunctionError {
  return new FunctionError('failed-precondition', message, { reason });
}

/** A draft is the only transfer that may be sent or cancelled. */
function checkDraft(row: TransferRow): void {
  if (row.state === 'cancelled') throw refused('already-cancelled', 'This transfer has been cancelled.');
  if (row.state !== 'draft') throw refused('already-sent', 'This transfer has been sent already.');
}

async function answer(db: Executor, row: TransferRow): Promise<TTransfer> {
  return transferOf(row, await workshopNames(db, [row.workshopId, row.toWorkshopId]));
}

/** The workshop in use's transfers both ways, and the chain's other workshops it may send to. */
export async function listTransfers(db: Db, workshopId: string): Promise<TTransfersListOutput> {
  const chainId = await chainIdOf(db, workshopId);
  const [outgoing, chain] = await Promise.all([
    outgoingTransfers(db, workshopId),
    chainId === null
      ? []
      : readEachWorkshop(db, chainId, async (workshop): Promise<TransferRow[]> =>
          workshop.id === workshopId ? [] : incomingFrom(db, workshop.id, workshopId),
        ),
  ]);
  const incoming = chain
    .flatMap((each) => each.result)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  const names = new Map(chain.map(({ workshop }) => [workshop.id, workshop.name]));
  const unnamed = [workshopId, ...outgoing.map((row) => row.toWorkshopId)].filter((id) => !names.has(id));
  for (const [id, name] of await workshopNames(db, unnamed)) names.set(id, name);
  return {
    outgoing: outgoing.map((row) => transferOf(row, names)),
    incoming: incoming.map((row) => transferOf(row, names)),
    destinations: chain
      .filter(({ workshop }) => workshop.id !== workshopId)
      .map(({ workshop }) => ({ id: workshop.id, name: workshop.name })),
  };
}

/** transfersCreate: a draft to another workshop of the sender's chain, of the sender's stock items. */
export async function createTransfer(db: Db, caller: TransferCaller, input: CreateInput, now: Date): Promise<TTransfer> {
  return db.transaction(async (tx) => {
    const chainId = await chainIdOf(tx, caller.workshopId);
    const inChain = chainId === null ? [] : await chainWorkshops(tx, chainId);
    // A workshop outside the chain is not found, exactly as one that does not exist (docs/style.md §4).
    if (input.toWorkshopId === caller.workshopId || !inChain.some((workshop) => workshop.id === input.toWorkshopId))
      throw new FunctionError('not-found', 'This workshop is not one of the chain’s.', {
        fields: [{ field: 'toWorkshopId', message: 'This workshop is not one of the chain’s.' }],
      });
    const items = new Map(
      (await stockItems(tx, caller.workshopId, { ids: input.lines.map((line) => line.itemId) })).map((item) => [item.id, item]),
    );
    const lines: TTransferLine[] = input.lines.map((line, index) => {
      const item = items.get(line.itemId);
      if (!item) throw invalidField(`lines.${index}.itemId`, 'This stock item is not in the workshop’s catalogue.');
      if (item.archived) throw invalidField(`lines.${index}.itemId`, 'This stock item is archived.');
      const { id: itemId, title, reference, price } = item;
      return {
        id: randomUUID(),
        itemId,
        title,
        reference,
        price,
        quantity: line.quantity,
        receivedQuantity: null,
        difference: null,
        receivedAt: null,
        receivedItemId: null,
      };
    });
    const row = await insertTransfer(tx, {
      workshopId: caller.workshopId,
      id: randomUUID(),
      toWorkshopId: input.toWorkshopId,
      state: 'draft',
      note: input.note,
      lines,
      createdAt: now,
      createdByUserId: caller.userId,
      createdByName: await memberName(tx, caller.userId),
      sentAt: null,
      receivedAt: null,
      cancelledAt: null,
      lastUpdate: now,
    });
    return answer(tx, row);
  });
}

/** transfersSend: every line's units leave the sender's stock, all or none. */
export async function sendTransfer(db: Db, caller: TransferCaller, id: string, now: Date): Promise<TTransfer> {
  return db.transaction(async (tx) => {
    const row = await lockTransfer(tx, caller.workshopId, id);
    checkDraft(row);
    const lines = transferLinesOf(row);
    const items = new Map(
      (await stockItems(tx, caller.workshopId, { ids: lines.map((line) => line.itemId), lock: true })).map((item) => [item.id, item]),
    );
    lines.forEach((line, index) => {
      const available = items.get(line.itemId)?.quantity ?? 0;
      if (line.quantity > available) {
        const message = `Only ${available} of “${line.title}” in stock.`;
        throw new FunctionError('failed-precondition', message, {
          reason: 'not-enough-stock',
          available,
          fields: [{ field: `lines.${index}.quantity`, message }],
        });
      }
    });
    for (const line of lines) await takeStock(tx, caller.workshopId, line.itemId, line.quantity, now);
    return answer(tx, await updateTransfer(tx, caller.workshopId, id, { state: 'sent', sentAt: now, lastUpdate: now }));
  });
}

/** transfersCancel: a draft no longer goes. */
export async function cancelTransfer(db: Db, caller: TransferCaller, id: string, now: Date): Promise<TTransfer> {
  return db.transaction(async (tx) => {
    checkDraft(await lockTransfer(tx, caller.workshopId, id));
    return answer(tx, await updateTransfer(tx, caller.workshopId, id, { state: 'cancelled', cancelledAt: now, lastUpdate: now }));
  });
}

/** The sender of an incoming transfer, found among the chain's workshops (data/chain-reads.ts); not-found otherwise. */
async function senderOf(db: Db, workshopId: string, id: string): Promise<string> {
  const chainId = await chainIdOf(db, workshopId);
  if (chainId === null) throw transferNotFound();
  const found = await readEachWorkshop(db, chainId, (workshop) =>
    workshop.id === workshopId ? Promise.resolve(false) : hasIncoming(db, workshop.id, workshopId, id),
  );
  const sender = found.find((each) => each.result)?.workshop.id;
  if (sender === undefined) throw transferNotFound();
  return sender;
}

/**
 * transfersReceive: the lines given (or every line still expected) arrive in the workshop in use. Each line's units go
 * into the receiver's matching stock item (domain `matchingStockItem`), or a new one with the sender's title, reference
 * and price; a line of which nothing arrived moves no stock.
 */
export async function receiveTransfer(db: Db, caller: TransferCaller, input: ReceiveInput, now: Date): Promise<TTransfer> {
  const senderId = await senderOf(db, caller.workshopId, input.id);
  return db.transaction(async (tx) => {
    const row = await lockTransfer(tx, senderId, input.id, caller.workshopId);
    const receipt = receiveTransferLines(transferOf(row, new Map()), input.lines, now);
    const shelf = await stockItems(tx, caller.workshopId);
    const receivedItems = new Map<string, string>();
    for (const { line, quantity } of receipt.receipts) {
      if (quantity === 0) continue;
      const match = matchingStockItem(line, shelf);
      if (match && (await receiveStock(tx, caller.workshopId, match.id, quantity, now))) {
        receivedItems.set(line.id, match.id);
        continue;
      }
      const item = {
        id: randomUUID(),
        title: line.title,
        reference: line.reference,
        price: line.price,
        cost: 0,
        quantity,
        archived: false,
      };
      const position = await nextStockPosition(tx, caller.workshopId);
      await insertCatalogueItems(tx, caller.workshopId, 'stockItems', [{ ...item, position }], now);
      shelf.push(item);
      receivedItems.set(line.id, item.id);
    }
    const lines = receipt.lines.map((line) =>
      receivedItems.has(line.id) ? { ...line, receivedItemId: receivedItems.get(line.id)! } : line,
    );
    const saved = await updateTransfer(tx, senderId, input.id, {
      state: receipt.state,
      lines,
      receivedAt: receipt.state === 'received' ? now : null,
      lastUpdate: now,
    });
    return answer(tx, saved);
  });
}
