// docs/product.md §30.1: the work timer and photos changed from a device that queued them. A start, a stop or a photo
// sent twice, or twice at once, applies once, and its resend is answered; a start and a stop carry the time they were
// pressed (`at`), accepted within bounds on the server's clock. Over HTTP, against PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photos, workSessions } from '../src/db/schema.ts';
import type { CallResult } from './http-client.ts';
import { TINY_PNG } from './isolation-payloads.ts';
import type { TestServer } from './test-server.ts';
import { startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let shop: Workshop;
/** Two members of the shop, each working as a mechanic of their own, new for each test: no session of another test counts. */
let ana: Caller;
let luis: Caller;

beforeAll(async () => {
  ({ server, shop } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());
beforeEach(async () => {
  [ana, luis] = [await memberWithMechanic(), await memberWithMechanic()];
});
afterEach(() => server.clock.reset());

/** A member linked to a new mechanic (one member per mechanic, docs/product.md §17.3). */
async function memberWithMechanic(): Promise<Caller> {
  const mechanic = await shop.admin.ok('mechanicsCreate', { name: `Mecánico ${randomUUID().slice(0, 8)}` });
  const member = await shop.member('mechanic');
  await shop.admin.ok('teamUpdate', { userId: member.userId, mechanicId: mechanic.id });
  return member;
}

const errorOf = (answer: CallResult) => ({
  status: answer.body.error?.status ?? `HTTP ${answer.status}`,
  details: answer.body.error?.details,
});
const REUSED = {
  status: 'INVALID_ARGUMENT',
  details: { fields: [{ field: 'changeId', message: expect.any(String) }], reason: 'change-id-reused' },
};
const atRefused = (reason: string) => ({
  status: 'INVALID_ARGUMENT',
  details: { fields: [{ field: 'at', message: expect.any(String) }], reason },
});

const newRepair = async () => (await shop.admin.ok('repairsCreate', { customer: { name: 'Cliente' }, bike: {} })).id;
/** The server's clock moved by `ms`, as an ISO time. */
const serverTime = (ms = 0) => new Date(server.clock.now().getTime() + ms).toISOString();

async function sessionsOf(userId: string) {
  return server.database.db
    .select()
    .from(workSessions)
    .where(and(eq(workSessions.workshopId, shop.id), eq(workSessions.userId, userId)));
}

describe('repairWorkStart and repairWorkStop with a change id', () => {
  it('start and stop each apply once when sent twice or at once, and their resends answer', async () => {
    const repairId = await newRepair();
    const start = { repairId, changeId: randomUUID() };
    const starts = await Promise.all([1, 2, 3].map(() => ana.call('repairWorkStart', start)));
    expect(starts.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const started = starts[0]!.body.result!;
    expect(starts.map((answer) => answer.body.result)).toEqual([started, started, started]);
    server.clock.advance(20 * MINUTE);
    const stop = { repairId, changeId: randomUUID() };
    const stops = await Promise.all([ana.call('repairWorkStop', stop), ana.call('repairWorkStop', stop)]);
    expect(stops.map((answer) => answer.status)).toEqual([200, 200]);
    server.clock.advance(20 * MINUTE);
    const stopped = await ana.ok('repairWorkStop', stop);
    expect(stopped).toEqual(stops[0]!.body.result);
    expect(stopped).toMatchObject({ id: started.id, minutes: 20 });
    // Resent once its session stopped, the start answers the session it started.
    expect(await ana.ok('repairWorkStart', start)).toEqual(started);
    expect(await sessionsOf(ana.userId)).toEqual([expect.objectContaining({ id: started.id, stoppedAt: new Date(stopped.stoppedAt!) })]);
    expect(await ana.ok('repairWorkCurrent', null)).toBeNull();
  });

  it('answers a resent start with the caller’s running session when another started since', async () => {
    const [first, second] = [await newRepair(), await newRepair()];
    const start = { repairId: first, changeId: randomUUID() };
    await ana.ok('repairWorkStart', start);
    const moved = await ana.ok('repairWorkStart', { repairId: second });
    expect(await ana.ok('repairWorkStart', start)).toEqual(moved);
    expect((await sessionsOf(ana.userId)).filter((session) => session.stoppedAt === null)).toHaveLength(1);
  });

  it('refuses a change id another member or the other function used', async () => {
    const repairId = await newRepair();
    const changeId = randomUUID();
    await ana.ok('repairWorkStart', { repairId, changeId });
    expect(errorOf(await luis.call('repairWorkStart', { repairId, changeId }))).toEqual(REUSED);
    expect(errorOf(await ana.call('repairWorkStop', { repairId, changeId }))).toEqual(REUSED);
    expect(errorOf(await ana.call('repairWorkStart', { repairId: await newRepair(), changeId }))).toEqual(REUSED);
    expect(await ana.ok('repairWorkCurrent', null)).toMatchObject({ repairId });
    expect(await sessionsOf(luis.userId)).toEqual([]);
  });

  it('answers not-found for a repair deleted meanwhile, first send or resend', async () => {
    const repairId = await newRepair();
    const start = { repairId, changeId: randomUUID() };
    await ana.ok('repairWorkStart', start);
    await shop.admin.ok('repairsDelete', { id: repairId });
    expect(errorOf(await ana.call('repairWorkStart', start)).status).toBe('NOT_FOUND');
    expect(errorOf(await ana.call('repairWorkStop', { repairId, changeId: randomUUID() })).status).toBe('NOT_FOUND');
    expect(errorOf(await ana.call('repairWorkStart', { repairId, changeId: randomUUID() })).status).toBe('NOT_FOUND');
  });
});

describe('the time a start or a stop was pressed (`at`)', () => {
  it('starts and stops at the times given, and a start elsewhere stops the running session at its own time', async () => {
    const [first, second] = [await newRepair(), await newRepair()];
    const [startedAt, movedAt, stoppedAt] = [serverTime(-3 * HOUR), serverTime(-2 * HOUR), serverTime(-HOUR)];
    expect(await ana.ok('repairWorkStart', { repairId: first, at: startedAt, changeId: randomUUID() })).toMatchObject({ startedAt });
    await ana.ok('repairWorkStart', { repairId: second, at: movedAt });
    expect(await ana.ok('repairWorkStop', { repairId: second, at: stoppedAt })).toMatchObject({
      startedAt: movedAt,
      stoppedAt,
      minutes: 60,
    });
    const work = await ana.ok('repairWorkGet', { repairId: first });
    expect(work.sessions).toEqual([expect.objectContaining({ startedAt, stoppedAt: movedAt, minutes: 60 })]);
  });

  it('accepts up to 2 minutes ahead and up to 24 hours behind the server’s clock, and refuses beyond', async () => {
    const repairId = await newRepair();
    expect(errorOf(await ana.call('repairWorkStart', { repairId, at: serverTime(3 * MINUTE) }))).toEqual(atRefused('at-ahead'));
    expect(errorOf(await ana.call('repairWorkStart', { repairId, at: serverTime(-25 * HOUR) }))).toEqual(atRefused('at-too-old'));
    expect(await sessionsOf(ana.userId)).toEqual([]);
    await ana.ok('repairWorkStart', { repairId, at: serverTime(-23 * HOUR) });
    expect(errorOf(await ana.call('repairWorkStop', { repairId, at: serverTime(3 * MINUTE) }))).toEqual(atRefused('at-ahead'));
    const stopped = await ana.ok('repairWorkStop', { repairId, at: serverTime(MINUTE) });
    expect(stopped.stoppedAt).not.toBeNull();
  });

  it('refuses a stop before its session’s start, and a start before the caller’s last session’s end', async () => {
    const [first, second] = [await newRepair(), await newRepair()];
    await ana.ok('repairWorkStart', { repairId: first, at: serverTime(-2 * HOUR) });
    expect(errorOf(await ana.call('repairWorkStop', { repairId: first, at: serverTime(-3 * HOUR) }))).toEqual(atRefused('at-before-start'));
    // A start elsewhere may not stop the running session before it started either.
    expect(errorOf(await ana.call('repairWorkStart', { repairId: second, at: serverTime(-3 * HOUR) }))).toEqual(
      atRefused('at-before-last-session'),
    );
    await ana.ok('repairWorkStop', { repairId: first, at: serverTime(-HOUR) });
    expect(errorOf(await ana.call('repairWorkStart', { repairId: second, at: serverTime(-90 * MINUTE) }))).toEqual(
      atRefused('at-before-last-session'),
    );
    expect((await sessionsOf(ana.userId)).map((session) => session.repairId)).toEqual([first]);
    expect(await ana.ok('repairWorkStart', { repairId: second, at: serverTime(-HOUR) })).toMatchObject({ repairId: second });
  });

  it('answers a resend whose time has aged past 24 hours since: the resend is recognised before the time is checked', async () => {
    const repairId = await newRepair();
    const start = { repairId, at: serverTime(-23 * HOUR), changeId: randomUUID() };
    const started = await ana.ok('repairWorkStart', start);
    server.clock.advance(2 * HOUR);
    expect(await ana.ok('repairWorkStart', start)).toEqual(started);
    expect(await sessionsOf(ana.userId)).toHaveLength(1);
  });
});

describe('repairPhotosAdd with a change id', () => {
  async function photoCount(repairId: string): Promise<number> {
    const [row] = await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(photos)
      .where(and(eq(photos.workshopId, shop.id), eq(photos.repairId, repairId)));
    return row!.count;
  }

  it('adds the photo once when sent twice or at once, and answers the photo added; not-found once deleted', async () => {
    const repairId = await newRepair();
    const add = { repairId, image: TINY_PNG, changeId: randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => ana.call('repairPhotosAdd', add)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const added = answers[0]!.body.result!;
    expect(answers.map((answer) => answer.body.result)).toEqual([added, added, added]);
    expect(await ana.ok('repairPhotosAdd', add)).toEqual(added);
    expect(await photoCount(repairId)).toBe(1);
    await shop.admin.ok('repairPhotosDelete', { id: added.id });
    expect(errorOf(await ana.call('repairPhotosAdd', add)).status).toBe('NOT_FOUND');
    expect(await photoCount(repairId)).toBe(0);
  });

  it('refuses its change id from another member or for another repair', async () => {
    const [repairId, another] = [await newRepair(), await newRepair()];
    const changeId = randomUUID();
    await ana.ok('repairPhotosAdd', { repairId, image: TINY_PNG, changeId });
    expect(errorOf(await luis.call('repairPhotosAdd', { repairId, image: TINY_PNG, changeId }))).toEqual(REUSED);
    expect(errorOf(await ana.call('repairPhotosAdd', { repairId: another, image: TINY_PNG, changeId }))).toEqual(REUSED);
    expect([await photoCount(repairId), await photoCount(another)]).toEqual([1, 0]);
  });

  it('answers not-found for a repair deleted meanwhile', async () => {
    const repairId = await newRepair();
    await shop.admin.ok('repairsDelete', { id: repairId });
    expect(errorOf(await ana.call('repairPhotosAdd', { repairId, image: TINY_PNG, changeId: randomUUID() })).status).toBe('NOT_FOUND');
  });
});
