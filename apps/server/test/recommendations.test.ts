// docs/product.md §31.1: work recommended and not done. A line the customer declines on the repair link, or one the
// staff take off a repair, is kept on the bike with its price then; at the bike's next visit it is added to a repair
// at today's price, or dismissed with a reason; a closed one is never added or dismissed again, and nothing reaches
// another workshop's bikes, repairs or recommendations.
import { repairBikeId, type TRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;
let nextAddress = 0;

const CHAIN = 'maintenances:m-chain';
/** Puesta a punto 35 €, two chain changes at 12 € and a tube at 6,50 €. */
const FULL = 6550;

const bikeOf = (repair: TRepair) => repairBikeId(repair)!;

/** The customer's answer through a new link to the repair: every line but `declined` approved. */
async function answer(repair: TRepair, declined: readonly string[]) {
  const link = await shop.admin.ok('repairLinkGet', { repairId: repair.id });
  const token = new URL(link!.url).pathname.split('/').pop()!;
  const approvedLineIds = ['packs:pack-basic', CHAIN, 'stockItems:st-tube'].filter((id) => !declined.includes(id));
  const customer = new TestClient(server.url);
  const headers = { 'x-forwarded-for': `198.51.100.${(nextAddress += 1)}` };
  const answered = await customer.call('publicRepairRespond', { token, decision: 'partial', approvedLineIds }, { headers });
  expect(answered.status).toBe(200);
}

/** A repair whose customer declined the chain changes, and the recommendation it left on the bike. */
async function declinedChain() {
  const repair = await shop.admin.ok('repairsCreate', INTAKE);
  await answer(repair, [CHAIN]);
  const [recommendation] = await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) });
  return { repair, recommendation: recommendation! };
}

/** The bike's next visit: a new repair of the same customer and bike, with nothing on it. */
async function nextVisit(repair: TRepair): Promise<TRepair> {
  return shop.admin.ok('repairsCreate', { customer: { id: repair.customer.id! }, bike: { id: bikeOf(repair) } });
}

async function setChainPrice(price: number) {
  const catalogue = await shop.admin.ok('servicesList', {});
  const chain = catalogue.maintenances.find((item) => item.id === 'm-chain')!;
  await shop.admin.ok('servicesUpdate', { kind: 'maintenances', id: 'm-chain', expectedLastUpdate: chain.lastUpdate!, changes: { price } });
}

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

describe('a line the customer declined on the repair link', () => {
  it('is kept on the bike with its price then, once however often it is declined', async () => {
    const { repair, recommendation } = await declinedChain();
    expect(recommendation).toEqual({
      id: expect.any(String),
      bikeId: bikeOf(repair),
      fromRepairId: repair.id,
      lineId: CHAIN,
      kind: 'maintenances',
      serviceId: 'm-chain',
      title: 'Cambio de cadena',
      priceAtTheTime: 1200,
      quantity: 2,
      reason: 'declined',
      note: '',
      created: expect.any(String),
      createdBy: null,
      state: 'open',
      addedToRepairId: null,
      dismissedReason: null,
      closedAt: null,
      closedBy: null,
    });
    // A later link, declined again: still one.
    await shop.admin.ok('repairLinkRevoke', { repairId: repair.id });
    await answer(repair, [CHAIN]);
    expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toHaveLength(1);
  });

  it('is closed as added back to its repair when a manager puts the line back', async () => {
    const { repair, recommendation } = await declinedChain();
    const manager = await shop.member('manager');
    await manager.ok('repairsIncludeLine', { id: repair.id, lineId: CHAIN });
    expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toEqual([]);
    const [closed] = await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair), all: true });
    expect(closed).toMatchObject({
      id: recommendation.id,
      state: 'added',
      addedToRepairId: repair.id,
      closedBy: { userId: manager.userId },
    });
  });

  it('keeps nothing for a repair that names no bike', async () => {
    const repair = await shop.admin.ok('repairsCreate', { ...INTAKE, bike: {} });
    expect(repairBikeId(repair)).toBeNull();
    await answer(repair, [CHAIN]);
    const { repair: read } = await shop.admin.ok('repairsGet', { id: repair.id });
    expect(read.totalPrice).toBe(FULL - 2400);
  });
});

describe('at the bike’s next visit', () => {
  it('is added to its repair at today’s price, and then neither added nor dismissed again', async () => {
    const { repair, recommendation } = await declinedChain();
    await setChainPrice(1500);
    try {
      const visit = await nextVisit(repair);
      const added = await mechanic.ok('recommendationsAdd', {
        id: recommendation.id,
        repairId: visit.id,
        expectedLastUpdate: visit.lastUpdate,
      });
      expect(added.form.services.maintenances).toEqual([expect.objectContaining({ id: 'm-chain', price: 1500, quantity: 2 })]);
      expect(added.totalPrice).toBe(3000);
      expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toEqual([]);
      const [closed] = await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair), all: true });
      expect(closed).toMatchObject({ state: 'added', addedToRepairId: visit.id, closedBy: { userId: mechanic.userId } });

      const again = await mechanic.call('recommendationsAdd', { id: recommendation.id, repairId: visit.id });
      expect(again.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-open' } });
      const dismissed = await mechanic.call('recommendationsDismiss', { id: recommendation.id, reason: 'Ya no' });
      expect(dismissed.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-open' } });
      const { repair: read } = await shop.admin.ok('repairsGet', { id: visit.id });
      expect(read.totalPrice).toBe(3000);
    } finally {
      await setChainPrice(1200);
    }
  });

  it('adds one more of an item the repair already has, at the repair’s price for it', async () => {
    const { repair, recommendation } = await declinedChain();
    const visit = await shop.admin.ok('repairsCreate', {
      customer: { id: repair.customer.id! },
      bike: { id: bikeOf(repair) },
      services: { maintenances: [{ id: 'm-chain', quantity: 1 }] },
    });
    const added = await mechanic.ok('recommendationsAdd', { id: recommendation.id, repairId: visit.id });
    expect(added.form.services.maintenances).toEqual([expect.objectContaining({ id: 'm-chain', price: 1200, quantity: 3 })]);
  });

  it('is dismissed with a reason, which is required', async () => {
    const { repair, recommendation } = await declinedChain();
    const empty = await mechanic.call('recommendationsDismiss', { id: recommendation.id, reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'reason' }] } });
    const dismissed = await mechanic.ok('recommendationsDismiss', { id: recommendation.id, reason: 'La cambió en otro taller' });
    expect(dismissed).toMatchObject({
      state: 'dismissed',
      dismissedReason: 'La cambió en otro taller',
      closedBy: { userId: mechanic.userId },
    });
    const visit = await nextVisit(repair);
    const added = await mechanic.call('recommendationsAdd', { id: recommendation.id, repairId: visit.id });
    expect(added.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-open' } });
    expect((await shop.admin.ok('repairsGet', { id: visit.id })).repair.form.services.maintenances).toEqual([]);
  });

  it('is refused on another bike’s repair, and for an item the catalogue no longer offers; nothing changes', async () => {
    const { repair, recommendation } = await declinedChain();
    const otherBike = await shop.admin.ok('repairsCreate', {
      customer: { id: repair.customer.id! },
      bike: { manufacturer: 'BH', model: 'Atom' },
    });
    const wrong = await mechanic.call('recommendationsAdd', { id: recommendation.id, repairId: otherBike.id });
    expect(wrong.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'other-bike' } });

    await shop.admin.ok('servicesArchive', { kind: 'maintenances', id: 'm-chain', archived: true });
    try {
      const visit = await nextVisit(repair);
      const gone = await mechanic.call('recommendationsAdd', { id: recommendation.id, repairId: visit.id });
      expect(gone.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'service-gone' } });
      expect((await shop.admin.ok('repairsGet', { id: visit.id })).repair.totalPrice).toBe(0);
    } finally {
      await shop.admin.ok('servicesArchive', { kind: 'maintenances', id: 'm-chain', archived: false });
    }
    expect((await shop.admin.ok('repairsGet', { id: otherBike.id })).repair.totalPrice).toBe(0);
    expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toMatchObject([{ id: recommendation.id, state: 'open' }]);
  });
});

describe('taken up at the intake of the bike’s next visit', () => {
  it('is added with the new repair, its item chosen at today’s price; one closed meanwhile or not chosen stays as it was', async () => {
    const { repair, recommendation } = await declinedChain();
    const tookOff = await shop.admin.ok('repairsRecommendLine', { id: repair.id, lineId: 'stockItems:st-tube' });
    const [tube] = (await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).filter(
      (item) => item.lineId === 'stockItems:st-tube',
    );
    await setChainPrice(1500);
    try {
      const visit = await mechanic.ok('repairsCreate', {
        customer: { id: repair.customer.id! },
        bike: { id: bikeOf(repair) },
        services: { maintenances: [{ id: 'm-chain', quantity: 2 }] },
        // The tube is not among the services chosen: it stays open.
        recommendationIds: [recommendation.id, tube!.id],
      });
      expect(visit.form.services.maintenances).toEqual([expect.objectContaining({ id: 'm-chain', price: 1500, quantity: 2 })]);
      const all = await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair), all: true });
      expect(all.find((item) => item.id === recommendation.id)).toMatchObject({
        state: 'added',
        addedToRepairId: visit.id,
        closedBy: { userId: mechanic.userId },
      });
      expect(all.find((item) => item.id === tube!.id)).toMatchObject({ state: 'open' });
      expect(tookOff.totalPrice).toBe(FULL - 2400 - 650);
    } finally {
      await setChainPrice(1200);
    }
  });

  it('closes nothing of another bike, nor another workshop’s', async () => {
    const { repair, recommendation } = await declinedChain();
    const elsewhere = await shop.admin.ok('repairsCreate', {
      customer: { id: repair.customer.id! },
      bike: { manufacturer: 'BH', model: 'Atom' },
      services: { maintenances: [{ id: 'm-chain', quantity: 2 }] },
      recommendationIds: [recommendation.id],
    });
    await other.admin.ok('repairsCreate', { ...INTAKE, recommendationIds: [recommendation.id] });
    expect(elsewhere.totalPrice).toBe(2400);
    expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toMatchObject([{ id: recommendation.id, state: 'open' }]);
  });
});

describe('a line the staff recommend for another visit', () => {
  it('leaves the repair and is kept on its bike with the note and who recommended it', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const saved = await mechanic.ok('repairsRecommendLine', {
      id: repair.id,
      lineId: 'stockItems:st-tube',
      note: 'Cubierta al 30 %',
      expectedLastUpdate: repair.lastUpdate,
    });
    expect(saved.form.services.stockItems).toEqual([]);
    expect(saved.totalPrice).toBe(FULL - 650);
    expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toMatchObject([
      { lineId: 'stockItems:st-tube', title: 'Cámara 29"', priceAtTheTime: 650, quantity: 1, reason: 'notDone', note: 'Cubierta al 30 %' },
    ]);
    const [kept] = await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) });
    expect(kept!.createdBy).toEqual({ userId: mechanic.userId, name: expect.any(String) });
  });

  it('is refused on a repair without a bike, for a line it does not have, and from an older version; nothing changes', async () => {
    const bikeless = await shop.admin.ok('repairsCreate', { ...INTAKE, bike: {} });
    const noBike = await mechanic.call('repairsRecommendLine', { id: bikeless.id, lineId: CHAIN });
    expect(noBike.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'no-bike' } });
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const unknown = await mechanic.call('repairsRecommendLine', { id: repair.id, lineId: 'packs:nope' });
    expect(unknown.status).toBe(404);
    await shop.admin.ok('repairsUpdate', { id: repair.id, expectedLastUpdate: repair.lastUpdate, changes: { technicalNotes: 'Otra' } });
    const stale = await mechanic.call('repairsRecommendLine', { id: repair.id, lineId: CHAIN, expectedLastUpdate: repair.lastUpdate });
    expect(stale.body.error).toMatchObject({ status: 'ABORTED' });
    const tooLong = await mechanic.call('repairsRecommendLine', { id: repair.id, lineId: CHAIN, note: 'x'.repeat(301) });
    expect(tooLong.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'note' }] } });
    for (const id of [bikeless.id, repair.id]) expect((await shop.admin.ok('repairsGet', { id })).repair.totalPrice).toBe(FULL);
    expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toEqual([]);
  });
});

describe('a bike’s recommendations left open', () => {
  const DAY = 86_400_000;

  /** Makes the recommendation as if it had been made `ms` before the server's now (a trial ends sooner than 60 days). */
  async function madeAgo(id: string, ms: number): Promise<string> {
    const created = new Date(server.clock.now().getTime() - ms);
    await server.database.pool.query('update bike_recommendations set created = $1 where id = $2', [created, id]);
    return created.toISOString();
  }

  it('raise an alert from the 60th day, with its WhatsApp message, gone once the recommendation is dismissed', async () => {
    const { repair, recommendation } = await declinedChain();
    const alertOfBike = async () =>
      (await shop.admin.ok('alertsList', {})).alerts.find(
        (alert) => alert.reason === 'recommendationsWaiting' && alert.bikeId === bikeOf(repair),
      );
    await madeAgo(recommendation.id, 60 * DAY - 60_000);
    expect(await alertOfBike()).toBeUndefined();
    const created = await madeAgo(recommendation.id, 60 * DAY);
    const alert = (await alertOfBike())!;
    expect(alert).toMatchObject({
      key: `recommendationsWaiting:${bikeOf(repair)}:${created}`,
      customerId: repair.customer.id,
      since: created,
      customerName: 'Marta Iglesias',
      bikeLabel: 'Orbea Orca',
    });
    const prepared = await mechanic.ok('alertMessagePrepare', { alertKey: alert.key });
    expect(prepared).toMatchObject({ templateKey: 'alert.recommendationsWaiting', language: 'es' });
    expect(prepared.body).toBe(
      'Hola Marta, en la última visita de tu Orbea Orca te recomendamos algunos trabajos que quedaron pendientes. ¿Te damos cita para hacerlos? Respóndenos.\nTaller de prueba',
    );
    await mechanic.ok('recommendationsDismiss', { id: recommendation.id, reason: 'No le interesa' });
    expect(await alertOfBike()).toBeUndefined();
  });
});

describe('another workshop', () => {
  it('reaches none of the bike’s recommendations, and none of its own reach the workshop’s repairs', async () => {
    const { repair, recommendation } = await declinedChain();
    const theirs = await other.admin.ok('repairsCreate', INTAKE);
    await expect(other.admin.call('recommendationsList', { bikeId: bikeOf(repair) })).resolves.toMatchObject({ status: 404 });
    await expect(other.admin.call('recommendationsAdd', { id: recommendation.id, repairId: theirs.id })).resolves.toMatchObject({
      status: 404,
    });
    await expect(other.admin.call('recommendationsDismiss', { id: recommendation.id, reason: 'No' })).resolves.toMatchObject({
      status: 404,
    });
    await expect(other.admin.call('repairsRecommendLine', { id: repair.id, lineId: CHAIN })).resolves.toMatchObject({ status: 404 });
    // The workshop's own recommendation, onto the other's repair: not found, as the repair is not its.
    await expect(shop.admin.call('recommendationsAdd', { id: recommendation.id, repairId: theirs.id })).resolves.toMatchObject({
      status: 404,
    });
    expect((await other.admin.ok('repairsGet', { id: theirs.id })).repair.totalPrice).toBe(FULL);
    expect(await mechanic.ok('recommendationsList', { bikeId: bikeOf(repair) })).toMatchObject([{ id: recommendation.id, state: 'open' }]);
  });
});
