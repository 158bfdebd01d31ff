// docs/product.md §32.2: a chain's administrator reads each workshop of the chain where they are not a member, in read
// mode: the switcher lists it, the token names it with the role `chainAdmin`, its screens' reads answer, and every write
// is refused by the role with nothing changed. A workshop outside the chain is not reachable, and a membership there
// wins over the read mode.
import { CHAIN_READER_ROLE, can } from '@rueda/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_LIST } from '../src/functions/index.ts';
import { chainOfWorkshops, errorOf } from './chain-fixture.ts';
import { fingerprint } from './isolation-prints.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { workshopUsers } from '../src/db/schema.ts';
import { createWorkshop, seedCatalogue, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let head: Workshop;
let shop: Workshop;
let outside: Workshop;
let admin: Awaited<ReturnType<typeof chainOfWorkshops>>['owner'];
let shopRepairId: string;

beforeAll(async () => {
  server = await startTestServer();
  [head, shop, outside] = await Promise.all([
    createWorkshop(server, 'Bicis Centro'),
    createWorkshop(server, 'Bicis Playa'),
    createWorkshop(server, 'Taller ajeno'),
  ]);
  await seedCatalogue(server, shop.id);
  ({ owner: admin } = await chainOfWorkshops(server, 'Bicis del Norte', [head, shop]));
  // The shop's own admin takes the chain's administrator off its team: from then on they only read it.
  await shop.admin.ok('teamRemove', { userId: admin.userId });
  const repair = await shop.admin.ok('repairsCreate', {
    customer: { name: 'Marta Playa', phone: '600 111 222' },
    bike: { manufacturer: 'Orbea', model: 'Orca' },
    services: { packs: [{ id: 'pack-basic' }] },
  });
  shopRepairId = repair.id;
});
afterAll(async () => server?.close());

/** The administrator's session works in `workshopId`, with a token naming it. */
async function readIn(workshopId: string) {
  await admin.caller.ok('accountWorkshopSwitch', { workshopId });
  await admin.caller.renewToken();
}

describe('a chain administrator in a workshop of the chain they do not belong to', () => {
  it('finds it in the switcher as read only, and a token in it carries the role chainAdmin', async () => {
    await readIn(head.id);
    const account = await admin.caller.ok('accountGet', null);
    expect(account.memberships).toEqual([
      { workshopId: head.id, workshopName: 'Bicis Centro', role: 'admin', active: true },
      { workshopId: shop.id, workshopName: 'Bicis Playa', role: CHAIN_READER_ROLE, active: true },
    ]);

    await readIn(shop.id);
    expect(decodeJwt(await admin.caller.token()).workshop).toMatchObject({ uid: shop.id, role: CHAIN_READER_ROLE });
    const there = await admin.caller.ok('accountGet', null);
    expect(there).toMatchObject({ role: CHAIN_READER_ROLE, workshop: { id: shop.id }, isChainAdmin: true, mechanicId: null });
  });

  it('reads its screens: the board, a repair, its customers, the catalogue and the dashboard with revenue', async () => {
    await readIn(shop.id);
    const board = await admin.caller.ok('repairsList', {});
    expect(JSON.stringify(board)).toContain(shopRepairId);
    expect(JSON.stringify(await admin.caller.ok('repairsGet', { id: shopRepairId }))).toContain('Orca');
    expect(JSON.stringify(await admin.caller.ok('customersList', {}))).toContain('Marta Playa');
    expect(JSON.stringify(await admin.caller.ok('servicesList', null))).toContain('pack-basic');
    expect(await admin.caller.ok('repairLinkGet', { repairId: shopRepairId, create: false })).toBeNull();
    const dashboard = await admin.caller.ok('dashboardGet', { from: '2020-01-01T00:00:00.000Z', to: '2020-03-01T00:00:00.000Z' });
    expect(dashboard.revenue).not.toBeNull();
  });

  it('is refused every write by its role, with nothing of the workshop changed', async () => {
    await readIn(shop.id);
    const before = await fingerprint(server, shop.id);
    const writes = FUNCTION_LIST.filter(
      (fn) => fn.access.kind === 'permission' && fn.access.permission && !can(CHAIN_READER_ROLE, fn.access.permission),
    );
    expect(writes.map((fn) => fn.name)).toEqual(expect.arrayContaining(['repairsCreate', 'customersCreate', 'repairMessageSend']));
    for (const fn of writes) {
      // The role is checked before the payload: whatever it sends, the answer is the role's refusal.
      const answer = await admin.caller.send(fn.name, {});
      expect({ name: fn.name, ...errorOf(answer) }).toEqual({
        name: fn.name,
        status: 'PERMISSION_DENIED',
        reason: 'role',
        fields: undefined,
      });
    }
    // Making the customer's link is a write too: only the one there is may be read.
    expect(errorOf(await admin.caller.send('repairLinkGet', { repairId: shopRepairId }))).toMatchObject({
      status: 'PERMISSION_DENIED',
      reason: 'role',
    });
    expect(await fingerprint(server, shop.id)).toBe(before);
  });
});

describe('what the read mode never opens', () => {
  it('a workshop outside the chain: not found, as for any account that does not belong to it', async () => {
    await readIn(head.id);
    expect(errorOf(await admin.caller.send('accountWorkshopSwitch', { workshopId: outside.id }))).toMatchObject({
      status: 'NOT_FOUND',
      reason: 'not-a-member',
    });
    expect(decodeJwt(await admin.caller.token()).workshop).toMatchObject({ uid: head.id, role: 'admin' });
  });

  it('a member of a chain’s workshop who administers no chain reads none of the others', async () => {
    const mechanic = await shop.member('mechanic');
    expect(errorOf(await mechanic.send('accountWorkshopSwitch', { workshopId: head.id }))).toMatchObject({
      status: 'NOT_FOUND',
      reason: 'not-a-member',
    });
    expect((await mechanic.ok('accountGet', null)).memberships.map((place) => place.workshopId)).toEqual([shop.id]);
  });

  it('a token of the read mode is stale once the session works elsewhere', async () => {
    await readIn(shop.id);
    const readToken = await admin.caller.token();
    expect((await admin.client.send('repairsList', {}, { token: readToken })).status).toBe(200);
    await readIn(head.id);
    expect((await admin.client.send('repairsList', {}, { token: readToken })).status).toBe(401);
  });
});

describe('a chain administrator who is also a member of the chain’s workshop', () => {
  it('works there in the membership’s role: a membership wins over the read mode', async () => {
    await server.database.db.insert(workshopUsers).values({ userId: admin.userId, workshopId: shop.id, role: 'mechanic' });
    await readIn(head.id);
    const account = await admin.caller.ok('accountGet', null);
    expect(account.memberships.filter((place) => place.workshopId === shop.id)).toEqual([
      { workshopId: shop.id, workshopName: 'Bicis Playa', role: 'mechanic', active: true },
    ]);
    await readIn(shop.id);
    expect(decodeJwt(await admin.caller.token()).workshop).toMatchObject({ uid: shop.id, role: 'mechanic' });
  });
});
