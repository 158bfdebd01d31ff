// The repair's history beyond its status list (repairEventsList; docs/product.md §20.5, §21.4), against PostgreSQL
// through the HTTP API: the events in order with who did them, a member's name kept after their account is gone,
// the Cloud API's delivery state read from the outbox, and nothing of another workshop's repairs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRepairEvent } from '../src/data/repair-events.ts';
import { user, whatsappOutbox } from '../src/db/schema.ts';
import type { TestServer } from './test-server.ts';
import { startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

const MESSAGE = {
  kind: 'message',
  channel: 'link',
  templateKey: 'status.finished',
  language: 'es',
  to: '+34600111222',
  body: 'Tu bici está lista',
} as const;

describe('repairEventsList', () => {
  it('answers the repair’s events oldest first, with who did each (null: the customer) and a Cloud message’s state', async () => {
    const repairId = (await shop.admin.ok('repairsCreate', { customer: { name: 'Ana' }, bike: {} })).id;
    const at = (minutes: number) => new Date(Date.parse('2026-11-20T10:00:00.000Z') + minutes * 60_000);
    const db = server.database.db;
    const now = server.clock.now();
    await db.insert(whatsappOutbox).values({
      workshopId: shop.id,
      id: 'o-1',
      repairId,
      customerId: 'c-1',
      toNumber: '+34600111222',
      language: 'es',
      templateKey: 'estimate',
      templateName: 'rueda_estimate',
      params: [],
      body: 'Tu presupuesto',
      status: 'delivered',
      createdAt: now,
      updatedAt: now,
    });
    await addRepairEvent(db, {
      workshopId: shop.id,
      repairId,
      at: at(30),
      actor: null,
      data: {
        kind: 'estimateResponse',
        decision: 'approved',
        approvedLineIds: ['l-1'],
        declinedLineIds: [],
        comment: '',
        spendingLimitCents: null,
      },
    });
    await addRepairEvent(db, { workshopId: shop.id, repairId, at: at(0), actor: { userId: mechanic.userId }, data: MESSAGE });
    await addRepairEvent(db, {
      workshopId: shop.id,
      repairId,
      at: at(10),
      actor: { userId: mechanic.userId },
      data: { ...MESSAGE, channel: 'cloud', templateKey: 'estimate', body: 'Tu presupuesto', outboxId: 'o-1' },
    });

    const [member] = await db.select({ name: user.name }).from(user).where(eq(user.id, mechanic.userId));
    const { events } = await shop.admin.ok('repairEventsList', { repairId });
    expect(events.map((event) => [event.data.kind, event.actor, event.delivery])).toEqual([
      ['message', { userId: mechanic.userId, name: member!.name }, undefined],
      ['message', { userId: mechanic.userId, name: member!.name }, 'delivered'],
      ['estimateResponse', null, undefined],
    ]);
    expect(events[0]!.data).toEqual(MESSAGE);
    // Every member reads the history, as the status list.
    expect((await mechanic.ok('repairEventsList', { repairId })).events).toHaveLength(3);

    // A member whose account is gone still shows by the name they had.
    await db.delete(user).where(eq(user.id, mechanic.userId));
    const after = await shop.admin.ok('repairEventsList', { repairId });
    expect(after.events[0]!.actor).toEqual({ userId: null, name: member!.name });
  });

  it('answers not-found for another workshop’s repair, and for a repair that does not exist, in the same words', async () => {
    const repairId = (await shop.admin.ok('repairsCreate', { customer: { name: 'Luis' }, bike: {} })).id;
    const theirs = await other.admin.send('repairEventsList', { repairId });
    const nobodys = await other.admin.send('repairEventsList', { repairId: 'no-such-repair' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nobodys.body);
    expect((await shop.admin.send('repairEventsList', { repairId: '' })).status).toBe(400);
  });
});
