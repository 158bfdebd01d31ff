// docs/product.md §30.1: repairs changed from a device that queued them. The same change sent twice, or twice at once,
// applies once; a resend is answered as the repair is now, before any stale check; a change id used by another
// account or function is refused; an intake naming a customer merged since says which one was kept. Over HTTP,
// against PostgreSQL.
import { randomUUID } from 'node:crypto';
import { type TRepair } from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientChanges, repairs } from '../src/db/schema.ts';
import type { CallResult } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

const errorOf = (answer: CallResult) => ({
  status: answer.body.error?.status ?? `HTTP ${answer.status}`,
  details: answer.body.error?.details,
});
const REUSED = {
  status: 'INVALID_ARGUMENT',
  details: { fields: [{ field: 'changeId', message: expect.any(String) }], reason: 'change-id-reused' },
};

async function repairCount(workshopId = shop.id): Promise<number> {
  const [row] = await server.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(repairs)
    .where(eq(repairs.workshopId, workshopId));
  return row!.count;
}

const repairNow = async (id: string) => (await shop.admin.ok('repairsGet', { id })).repair;
const newRepair = () => shop.admin.ok('repairsCreate', { customer: { name: 'Cliente' }, bike: {} });

describe('repairsCreate with a change id', () => {
  it('makes the repair once when sent twice, and answers the resend with that repair as it is now', async () => {
    const changeId = randomUUID();
    const before = await repairCount();
    const first = await shop.admin.ok('repairsCreate', { ...INTAKE, changeId });
    await shop.admin.ok('repairsUpdate', { id: first.id, expectedLastUpdate: first.lastUpdate, changes: { technicalNotes: 'Después' } });
    const resent = await shop.admin.ok('repairsCreate', { ...INTAKE, changeId });
    expect(resent).toEqual(await repairNow(first.id));
    expect(resent.technicalNotes).toBe('Después');
    expect(await repairCount()).toBe(before + 1);
    expect(await shop.admin.ok('customersList', { search: 'Marta Iglesias' })).toHaveLength(1);
  });

  it('makes it once when sent three times at once', async () => {
    const changeId = randomUUID();
    const before = await repairCount();
    const input = { customer: { name: 'A la vez' }, bike: {}, changeId };
    const answers = await Promise.all([1, 2, 3].map(() => shop.admin.call('repairsCreate', input)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.result!.id)).size).toBe(1);
    expect(await repairCount()).toBe(before + 1);
  });

  it('refuses a change id another account or another function used, writing nothing', async () => {
    const changeId = randomUUID();
    const created = await shop.admin.ok('repairsCreate', { customer: { name: 'Primero' }, bike: {}, changeId });
    const before = await repairCount();
    expect(errorOf(await mechanic.call('repairsCreate', { customer: { name: 'Otro' }, bike: {}, changeId }))).toEqual(REUSED);
    expect(errorOf(await shop.admin.call('repairsUpdateStatus', { id: created.id, status: 'confirmed', changeId }))).toEqual(REUSED);
    expect(await repairCount()).toBe(before);
    expect((await repairNow(created.id)).status).toBe('notReviewed');
  });

  it('keeps a change id per workshop: the same one applies in each', async () => {
    const changeId = randomUUID();
    const [shopBefore, otherBefore] = [await repairCount(), await repairCount(other.id)];
    await shop.admin.ok('repairsCreate', { customer: { name: 'Aquí' }, bike: {}, changeId });
    await other.admin.ok('repairsCreate', { customer: { name: 'Allí' }, bike: {}, changeId });
    expect([await repairCount(), await repairCount(other.id)]).toEqual([shopBefore + 1, otherBefore + 1]);
  });

  it('answers a resend not-found once its repair is deleted', async () => {
    const changeId = randomUUID();
    const created = await shop.admin.ok('repairsCreate', { customer: { name: 'Borrada' }, bike: {}, changeId });
    await shop.admin.ok('repairsDelete', { id: created.id });
    const before = await repairCount();
    expect(errorOf(await shop.admin.call('repairsCreate', { customer: { name: 'Borrada' }, bike: {}, changeId })).status).toBe('NOT_FOUND');
    expect(await repairCount()).toBe(before);
  });
});

describe('an intake naming a customer merged since (docs/product.md §30.1)', () => {
  it('is failed-precondition customer-merged with the customer kept, following later merges; a deleted one stays not-found', async () => {
    const customer = (name: string, phone: string) => shop.admin.ok('customersCreate', { name, phone });
    const first = await customer('Uno', '611 000 001');
    const kept = await customer('Dos', '611 000 002');
    const last = await customer('Tres', '611 000 003');
    const deleted = await customer('Cuatro', '611 000 004');
    await shop.admin.ok('customersMerge', { keepId: kept.id, mergeId: first.id });
    const before = await repairCount();
    const intake = (id: string) => shop.admin.call('repairsCreate', { customer: { id }, bike: {}, changeId: randomUUID() });
    expect(errorOf(await intake(first.id))).toEqual({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'customer-merged', keptCustomerId: kept.id },
    });
    await shop.admin.ok('customersMerge', { keepId: last.id, mergeId: kept.id });
    expect(errorOf(await intake(first.id)).details).toEqual({ reason: 'customer-merged', keptCustomerId: last.id });
    await shop.admin.ok('customersDelete', { id: deleted.id });
    expect(errorOf(await intake(deleted.id))).toEqual({
      status: 'NOT_FOUND',
      details: { fields: [{ field: 'customer.id', message: 'Unknown customer.' }] },
    });
    expect(await repairCount()).toBe(before);
    // The id stays free: the device sends the intake again with the kept customer.
    expect((await shop.admin.ok('repairsCreate', { customer: { id: last.id }, bike: {} })).customer.id).toBe(last.id);
  });
});

describe('repairsUpdate with a change id', () => {
  it('saves once, and answers a resend with the repair as it is now, not aborted, after someone else saved', async () => {
    const created = await newRepair();
    const changeId = randomUUID();
    const input = { id: created.id, expectedLastUpdate: created.lastUpdate, changes: { technicalNotes: 'Desde la tablet' }, changeId };
    const first = await shop.admin.ok('repairsUpdate', input);
    const colleague = await mechanic.ok('repairsUpdate', {
      id: created.id,
      expectedLastUpdate: first.lastUpdate,
      changes: { priority: 3 },
    });
    const resent = await shop.admin.call('repairsUpdate', input);
    expect(resent.status).toBe(200);
    expect(resent.body.result).toEqual(colleague);
    expect(await repairNow(created.id)).toEqual(colleague);
  });

  it('saves once when sent twice at once, lastUpdate moved once', async () => {
    const created = await newRepair();
    const input = {
      id: created.id,
      expectedLastUpdate: created.lastUpdate,
      changes: { technicalNotes: 'Una vez' },
      changeId: randomUUID(),
    };
    const answers = await Promise.all([shop.admin.call('repairsUpdate', input), shop.admin.call('repairsUpdate', input)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.result).toEqual(answers[1]!.body.result);
    expect((await repairNow(created.id)).lastUpdate).toBe((answers[0]!.body.result as TRepair).lastUpdate);
  });

  it('still refuses a new change based on an older version with aborted, reason stale', async () => {
    const created = await newRepair();
    const saved = await mechanic.ok('repairsUpdate', { id: created.id, expectedLastUpdate: created.lastUpdate, changes: { priority: 1 } });
    const stale = await shop.admin.call('repairsUpdate', {
      id: created.id,
      expectedLastUpdate: created.lastUpdate,
      changes: { technicalNotes: 'Tarde' },
      changeId: randomUUID(),
    });
    expect(errorOf(stale)).toEqual({ status: 'ABORTED', details: { reason: 'stale', lastUpdate: saved.lastUpdate } });
    expect((await repairNow(created.id)).technicalNotes).toBe('');
  });

  it('refuses a resend naming another repair than the first send did', async () => {
    const [one, two] = [await newRepair(), await newRepair()];
    const changeId = randomUUID();
    await shop.admin.ok('repairsUpdate', { id: one.id, expectedLastUpdate: one.lastUpdate, changes: { priority: 1 }, changeId });
    const other = await shop.admin.call('repairsUpdate', {
      id: two.id,
      expectedLastUpdate: two.lastUpdate,
      changes: { priority: 2 },
      changeId,
    });
    expect(errorOf(other)).toEqual(REUSED);
    expect((await repairNow(two.id)).priority).toBe(0);
  });

  it('answers not-found for a repair deleted meanwhile, and keeps no claim', async () => {
    const created = await newRepair();
    await shop.admin.ok('repairsDelete', { id: created.id });
    const changeId = randomUUID();
    const answer = await shop.admin.call('repairsUpdate', {
      id: created.id,
      expectedLastUpdate: created.lastUpdate,
      changes: { priority: 1 },
      changeId,
    });
    expect(errorOf(answer).status).toBe('NOT_FOUND');
    const claims = await server.database.db
      .select()
      .from(clientChanges)
      .where(and(eq(clientChanges.workshopId, shop.id), eq(clientChanges.changeId, changeId)));
    expect(claims).toEqual([]);
  });
});

describe('repairsUpdateStatus with a change id', () => {
  it('adds one entry to the status list when sent twice or at once, and answers the repair as it is now', async () => {
    const created = await newRepair();
    const change = { id: created.id, status: 'confirmed' as const, expectedLastUpdate: created.lastUpdate, changeId: randomUUID() };
    const answers = await Promise.all([shop.admin.call('repairsUpdateStatus', change), shop.admin.call('repairsUpdateStatus', change)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const moved = await mechanic.ok('repairsUpdateStatus', { id: created.id, status: 'inProgress' });
    const resent = await shop.admin.ok('repairsUpdateStatus', change);
    expect(resent).toEqual(moved);
    expect(resent.state.status.map((entry) => entry.status)).toEqual(['notReviewed', 'confirmed', 'inProgress']);
  });

  it('applies once without expectedLastUpdate too, and still refuses a stale one', async () => {
    const created = await newRepair();
    const change = { id: created.id, status: 'postponed' as const, changeId: randomUUID() };
    await shop.admin.ok('repairsUpdateStatus', change);
    await shop.admin.ok('repairsUpdateStatus', change);
    expect((await repairNow(created.id)).state.status).toHaveLength(2);
    const stale = await shop.admin.call('repairsUpdateStatus', {
      id: created.id,
      status: 'finished',
      expectedLastUpdate: created.lastUpdate,
      changeId: randomUUID(),
    });
    expect(errorOf(stale)).toMatchObject({ status: 'ABORTED', details: { reason: 'stale' } });
    expect((await repairNow(created.id)).state.status).toHaveLength(2);
  });

  it('answers not-found for a repair deleted meanwhile, first send or resend', async () => {
    const created = await newRepair();
    const change = { id: created.id, status: 'confirmed' as const, changeId: randomUUID() };
    await shop.admin.ok('repairsUpdateStatus', change);
    await shop.admin.ok('repairsDelete', { id: created.id });
    expect(errorOf(await shop.admin.call('repairsUpdateStatus', change)).status).toBe('NOT_FOUND');
    expect(errorOf(await shop.admin.call('repairsUpdateStatus', { ...change, changeId: randomUUID() })).status).toBe('NOT_FOUND');
  });
});

describe('repairsReorder with a change id', () => {
  it('reorders once: a resend after another reorder leaves that one, and answers as the first send did', async () => {
    const ids = [(await newRepair()).id, (await newRepair()).id, (await newRepair()).id];
    const change = { ids, changeId: randomUUID() };
    const answers = await Promise.all([shop.admin.call('repairsReorder', change), shop.admin.call('repairsReorder', change)]);
    expect(answers.map((answer) => answer.body.result)).toEqual([{ reordered: 3 }, { reordered: 3 }]);
    await mechanic.ok('repairsReorder', { ids: [...ids].reverse() });
    expect(await shop.admin.ok('repairsReorder', change)).toEqual({ reordered: 3 });
    expect(await Promise.all(ids.map(async (id) => (await repairNow(id)).orderPosition))).toEqual([2, 1, 0]);
    expect(errorOf(await mechanic.call('repairsReorder', change))).toEqual(REUSED);
  });

  it('answers not-found when one of its repairs was deleted meanwhile, and reorders none', async () => {
    const ids = [(await newRepair()).id, (await newRepair()).id];
    await shop.admin.ok('repairsDelete', { id: ids[1]! });
    expect(errorOf(await shop.admin.call('repairsReorder', { ids, changeId: randomUUID() })).status).toBe('NOT_FOUND');
    expect((await repairNow(ids[0]!)).orderPosition).toBeNull();
  });
});
