// A fake server for the transfers screen (docs/product.md §32.4): Ana, admin of a shop in a chain, with its catalogue's
// stock items, and the transfers' functions answering from in-memory transfers as the server would: made as drafts,
// sent (refused past the stock), cancelled, received whole or line by line. A test's own handlers go over these.
import { receiveTransferLines, type TTransfer, type TTransferDestination } from '@rueda/domain';
import { workshopAccount, authServer } from '@/testing/auth-server';
import { catalogueFunctions, catalogueOf } from '@/testing/catalogue-server';
import { failure, type FunctionHandlers } from '@/testing/fake-server';
import { BEACH } from './factories';

export const TRANSFER_STOCK = catalogueOf({
  stockItems: [
    { id: 'st-chain', title: 'Cadena 12v', reference: 'CN-M8100', price: 4500, quantity: 6 },
    { id: 'st-tube', title: 'Cámara 29"', reference: '', price: 800, quantity: 20 },
  ],
});

export interface TransfersServerOptions {
  outgoing?: TTransfer[];
  incoming?: TTransfer[];
  destinations?: TTransferDestination[];
  functions?: FunctionHandlers;
}

const NOW = '2026-06-10T10:00:00.000Z';

export function transfersServer({ outgoing = [], incoming = [], destinations = [BEACH], functions = {} }: TransfersServerOptions = {}) {
  const state = { outgoing: [...outgoing], incoming: [...incoming] };
  const catalogue = catalogueFunctions(TRANSFER_STOCK);
  const find = (list: TTransfer[], id: string) => list.find((each) => each.id === id);
  const replace = (next: TTransfer) => {
    state.outgoing = state.outgoing.map((each) => (each.id === next.id ? next : each));
    state.incoming = state.incoming.map((each) => (each.id === next.id ? next : each));
    return next;
  };
  const server = authServer({
    isSignedIn: true,
    account: workshopAccount({ inChain: true }),
    functions: {
      ...catalogue.functions,
      transfersList: () => ({ outgoing: state.outgoing, incoming: state.incoming, destinations }),
      transfersCreate: ({ toWorkshopId, lines, note = '' }) => {
        const to = destinations.find((shop) => shop.id === toWorkshopId);
        if (!to) return failure('not-found', { details: { fields: [{ field: 'toWorkshopId', message: 'Unknown' }] } });
        const made: TTransfer = {
          id: `t-new-${state.outgoing.length + 1}`,
          fromWorkshopId: 'w1',
          fromWorkshopName: 'Taller Ana',
          toWorkshopId: to.id,
          toWorkshopName: to.name,
          state: 'draft',
          note,
          lines: lines.map((line, index) => {
            const item = catalogue.state.catalogue.stockItems.find((each) => each.id === line.itemId)!;
            const { title, reference, price } = item;
            const fields = { receivedQuantity: null, difference: null, receivedAt: null, receivedItemId: null };
            return { id: `l-${index + 1}`, itemId: item.id, title, reference, price, quantity: line.quantity, ...fields };
          }),
          createdAt: NOW,
          createdByName: 'Ana',
          sentAt: null,
          receivedAt: null,
          cancelledAt: null,
        };
        state.outgoing = [made, ...state.outgoing];
        return made;
      },
      transfersSend: ({ id }) => {
        const found = find(state.outgoing, id);
        if (!found) return failure('not-found');
        if (found.state !== 'draft') return failure('failed-precondition', { details: { reason: 'already-sent' } });
        const short = found.lines.findIndex(
          (line) => line.quantity > (catalogue.state.catalogue.stockItems.find((item) => item.id === line.itemId)?.quantity ?? 0),
        );
        if (short >= 0) {
          const available = catalogue.state.catalogue.stockItems.find((item) => item.id === found.lines[short]!.itemId)?.quantity ?? 0;
          const fields = [{ field: `lines.${short}.quantity`, message: 'Not enough' }];
          return failure('failed-precondition', { details: { reason: 'not-enough-stock', available, fields } });
        }
        return replace({ ...found, state: 'sent', sentAt: NOW });
      },
      transfersCancel: ({ id }) => {
        const found = find(state.outgoing, id);
        if (!found) return failure('not-found');
        if (found.state !== 'draft') return failure('failed-precondition', { details: { reason: 'already-sent' } });
        return replace({ ...found, state: 'cancelled', cancelledAt: NOW });
      },
      transfersReceive: ({ id, lines }) => {
        const found = find(state.incoming, id);
        if (!found) return failure('not-found');
        try {
          const receipt = receiveTransferLines(found, lines, new Date(NOW));
          return replace({ ...found, state: receipt.state, lines: receipt.lines, receivedAt: receipt.state === 'received' ? NOW : null });
        } catch {
          return failure('failed-precondition', { details: { reason: 'already-received' } });
        }
      },
      ...functions,
    },
  });
  return { ...server, transfers: state, catalogue: catalogue.state };
}
