// docs/product.md §32.4: stock moved between two shops of a chain. A transfer's life (made, sent: the sender's stock
// goes down; received line by line with a difference, then the rest: the receiver's stock goes up, a missing item is
// made), a draft cancelled, and every refusal, each changing nothing: more stock than the sender has, receiving twice,
// a destination outside the chain, another workshop's item, a quantity of 0 or below, the sender receiving, a
// mechanic, a workshop outside the chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTransfer } from '@rueda/domain';
import { insertCatalogueItems } from '../src/data/catalogue.ts';
import { services, stockTransfers, workshopUsers } from '../src/db/schema.ts';
import type { CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let centre: Workshop;
let beach: Workshop;
let outsider: Workshop;
/** Admin of both shops and the chain's administrator, working in the centre. */
let owner: Caller;
let centreManager: Caller;
let beachManager: Caller;
let beachMechanic: Caller;

function errorOf(answer: CallResult): { status: string; reason?: string; fields?: string[] } {
  const details = (answer.body.error?.details ?? {}) as { reason?: string; fields?: { field: string }[] };
  return {
    status: answer.body.error?.status ?? `HTTP ${answer.status}`,
    reason: details.reason,
    fields: details.fields?.map((f) => f.field),
  };
}

const stockItem = (id: string, title: string, reference: string, quantity: number, price = 1000) => ({
  id,
  title,
  reference,
  price,
  quantity,
});

/** Every stock item's quantity of the three shops, and every transfer's state and lines: what a refusal must leave. */
async function snapshot() {
  const db = server.database.db;
  const [items, transfers] = await Promise.all([
    db
      .select({ workshopId: services.workshopId, id: services.id, doc: services.doc })
      .from(services)
      .where(and(inArray(services.workshopId, [centre.id, beach.id, outsider.id]), eq(services.kind, 'stockItems')))
      .orderBy(asc(services.workshopId), asc(services.id)),
    db
      .select({ id: stockTransfers.id, state: stockTransfers.state, lines: stockTransfers.lines })
      .from(stockTransfers)
      .orderBy(asc(stockTransfers.id)),
  ]);
  return { items, transfers };
}

async function quantityOf(workshopId: string, id: string): Promise<number | undefined> {
  const [row] = await server.database.db
    .select({ doc: services.doc })
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.id, id)));
  return (row?.doc as { quantity?: number } | undefined)?.quantity;
}

/** The refusal, and that nothing changed. */
async function refusedUnchanged(run: () => Promise<CallResult>) {
  const before = await snapshot();
  const refusal = errorOf(await run());
  expect(await snapshot()).toEqual(before);
  return refusal;
}

beforeAll(async () => {
  server = await startTestServer();
  [centre, beach, outsider] = await Promise.all([
    createWorkshop(server, 'Bicis Centro'),
    createWorkshop(server, 'Bicis Playa'),
    createWorkshop(server, 'Taller ajeno'),
  ]);
  owner = centre.admin;
  // The centre's owner is admin of the beach shop too, and makes the two a chain (as chains.test.ts does through invitations).
  await server.database.db.insert(workshopUsers).values({ userId: owner.userId, workshopId: beach.id, role: 'admin' });
  await owner.ok('chainsCreate', { name: 'Bicis Norte y Sur' });
  await owner.ok('chainsAddWorkshop', { workshopId: beach.id });
  [centreManager, beachManager, beachMechanic] = await Promise.all([
    centre.member('manager'),
    beach.member('manager'),
    beach.member('mechanic'),
  ]);
  const db = server.database.db;
  await insertCatalogueItems(db, centre.id, 'stockItems', [
    stockItem('c-chain', 'Cadena 12v', 'SH-CN-M8100', 10, 4500),
    stockItem('c-tube', 'Cámara 29"', '', 20, 800),
    stockItem('c-grips', 'Puños Ergon', 'ERG-GA3', 3, 2900),
    { ...stockItem('c-old', 'Cubierta antigua', '', 5), archived: true },
  ]);
  await insertCatalogueItems(db, beach.id, 'stockItems', [
    stockItem('b-chain', 'Cadena Shimano', 'sh-cn-m8100', 2, 4500),
    stockItem('b-tube', 'CÁMARA 29"', 'CAM-29', 1, 800),
  ]);
  await insertCatalogueItems(db, outsider.id, 'stockItems', [stockItem('o-chain', 'Cadena 12v', 'SH-CN-M8100', 8)]);
});
afterAll(async () => {
  await server?.close();
});

describe('a transfer’s life', () => {
  it('is made, sent (the sender’s stock goes down) and received line by line with a difference, then the rest', async () => {
    const made = await centreManager.ok('transfersCreate', {
      toWorkshopId: beach.id,
      note: 'Para el fin de semana',
      lines: [
        { itemId: 'c-chain', quantity: 4 },
        { itemId: 'c-tube', quantity: 5 },
        { itemId: 'c-grips', quantity: 2 },
      ],
    });
    expect(made).toMatchObject({
      state: 'draft',
      fromWorkshopName: 'Bicis Centro',
      toWorkshopName: 'Bicis Playa',
      note: 'Para el fin de semana',
      sentAt: null,
      lines: [
        { itemId: 'c-chain', title: 'Cadena 12v', reference: 'SH-CN-M8100', price: 4500, quantity: 4, receivedQuantity: null },
        { itemId: 'c-tube', title: 'Cámara 29"', quantity: 5 },
        { itemId: 'c-grips', title: 'Puños Ergon', quantity: 2 },
      ],
    });
    expect(await quantityOf(centre.id, 'c-chain')).toBe(10);
    // A draft is the sender's alone.
    expect((await beachManager.ok('transfersList', null)).incoming).toEqual([]);
    const centreList = await centreManager.ok('transfersList', null);
    expect(centreList.outgoing.map((transfer) => transfer.id)).toEqual([made.id]);
    expect(centreList.destinations).toEqual([{ id: beach.id, name: 'Bicis Playa' }]);
    // The account says the shop is in a chain: its menu offers the transfers.
    expect((await beachManager.ok('accountGet', null)).inChain).toBe(true);

    const sent = await centreManager.ok('transfersSend', { id: made.id });
    expect(sent.state).toBe('sent');
    expect([await quantityOf(centre.id, 'c-chain'), await quantityOf(centre.id, 'c-tube'), await quantityOf(centre.id, 'c-grips')]).toEqual(
      [6, 15, 1],
    );
    const incoming = (await beachManager.ok('transfersList', null)).incoming;
    expect(incoming).toMatchObject([{ id: made.id, state: 'sent', fromWorkshopName: 'Bicis Centro' }]);

    // Three of the four chains arrive: the beach's chain (same reference, another title) takes them.
    const [chainLine, tubeLine, gripsLine] = sent.lines as [
      TTransfer['lines'][number],
      TTransfer['lines'][number],
      TTransfer['lines'][number],
    ];
    const partly = await beachManager.ok('transfersReceive', { id: made.id, lines: [{ lineId: chainLine.id, quantity: 3 }] });
    expect(partly.state).toBe('partlyReceived');
    expect(partly.lines[0]).toMatchObject({ receivedQuantity: 3, difference: 1, receivedItemId: 'b-chain' });
    expect(partly.lines[1]).toMatchObject({ receivedQuantity: null, difference: null });
    expect(await quantityOf(beach.id, 'b-chain')).toBe(5);

    // The same line again: refused, nothing changed.
    expect(
      await refusedUnchanged(() => beachManager.call('transfersReceive', { id: made.id, lines: [{ lineId: chainLine.id, quantity: 1 }] })),
    ).toEqual({ status: 'FAILED_PRECONDITION', reason: 'already-received', fields: ['lines.0.lineId'] });

    // The rest, at once: the tube by its title (the sender's has no reference), the grips made in the beach's catalogue.
    const received = await beachManager.ok('transfersReceive', { id: made.id });
    expect(received.state).toBe('received');
    expect(received.receivedAt).not.toBeNull();
    expect(received.lines[1]).toMatchObject({ id: tubeLine.id, receivedQuantity: 5, difference: 0, receivedItemId: 'b-tube' });
    expect(await quantityOf(beach.id, 'b-tube')).toBe(6);
    const gripsId = received.lines[2]!.receivedItemId!;
    expect(received.lines[2]).toMatchObject({ id: gripsLine.id, receivedQuantity: 2, difference: 0 });
    const [grips] = await server.database.db
      .select({ doc: services.doc, active: services.active })
      .from(services)
      .where(and(eq(services.workshopId, beach.id), eq(services.id, gripsId)));
    expect(grips).toMatchObject({ active: true, doc: { title: 'Puños Ergon', reference: 'ERG-GA3', price: 2900, quantity: 2 } });
    const beachStock = await beachManager.ok('servicesList', {});
    expect(beachStock.stockItems.map((item) => item.title)).toContain('Puños Ergon');

    // Twice: refused, nothing changed.
    expect(await refusedUnchanged(() => beachManager.call('transfersReceive', { id: made.id }))).toMatchObject({
      status: 'FAILED_PRECONDITION',
      reason: 'already-received',
    });
    expect((await centreManager.ok('transfersList', null)).outgoing[0]).toMatchObject({ id: made.id, state: 'received' });
  });

  it('is cancelled while a draft, and not once sent', async () => {
    const draft = await owner.ok('transfersCreate', { toWorkshopId: beach.id, lines: [{ itemId: 'c-tube', quantity: 1 }] });
    expect((await owner.ok('transfersCancel', { id: draft.id })).state).toBe('cancelled');
    expect(await refusedUnchanged(() => owner.call('transfersSend', { id: draft.id }))).toMatchObject({ reason: 'already-cancelled' });
    expect(await refusedUnchanged(() => owner.call('transfersCancel', { id: draft.id }))).toMatchObject({ reason: 'already-cancelled' });
    expect(await refusedUnchanged(() => beachManager.call('transfersReceive', { id: draft.id }))).toMatchObject({ status: 'NOT_FOUND' });

    const gone = await owner.ok('transfersCreate', { toWorkshopId: beach.id, lines: [{ itemId: 'c-tube', quantity: 1 }] });
    await owner.ok('transfersSend', { id: gone.id });
    expect(await refusedUnchanged(() => owner.call('transfersCancel', { id: gone.id }))).toEqual({
      status: 'FAILED_PRECONDITION',
      reason: 'already-sent',
      fields: undefined,
    });
    expect(await refusedUnchanged(() => owner.call('transfersSend', { id: gone.id }))).toMatchObject({ reason: 'already-sent' });
    await beachManager.ok('transfersReceive', { id: gone.id, lines: [{ lineId: gone.lines[0]!.id, quantity: 0 }] });
    expect(await quantityOf(beach.id, 'b-tube')).toBe(6);
  });
});

describe('what a transfer refuses, changing nothing', () => {
  it('more stock than the sender has, naming the line', async () => {
    const draft = await centreManager.ok('transfersCreate', {
      toWorkshopId: beach.id,
      lines: [
        { itemId: 'c-chain', quantity: 1 },
        { itemId: 'c-grips', quantity: 5 },
      ],
    });
    expect(await refusedUnchanged(() => centreManager.call('transfersSend', { id: draft.id }))).toEqual({
      status: 'FAILED_PRECONDITION',
      reason: 'not-enough-stock',
      fields: ['lines.1.quantity'],
    });
  });

  it('a destination outside the chain, unknown, or the sender itself, as not found', async () => {
    for (const toWorkshopId of [outsider.id, 'no-such-workshop', centre.id])
      expect(
        await refusedUnchanged(() => centreManager.call('transfersCreate', { toWorkshopId, lines: [{ itemId: 'c-tube', quantity: 1 }] })),
      ).toEqual({ status: 'NOT_FOUND', reason: undefined, fields: ['toWorkshopId'] });
    // A shop outside any chain sends nowhere, and sees nothing of the chain's.
    expect(
      await refusedUnchanged(() =>
        outsider.admin.call('transfersCreate', { toWorkshopId: beach.id, lines: [{ itemId: 'o-chain', quantity: 1 }] }),
      ),
    ).toMatchObject({ status: 'NOT_FOUND', fields: ['toWorkshopId'] });
    expect(await outsider.admin.ok('transfersList', null)).toEqual({ outgoing: [], incoming: [], destinations: [] });
    expect((await outsider.admin.ok('accountGet', null)).inChain).toBe(false);
  });

  it('a stock item of another workshop, an archived one, and a quantity of 0 or below', async () => {
    const create = (itemId: string, quantity: number) => () =>
      centreManager.send('transfersCreate', {
        toWorkshopId: beach.id,
        lines: [
          { itemId: 'c-tube', quantity: 1 },
          { itemId, quantity },
        ],
      });
    for (const itemId of ['b-chain', 'o-chain', 'c-old', 'no-such-item'])
      expect(await refusedUnchanged(create(itemId, 1))).toMatchObject({ status: 'INVALID_ARGUMENT', fields: ['lines.1.itemId'] });
    for (const quantity of [0, -2])
      expect(await refusedUnchanged(create('c-chain', quantity))).toMatchObject({
        status: 'INVALID_ARGUMENT',
        fields: ['lines.1.quantity'],
      });
  });

  it('receiving as the sender, from outside the chain, or more than was sent; sending or cancelling as the receiver', async () => {
    const sent = await centreManager.ok('transfersCreate', { toWorkshopId: beach.id, lines: [{ itemId: 'c-tube', quantity: 2 }] });
    await centreManager.ok('transfersSend', { id: sent.id });
    for (const caller of [centreManager, owner, outsider.admin])
      expect(await refusedUnchanged(() => caller.call('transfersReceive', { id: sent.id }))).toMatchObject({ status: 'NOT_FOUND' });
    for (const name of ['transfersSend', 'transfersCancel'] as const)
      expect(await refusedUnchanged(() => beachManager.call(name, { id: sent.id }))).toMatchObject({ status: 'NOT_FOUND' });
    expect(
      await refusedUnchanged(() =>
        beachManager.call('transfersReceive', { id: sent.id, lines: [{ lineId: sent.lines[0]!.id, quantity: 3 }] }),
      ),
    ).toMatchObject({ status: 'INVALID_ARGUMENT', fields: ['lines.0.quantity'] });
    expect(
      await refusedUnchanged(() =>
        beachManager.call('transfersReceive', { id: sent.id, lines: [{ lineId: 'no-such-line', quantity: 1 }] }),
      ),
    ).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: ['lines.0.lineId'],
    });
    expect((await beachManager.ok('transfersReceive', { id: sent.id })).state).toBe('received');
  });

  it('a mechanic, in either shop', async () => {
    const sent = (await beachManager.ok('transfersList', null)).incoming[0]!;
    const attempts: [string, unknown][] = [
      ['transfersList', null],
      ['transfersCreate', { toWorkshopId: centre.id, lines: [{ itemId: 'b-chain', quantity: 1 }] }],
      ['transfersSend', { id: sent.id }],
      ['transfersCancel', { id: sent.id }],
      ['transfersReceive', { id: sent.id }],
    ];
    for (const [name, data] of attempts)
      expect(await refusedUnchanged(() => beachMechanic.send(name, data))).toMatchObject({ status: 'PERMISSION_DENIED', reason: 'role' });
  });
});
