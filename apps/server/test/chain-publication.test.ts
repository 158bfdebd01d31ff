// docs/product.md §32.3: the head office publishes its catalogue to a shop of its chain; the shop keeps its own prices
// unless the head office locks them; a later publication updates what was published and never the shop's own items.
// Publish, edit, publish again, against PostgreSQL through the HTTP API.
import type { TServicesListOutput } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type newAccount, type Workshop } from './workshop-fixture.ts';
import { errorOf, joinByInvitation, ownerWithWorkshop } from './chain-fixture.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof newAccount>>;
let headId: string;
let shop: Workshop;
let outsider: Workshop;

/** The owner's call, working in `workshopId`. */
async function inShop<N extends Parameters<TestClient['call']>[0]>(
  workshopId: string,
  name: N,
  data: Parameters<TestClient['call']>[1] & object,
) {
  await owner.client.call('accountWorkshopSwitch', { workshopId }, { token: await owner.client.idToken() });
  return owner.client.call(name, data as never, { token: await owner.client.idToken() });
}

const catalogueOf = async (workshopId: string) => (await inShop(workshopId, 'servicesList', {})).body.result as TServicesListOutput;

beforeAll(async () => {
  server = await startTestServer();
  ({ owner, workshopId: headId } = await ownerWithWorkshop(server, 'Central'));
  shop = await createWorkshop(server, 'Tienda Playa');
  outsider = await createWorkshop(server, 'Taller ajeno');
  await joinByInvitation(server, shop, owner.client, owner.email, 'admin');
  expect((await inShop(headId, 'chainsCreate', { name: 'Cadena Central' })).status).toBe(200);
  expect((await inShop(headId, 'chainsAddWorkshop', { workshopId: shop.id })).status).toBe(200);
  // The head office's catalogue: a maintenance, a pack that offers it, a stock item on its shelf.
  const brakes = (await inShop(headId, 'servicesCreate', { kind: 'maintenances', service: { title: 'Purgar frenos', price: 2500 } })).body
    .result!;
  await inShop(headId, 'servicesCreate', {
    kind: 'packs',
    service: { title: 'Revisión', price: 4900, bonusMaintenances: [brakes.service.id] },
  });
  await inShop(headId, 'servicesCreate', {
    kind: 'stockItems',
    service: { title: 'Cámara 29"', price: 800, reference: 'CAM-29', quantity: 40 },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the head office’s catalogue, published', () => {
  it('reaches the shop with the shop’s own stock at nothing, and a pack names the shop’s copy of its maintenance', async () => {
    const answer = (await inShop(headId, 'chainsPublish', { workshopIds: [shop.id] })).body.result!;
    expect(answer.workshops).toEqual([{ workshopId: shop.id, workshopName: 'Tienda Playa', created: 3, updated: 0, unchanged: 0 }]);
    const mine = await catalogueOf(shop.id);
    const brakes = mine.maintenances.find((item) => item.title === 'Purgar frenos')!;
    expect(brakes).toMatchObject({ price: 2500, priceLocked: false, publishedFrom: expect.any(String) });
    expect(mine.packs[0]).toMatchObject({ title: 'Revisión', bonusMaintenances: [brakes.id] });
    expect(mine.stockItems[0]).toMatchObject({ title: 'Cámara 29"', reference: 'CAM-29', quantity: 0 });
  });

  it('updates what it published on a later publication, keeping the shop’s price and never touching the shop’s own items', async () => {
    let mine = await catalogueOf(shop.id);
    const copy = mine.maintenances.find((item) => item.title === 'Purgar frenos')!;
    await inShop(shop.id, 'servicesUpdate', {
      kind: 'maintenances',
      id: copy.id,
      expectedLastUpdate: copy.lastUpdate!,
      changes: { price: 3000 },
    });
    await inShop(shop.id, 'servicesCreate', { kind: 'maintenances', service: { title: 'Centrar rueda', price: 1500 } });
    const head = await catalogueOf(headId);
    const original = head.maintenances[0]!;
    await inShop(headId, 'servicesUpdate', {
      kind: 'maintenances',
      id: original.id,
      expectedLastUpdate: original.lastUpdate!,
      changes: { title: 'Purgar frenos hidráulicos', price: 2800 },
    });

    const again = (await inShop(headId, 'chainsPublish', { workshopIds: [shop.id], kinds: ['maintenances'] })).body.result!;
    expect(again.workshops[0]).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    mine = await catalogueOf(shop.id);
    expect(mine.maintenances.map((item) => [item.title, item.price, item.publishedFrom !== null]).sort()).toEqual([
      ['Centrar rueda', 1500, false],
      ['Purgar frenos hidráulicos', 3000, true],
    ]);
  });

  it('with locked prices, gives the shop the head office’s price, which the shop may no longer change', async () => {
    await inShop(headId, 'chainsPublish', { workshopIds: [shop.id], kinds: ['maintenances'], lockPrices: true });
    const copy = (await catalogueOf(shop.id)).maintenances.find((item) => item.publishedFrom !== null)!;
    expect(copy).toMatchObject({ price: 2800, priceLocked: true });
    const refused = await inShop(shop.id, 'servicesUpdate', {
      kind: 'maintenances',
      id: copy.id,
      expectedLastUpdate: copy.lastUpdate!,
      changes: { price: 100 },
    });
    expect(errorOf(refused)).toMatchObject({ status: 'FAILED_PRECONDITION', reason: 'price-locked', fields: [{ field: 'changes.price' }] });
    // Its description is still the shop's to write.
    const described = await inShop(shop.id, 'servicesUpdate', {
      kind: 'maintenances',
      id: copy.id,
      expectedLastUpdate: copy.lastUpdate!,
      changes: { description: 'Con líquido DOT 4' },
    });
    expect(described.status).toBe(200);
    expect((await catalogueOf(shop.id)).maintenances.find((item) => item.id === copy.id)).toMatchObject({ price: 2800 });
  });

  it('is refused from a shop that is not the head office, to a workshop outside the chain, and to anyone but its administrators', async () => {
    const before = JSON.stringify(await catalogueOf(shop.id));
    expect(errorOf(await inShop(shop.id, 'chainsPublish', { workshopIds: [headId] }))).toMatchObject({
      status: 'FAILED_PRECONDITION',
      reason: 'not-head-office',
    });
    expect(errorOf(await inShop(headId, 'chainsPublish', { workshopIds: [shop.id, outsider.id] }))).toMatchObject({
      status: 'NOT_FOUND',
      reason: 'not-in-chain',
      fields: [{ field: 'workshopIds.1' }],
    });
    expect(errorOf(await inShop(headId, 'chainsPublish', { workshopIds: [headId] }))).toMatchObject({ reason: 'not-in-chain' });
    expect(errorOf(await outsider.admin.call('chainsPublish', { workshopIds: [shop.id] }))).toMatchObject({ reason: 'not-chain-admin' });
    expect(errorOf(await shop.admin.call('chainsPublish', { workshopIds: [shop.id] }))).toMatchObject({ reason: 'not-chain-admin' });
    const token = await owner.client.idToken();
    for (const bad of [{ workshopIds: [] }, { workshopIds: [shop.id], kinds: ['bikes'] }, { workshopIds: [shop.id], lockPrices: 'yes' }])
      expect(errorOf(await owner.client.send('chainsPublish', bad, { token }))).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(JSON.stringify(await catalogueOf(shop.id))).toBe(before);
  });
});
