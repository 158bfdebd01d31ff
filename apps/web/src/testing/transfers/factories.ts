// Transfers as the server answers them (docs/product.md §32.4), with defaults a test overrides.
import type { TTransfer, TTransferLine } from '@rueda/domain';

export const CENTRE = { id: 'w1', name: 'Taller Ana' };
export const BEACH = { id: 'w2', name: 'Bicis Playa' };

export function transferLine(fields: Partial<TTransferLine> = {}): TTransferLine {
  return {
    id: 'l-chain',
    itemId: 'st-chain',
    title: 'Cadena 12v',
    reference: 'CN-M8100',
    price: 4500,
    quantity: 4,
    receivedQuantity: null,
    difference: null,
    receivedAt: null,
    receivedItemId: null,
    ...fields,
  };
}

export function transfer(fields: Partial<TTransfer> = {}): TTransfer {
  return {
    id: 't-1',
    fromWorkshopId: CENTRE.id,
    fromWorkshopName: CENTRE.name,
    toWorkshopId: BEACH.id,
    toWorkshopName: BEACH.name,
    state: 'draft',
    note: '',
    lines: [transferLine()],
    createdAt: '2026-06-10T09:00:00.000Z',
    createdByName: 'Ana',
    sentAt: null,
    receivedAt: null,
    cancelledAt: null,
    ...fields,
  };
}
