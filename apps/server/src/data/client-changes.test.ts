// docs/product.md §30.1: the claim of a change id against PostgreSQL. It is made in the write's own transaction, so the
// write and its claim commit or roll back together; a taken id is answered and nothing is written; two sends at once
// apply once; ids older than CLIENT_CHANGE_KEEP_DAYS go at a later claim of the workshop.
import { randomUUID } from 'node:crypto';
import { FunctionError, type ClientChangeFunction } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertWorkshop, type WorkshopRows } from '../../test/factories.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import type { Executor } from '../db/client.ts';
import { clientChanges, mechanics, user } from '../db/schema.ts';
import { claimChange, storedChange, withChange, type ChangeWrite, type ClientChange } from './client-changes.ts';

const database = useTestDatabase();
const NOW = new Date('2026-11-29T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let shop: WorkshopRows;
let other: WorkshopRows;
let ana: string;
let luis: string;

beforeAll(async () => {
  shop = await insertWorkshop(database());
  other = await insertWorkshop(database(), { name: 'Otro taller' });
  [ana, luis] = [randomUUID(), randomUUID()];
  await database()
    .insert(user)
    .values([ana, luis].map((id) => ({ id, name: id, email: `${id}@example.com` })));
});

function changeOf(overrides: Partial<ClientChange> = {}): ClientChange {
  return { workshopId: shop.id, userId: ana, fn: 'repairsUpdate', changeId: randomUUID(), now: NOW, ...overrides };
}

/** A write that renames the workshop's first mechanic (a row to count), answering the name; its resend reads it again. */
function rename(name: string, hooks: { before?: () => Promise<void>; fail?: boolean } = {}): ChangeWrite<string> & { applied: number } {
  const write = {
    applied: 0,
    async apply(tx: Executor) {
      await hooks.before?.();
      await tx
        .update(mechanics)
        .set({ name })
        .where(and(eq(mechanics.workshopId, shop.id), eq(mechanics.id, shop.mechanicIds[0]!)));
      if (hooks.fail) throw new FunctionError('aborted', 'Refused after writing.');
      write.applied += 1;
      return name;
    },
    subjectOf: () => shop.mechanicIds[0]!,
    async again(tx: Executor, subjectId: string | null) {
      const [row] = await tx
        .select({ name: mechanics.name })
        .from(mechanics)
        .where(and(eq(mechanics.workshopId, shop.id), eq(mechanics.id, subjectId!)));
      return `again: ${row!.name}`;
    },
  };
  return write;
}

async function mechanicName(): Promise<string> {
  const [row] = await database()
    .select({ name: mechanics.name })
    .from(mechanics)
    .where(and(eq(mechanics.workshopId, shop.id), eq(mechanics.id, shop.mechanicIds[0]!)));
  return row!.name;
}

async function refusal(run: Promise<unknown>) {
  const error = (await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )) as FunctionError | undefined;
  return error && { code: error.code, details: error.details };
}

describe('claimChange', () => {
  it('claims an id once per workshop; the same id is free in another workshop', async () => {
    const change = changeOf();
    expect(await claimChange(database(), change)).toBe(true);
    expect(await claimChange(database(), { ...change, userId: luis })).toBe(false);
    expect(await claimChange(database(), { ...change, workshopId: other.id })).toBe(true);
    expect(await storedChange(database(), shop.id, change.changeId)).toMatchObject({ userId: ana, functionName: 'repairsUpdate' });
  });
});

describe('withChange', () => {
  it('applies a change once and answers its resend from the subject it kept, writing nothing', async () => {
    const change = changeOf();
    const first = rename('Primero');
    expect(await withChange(database(), change, first)).toBe('Primero');
    expect(await storedChange(database(), shop.id, change.changeId)).toMatchObject({ subjectId: shop.mechanicIds[0] });
    await database().update(mechanics).set({ name: 'Cambiado' }).where(eq(mechanics.id, shop.mechanicIds[0]!));
    const resend = rename('Primero');
    expect(await withChange(database(), change, resend)).toBe('again: Cambiado');
    expect(resend.applied).toBe(0);
    expect(await mechanicName()).toBe('Cambiado');
  });

  it('refuses an id used by another account or another function, naming changeId', async () => {
    const change = changeOf();
    await withChange(database(), change, rename('Ana'));
    const reused = {
      code: 'invalid-argument',
      details: { fields: [{ field: 'changeId', message: expect.any(String) }], reason: 'change-id-reused' },
    };
    expect(await refusal(withChange(database(), { ...change, userId: luis }, rename('Luis')))).toEqual(reused);
    const fn: ClientChangeFunction = 'repairsUpdateStatus';
    expect(await refusal(withChange(database(), { ...change, fn }, rename('Luis')))).toEqual(reused);
    expect(await mechanicName()).toBe('Ana');
  });

  it('leaves the id free when the write is refused: the claim rolls back with it, and the next send applies', async () => {
    const change = changeOf();
    await withChange(database(), undefined, rename('Antes'));
    expect(await refusal(withChange(database(), change, rename('Rechazado', { fail: true })))).toMatchObject({ code: 'aborted' });
    expect(await mechanicName()).toBe('Antes');
    expect(await storedChange(database(), shop.id, change.changeId)).toBeUndefined();
    expect(await withChange(database(), change, rename('Después'))).toBe('Después');
  });

  it('applies once when two sends of one change run at once: the second waits for the first’s commit and is answered', async () => {
    const change = changeOf();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = rename('A la vez', { before: () => held });
    const second = rename('A la vez');
    const firstRun = withChange(database(), change, first);
    // The first holds its claim, uncommitted, while the second asks for the same id.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const secondRun = withChange(database(), change, second);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await Promise.all([firstRun, secondRun])).toEqual(['A la vez', 'again: A la vez']);
    expect(first.applied + second.applied).toBe(1);
  });

  it('lets the second of two sends at once apply when the first is refused', async () => {
    const change = changeOf();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const firstRun = refusal(withChange(database(), change, rename('Rechazado', { before: () => held, fail: true })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = rename('Aplicado');
    const secondRun = withChange(database(), change, second);
    release();
    expect(await firstRun).toMatchObject({ code: 'aborted' });
    expect(await secondRun).toBe('Aplicado');
    expect(second.applied).toBe(1);
  });

  it('deletes the workshop’s ids older than 30 days at a later claim, and no other workshop’s', async () => {
    const old = changeOf({ now: new Date(NOW.getTime() - 31 * DAY) });
    const recent = changeOf({ now: new Date(NOW.getTime() - 29 * DAY) });
    const elsewhere = changeOf({ workshopId: other.id, now: old.now });
    for (const change of [old, recent, elsewhere]) await withChange(database(), change, rename('Viejo'));
    await withChange(database(), changeOf(), rename('Nuevo'));
    const kept = (await database().select({ changeId: clientChanges.changeId }).from(clientChanges)).map((row) => row.changeId);
    expect(kept).not.toContain(old.changeId);
    expect(kept).toEqual(expect.arrayContaining([recent.changeId, elsewhere.changeId]));
  });

  it('runs the write in a transaction of its own without a change id', async () => {
    expect(await refusal(withChange(database(), undefined, rename('Sin id', { fail: true })))).toMatchObject({ code: 'aborted' });
    expect(await mechanicName()).not.toBe('Sin id');
  });
});
