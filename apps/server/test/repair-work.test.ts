// docs/product.md §17.4: the work timer. A member linked to a mechanic starts and stops their timer on a repair;
// one runs at a time; the time per mechanic and repair is kept, and the dashboard's work per mechanic counts the
// time worked in its timeframe. Against PostgreSQL through the HTTP API.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workSessions, workshopUsers } from '../src/db/schema.ts';
import type { CallResult } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let server: TestServer;
let shop: Workshop;
let other: Workshop;
/** Mechanics of the shop working as Ana and as Luis (one member per mechanic, docs/product.md §17.3). */
let ana: Caller;
let luis: Caller;
let anaId: string;
let luisId: string;

beforeAll(async () => {
  let mechanic: Caller;
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
  [anaId, luisId] = shop.mechanicIds as [string, string]; // mechanicsList is by name: Ana, Luis
  ana = mechanic;
  await shop.admin.ok('teamUpdate', { userId: ana.userId, mechanicId: anaId });
  luis = await memberAs(luisId);
});
afterAll(async () => server?.close());
afterEach(() => server.clock.reset());

function errorOf(answer: CallResult): { status: string; reason?: string } {
  const details = (answer.body.error?.details ?? {}) as { reason?: string };
  return { status: answer.body.error?.status ?? `HTTP ${answer.status}`, reason: details.reason };
}

async function newRepair(workshop: Workshop = shop, name = 'Cliente'): Promise<string> {
  return (await workshop.admin.ok('repairsCreate', { customer: { name }, bike: {} })).id;
}

/** A member of the shop working as `mechanicId`. */
async function memberAs(mechanicId: string, workshop: Workshop = shop): Promise<Caller> {
  const member = await workshop.member('mechanic');
  await workshop.admin.ok('teamUpdate', { userId: member.userId, mechanicId });
  return member;
}

const runningRows = (workshopId: string, userId: string) =>
  server.database.db
    .select()
    .from(workSessions)
    .where(and(eq(workSessions.workshopId, workshopId), eq(workSessions.userId, userId), isNull(workSessions.stoppedAt)));

describe('the work timer', () => {
  it('starts and stops on a repair, and keeps the session with its minutes', async () => {
    const repairId = await newRepair();
    const started = await ana.ok('repairWorkStart', { repairId });
    expect(started).toMatchObject({ repairId, mechanicId: anaId });
    expect(await ana.ok('repairWorkCurrent', null)).toEqual(started);

    server.clock.advance(30 * MINUTE);
    const running = await ana.ok('repairWorkGet', { repairId });
    expect(running).toMatchObject({ running: started, totalMinutes: 30 });
    expect(running.sessions).toEqual([
      { id: started.id, mechanicId: anaId, mechanicName: 'Ana', startedAt: started.startedAt, stoppedAt: null, minutes: 30 },
    ]);
    // Another member sees the session, not as theirs.
    expect((await shop.admin.ok('repairWorkGet', { repairId })).running).toBeNull();

    const stopped = await ana.ok('repairWorkStop', { repairId });
    expect(stopped).toMatchObject({ id: started.id, minutes: 30, stoppedAt: expect.any(String) });
    expect(await ana.ok('repairWorkCurrent', null)).toBeNull();
    expect(await ana.ok('repairWorkGet', { repairId })).toMatchObject({
      running: null,
      totalMinutes: 30,
      perMechanic: [{ mechanicId: anaId, name: 'Ana', minutes: 30 }],
    });
    expect(errorOf(await ana.call('repairWorkStop', { repairId }))).toEqual({ status: 'FAILED_PRECONDITION', reason: 'not-running' });
  });

  it('stops the session running on another repair when it starts, and answers the running one on the same repair', async () => {
    const [first, second] = [await newRepair(), await newRepair()];
    const started = await ana.ok('repairWorkStart', { repairId: first });
    server.clock.advance(10 * MINUTE);
    expect(await ana.ok('repairWorkStart', { repairId: first })).toEqual(started);
    const moved = await ana.ok('repairWorkStart', { repairId: second });
    expect(moved.id).not.toBe(started.id);
    expect(await ana.ok('repairWorkCurrent', null)).toEqual(moved);
    expect((await ana.ok('repairWorkGet', { repairId: first })).sessions).toEqual([
      expect.objectContaining({ id: started.id, stoppedAt: expect.any(String), minutes: 10 }),
    ]);
    expect(await runningRows(shop.id, ana.userId)).toHaveLength(1);
    await ana.ok('repairWorkStop', { repairId: second });
  });

  it('leaves one running session after starts at once', async () => {
    const repairIds = [await newRepair(), await newRepair(), await newRepair()];
    const answers = await Promise.all([...repairIds, ...repairIds].map((repairId) => ana.call('repairWorkStart', { repairId })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const running = await runningRows(shop.id, ana.userId);
    expect(running).toHaveLength(1);
    expect((await ana.ok('repairWorkCurrent', null))?.id).toBe(running[0]!.id);
    await ana.ok('repairWorkStop', { repairId: running[0]!.repairId });
  });

  it('refuses a member linked to no mechanic, or to an inactive one', async () => {
    const repairId = await newRepair();
    expect(errorOf(await shop.admin.call('repairWorkStart', { repairId }))).toEqual({
      status: 'FAILED_PRECONDITION',
      reason: 'no-mechanic',
    });
    const eva = await shop.admin.ok('mechanicsCreate', { name: 'Eva' });
    const member = await memberAs(eva.id);
    await shop.admin.ok('mechanicsUpdate', { id: eva.id, active: false });
    expect(errorOf(await member.call('repairWorkStart', { repairId }))).toEqual({ status: 'FAILED_PRECONDITION', reason: 'no-mechanic' });
    expect((await shop.admin.ok('repairWorkGet', { repairId })).sessions).toEqual([]);
  });

  it('cannot use a mechanic of another workshop, even one written into the link by hand', async () => {
    const member = await shop.member('mechanic');
    const [foreign] = other.mechanicIds;
    expect(errorOf(await shop.admin.call('teamUpdate', { userId: member.userId, mechanicId: foreign! }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
    await server.database.db.update(workshopUsers).set({ mechanicId: foreign! }).where(eq(workshopUsers.userId, member.userId));
    const answer = await member.call('repairWorkStart', { repairId: await newRepair() });
    expect(errorOf(answer)).toEqual({ status: 'FAILED_PRECONDITION', reason: 'no-mechanic' });
  });

  it('finds no repair of another workshop, answering as for one that does not exist', async () => {
    const foreign = await newRepair(other);
    const otherMember = await memberAs((await other.admin.ok('mechanicsCreate', { name: 'Otro' })).id, other);
    await otherMember.ok('repairWorkStart', { repairId: foreign });
    for (const name of ['repairWorkStart', 'repairWorkStop', 'repairWorkGet'] as const) {
      const answer = await ana.call(name, { repairId: foreign });
      const missing = await ana.call(name, { repairId: 'no-such-repair' });
      expect(errorOf(answer)).toEqual({ status: 'NOT_FOUND', reason: undefined });
      expect(answer.body).toEqual(missing.body);
    }
    expect(await ana.ok('repairWorkCurrent', null)).toBeNull();
    expect(await otherMember.ok('repairWorkCurrent', null)).toMatchObject({ repairId: foreign });
  });

  it('stops only the caller’s own session', async () => {
    const repairId = await newRepair();
    await ana.ok('repairWorkStart', { repairId });
    expect(errorOf(await luis.call('repairWorkStop', { repairId }))).toEqual({ status: 'FAILED_PRECONDITION', reason: 'not-running' });
    expect((await ana.ok('repairWorkCurrent', null))?.repairId).toBe(repairId);
    await ana.ok('repairWorkStop', { repairId });
  });

  it('adds up the time per mechanic and for the repair, and a running session up to now', async () => {
    const repairId = await newRepair();
    await ana.ok('repairWorkStart', { repairId });
    server.clock.advance(5 * MINUTE);
    await luis.ok('repairWorkStart', { repairId });
    server.clock.advance(15 * MINUTE);
    await ana.ok('repairWorkStop', { repairId });
    await ana.ok('repairWorkStart', { repairId });
    server.clock.advance(25 * MINUTE);
    await ana.ok('repairWorkStop', { repairId });
    // Luis still runs: 40 minutes so far. The newest first.
    const work = await luis.ok('repairWorkGet', { repairId });
    expect(work.sessions.map((session) => [session.mechanicName, session.minutes, session.stoppedAt === null])).toEqual([
      ['Ana', 25, false],
      ['Luis', 40, true],
      ['Ana', 20, false],
    ]);
    expect(work.perMechanic).toEqual([
      { mechanicId: anaId, name: 'Ana', minutes: 45 },
      { mechanicId: luisId, name: 'Luis', minutes: 40 },
    ]);
    expect(work.totalMinutes).toBe(85);
    expect(work.running).toMatchObject({ repairId, mechanicId: luisId });
    await luis.ok('repairWorkStop', { repairId });
  });

  it('goes with its repair when the repair is deleted', async () => {
    const repairId = await newRepair();
    await ana.ok('repairWorkStart', { repairId });
    await shop.admin.ok('repairsDelete', { id: repairId });
    expect(await ana.ok('repairWorkCurrent', null)).toBeNull();
    const left = await server.database.db.select().from(workSessions).where(eq(workSessions.repairId, repairId));
    expect(left).toEqual([]);
  });
});

describe('a member who leaves', () => {
  it('stops working when deactivated or removed, the time kept as their mechanic’s', async () => {
    for (const change of ['deactivate', 'remove'] as const) {
      const mechanicId = (await shop.admin.ok('mechanicsCreate', { name: `Mecánico ${change}` })).id;
      const member = await memberAs(mechanicId);
      const repairId = await newRepair();
      await member.ok('repairWorkStart', { repairId });
      expect(await runningRows(shop.id, member.userId)).toHaveLength(1);
      if (change === 'deactivate') await shop.admin.ok('teamUpdate', { userId: member.userId, active: false });
      else await shop.admin.ok('teamRemove', { userId: member.userId });
      expect(await runningRows(shop.id, member.userId), change).toHaveLength(0);
      const work = await shop.admin.ok('repairWorkGet', { repairId });
      expect(work.sessions.map((session) => [session.mechanicId, session.stoppedAt !== null])).toEqual([[mechanicId, true]]);
    }
  });
});

describe('the dashboard’s work per mechanic', () => {
  it('counts the time tracked in the timeframe and not outside it, read again after each timer write', async () => {
    const clockShop = await createWorkshop(server, 'Taller del reloj');
    const [clockAna] = clockShop.mechanicIds;
    const member = await memberAs(clockAna!, clockShop);
    const repairId = await newRepair(clockShop);
    const start = server.clock.now().getTime();
    const around = (at: number) => ({ from: new Date(at - HOUR).toISOString(), to: new Date(at + HOUR).toISOString() });
    const trackedIn = async (range: { from: string; to: string }) =>
      (await clockShop.admin.ok('dashboardGet', range)).mechanics.find((mechanic) => mechanic.id === clockAna)?.trackedMinutes ?? 0;

    // Read before the timer runs: the snapshot kept in memory must be read again after the writes below.
    expect(await trackedIn(around(start))).toBe(0);
    await member.ok('repairWorkStart', { repairId });
    server.clock.advance(40 * MINUTE);
    await member.ok('repairWorkStop', { repairId });
    expect(await trackedIn(around(start))).toBe(40);

    // Two days on, 25 minutes more, and 10 running.
    server.clock.advance(2 * DAY);
    const later = server.clock.now().getTime();
    await member.ok('repairWorkStart', { repairId });
    server.clock.advance(25 * MINUTE);
    await member.ok('repairWorkStop', { repairId });
    await member.ok('repairWorkStart', { repairId });
    server.clock.advance(10 * MINUTE);

    expect(await trackedIn(around(start))).toBe(40);
    expect(await trackedIn(around(later))).toBe(35);
    expect(await trackedIn({ from: new Date(start - HOUR).toISOString(), to: new Date(later + HOUR).toISOString() })).toBe(75);
    expect(await trackedIn({ from: new Date(start - 3 * DAY).toISOString(), to: new Date(start - 2 * DAY).toISOString() })).toBe(0);
    // The mechanic has no repair of their own: they show for their tracked time, beside the estimate.
    expect((await clockShop.admin.ok('dashboardGet', around(later))).mechanics).toEqual([
      { id: clockAna, name: 'Ana', active: true, repairs: 0, workMinutes: 0, trackedMinutes: 35 },
    ]);

    // The figures kept per day are those counted again from the sessions (a new time zone recounts them).
    const kept = await server.database.db.execute(
      sql`select day::text, mechanic_id, minutes from work_minutes_daily where workshop_id = ${clockShop.id} order by 1`,
    );
    await server.database.db.execute(sql`select rueda_repair_figures_rebuild(${clockShop.id})`);
    const rebuilt = await server.database.db.execute(
      sql`select day::text, mechanic_id, minutes from work_minutes_daily where workshop_id = ${clockShop.id} order by 1`,
    );
    expect(rebuilt.rows).toEqual(kept.rows);
    expect(kept.rows.map((row) => Number(row.minutes))).toEqual([40, 25]);

    // A deleted repair takes its time off.
    await member.ok('repairWorkStop', { repairId });
    await clockShop.admin.ok('repairsDelete', { id: repairId });
    expect(await trackedIn({ from: new Date(start - HOUR).toISOString(), to: new Date(later + HOUR).toISOString() })).toBe(0);
  });
});
