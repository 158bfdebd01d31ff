// docs/product.md §32.4: receiving a transfer's lines, all at once or one by one, with the differences recorded, and
// the receiver's stock item that takes them.
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../errors.ts';
import { ZTransfersCreateInputSchema, ZTransfersReceiveInputSchema } from './functions.ts';
import { matchingStockItem, receiveTransferLines } from './receiving.ts';
import type { TTransferLine } from './transfer.ts';

const NOW = new Date('2026-11-30T10:00:00.000Z');

function line(id: string, quantity: number, fields: Partial<TTransferLine> = {}): TTransferLine {
  return {
    id,
    itemId: `item-${id}`,
    title: `Cámara ${id}`,
    reference: '',
    price: 800,
    quantity,
    receivedQuantity: null,
    difference: null,
    receivedAt: null,
    receivedItemId: null,
    ...fields,
  };
}

function refusal(run: () => unknown): { code: string; details: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof FunctionError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('Not refused');
}

describe('receiving a transfer', () => {
  const sent = { state: 'sent' as const, lines: [line('a', 5), line('b', 2)] };

  it('takes every line still expected with its full quantity when no line is named', () => {
    const done = receiveTransferLines(sent, undefined, NOW);
    expect(done.state).toBe('received');
    expect(done.receipts.map((receipt) => [receipt.line.id, receipt.quantity])).toEqual([
      ['a', 5],
      ['b', 2],
    ]);
    expect(done.lines[0]).toMatchObject({ receivedQuantity: 5, difference: 0, receivedAt: NOW.toISOString() });
  });

  it('receives line by line, recording the units that did not arrive, then the rest', () => {
    const first = receiveTransferLines(sent, [{ lineId: 'a', quantity: 3 }], NOW);
    expect(first.state).toBe('partlyReceived');
    expect(first.lines[0]).toMatchObject({ receivedQuantity: 3, difference: 2 });
    expect(first.lines[1]).toMatchObject({ receivedQuantity: null, difference: null });
    const rest = receiveTransferLines({ state: first.state, lines: first.lines }, undefined, NOW);
    expect(rest.state).toBe('received');
    expect(rest.receipts.map((receipt) => receipt.line.id)).toEqual(['b']);
    expect(rest.lines[0]).toMatchObject({ receivedQuantity: 3, difference: 2 });
  });

  it('takes a line of which nothing arrived', () => {
    expect(receiveTransferLines(sent, [{ lineId: 'b', quantity: 0 }], NOW).lines[1]).toMatchObject({ receivedQuantity: 0, difference: 2 });
  });

  it('refuses a line received already, a transfer received already and one not sent', () => {
    const first = receiveTransferLines(sent, [{ lineId: 'a', quantity: 5 }], NOW);
    expect(refusal(() => receiveTransferLines(first, [{ lineId: 'a', quantity: 1 }], NOW))).toEqual({
      code: 'failed-precondition',
      details: { reason: 'already-received', fields: [{ field: 'lines.0.lineId', message: 'This line has been received already.' }] },
    });
    const all = receiveTransferLines(first, undefined, NOW);
    expect(refusal(() => receiveTransferLines(all, undefined, NOW))).toMatchObject({ details: { reason: 'already-received' } });
    expect(refusal(() => receiveTransferLines({ ...sent, state: 'draft' }, undefined, NOW))).toMatchObject({
      details: { reason: 'not-sent' },
    });
    expect(refusal(() => receiveTransferLines({ ...sent, state: 'cancelled' }, undefined, NOW))).toMatchObject({
      details: { reason: 'not-sent' },
    });
  });

  it('refuses a line not on the transfer and more units than were sent, naming the field', () => {
    expect(refusal(() => receiveTransferLines(sent, [{ lineId: 'z', quantity: 1 }], NOW))).toMatchObject({
      code: 'invalid-argument',
      details: { fields: [{ field: 'lines.0.lineId' }] },
    });
    expect(
      refusal(() =>
        receiveTransferLines(
          sent,
          [
            { lineId: 'a', quantity: 1 },
            { lineId: 'b', quantity: 3 },
          ],
          NOW,
        ),
      ),
    ).toMatchObject({ code: 'invalid-argument', details: { fields: [{ field: 'lines.1.quantity' }] } });
  });
});

describe('the receiver’s stock item', () => {
  const items = [
    { id: 'r1', title: 'Cámara 29"', reference: '' },
    { id: 'r2', title: 'Cadena 12v', reference: 'SH-CN-M8100' },
    { id: 'r3', title: 'Cadena Shimano', reference: '' },
  ];

  it('is found by the reference when both have one, case aside', () => {
    expect(matchingStockItem({ title: 'Otra cosa', reference: 'sh-cn-m8100' }, items)?.id).toBe('r2');
  });

  it('is found by the title when either has no reference, case aside', () => {
    expect(matchingStockItem({ title: 'CÁMARA 29"', reference: 'CAM-29' }, items)?.id).toBe('r1');
    expect(matchingStockItem({ title: 'cadena shimano', reference: '' }, items)?.id).toBe('r3');
  });

  it('is none when nothing matches: a reference that differs is another item, whatever its title', () => {
    expect(matchingStockItem({ title: 'Cadena 12v', reference: 'KMC-X12' }, items)).toBeUndefined();
    expect(matchingStockItem({ title: 'Sillín', reference: '' }, items)).toBeUndefined();
  });
});

describe('the inputs', () => {
  it('refuses a quantity of 0 or below and an item twice, naming the line', () => {
    const parsed = ZTransfersCreateInputSchema.safeParse({
      toWorkshopId: 'w2',
      lines: [
        { itemId: 'i1', quantity: 0 },
        { itemId: 'i2', quantity: -1 },
      ],
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines.0.quantity', 'lines.1.quantity']);
    const twice = ZTransfersCreateInputSchema.safeParse({
      toWorkshopId: 'w2',
      lines: [
        { itemId: 'i1', quantity: 1 },
        { itemId: 'i1', quantity: 2 },
      ],
    });
    expect(twice.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines.1.itemId']);
    expect(ZTransfersCreateInputSchema.safeParse({ toWorkshopId: 'w2', lines: [] }).success).toBe(false);
  });

  it('receives everything when no line is named, and refuses a line named twice', () => {
    expect(ZTransfersReceiveInputSchema.parse({ id: 't1' })).toEqual({ id: 't1' });
    const twice = ZTransfersReceiveInputSchema.safeParse({
      id: 't1',
      lines: [
        { lineId: 'a', quantity: 1 },
        { lineId: 'a', quantity: 1 },
      ],
    });
    expect(twice.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines.1.lineId']);
  });
});
