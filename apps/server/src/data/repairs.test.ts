// The repairs data layer against PostgreSQL: what it owns beyond the domain's rules — workshop
// scoping, locking and stale saves, one transaction per write, positions and deletes.
import {
  FunctionError,
  ZRepairsCreateInputSchema,
  ZRepairsUpdateInputSchema,
  type TRepairsCreateInput,
  type TRepairsUpdateInput,
} from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRepair, insertWorkshop, type WorkshopRows } from '../../test/factories.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { customers, repairs } from '../db/schema.ts';
import {
  columnsOf,
  deleteRepair,
  getRepair,
  readRow,
  reorderRepairs,
  setRepairPayment,
  updateRepairStatus,
  type Writer,
} from './repairs.ts';
import { createRepair, updateRepair } from '../services/repair-writes.ts';

const database = useTestDatabase();
const NOW = new Date('2026-11-21T12:00:00.000Z');

let shop: WorkshopRows;
let other: WorkshopRows;

beforeAll(async () => {
  shop = await insertWorkshop(database());
  other = await insertWorkshop(database(), {
    name: 'Otro taller',
    packs: [{ id: 'pack-other', title: 'Solo del otro taller', price: 100 }],
  });
});

function writer(workshopId: string, mayPrice = true): Writer {
  return { workshopId, mayPrice, now: NOW };
}

const create = (workshopId: string, input: TRepairsCreateInput, mayPrice = true) =>
  createRepair(database(), writer(workshopId, mayPrice), ZRepairsCreateInputSchema.parse(input));
const update = (workshopId: string, input: TRepairsUpdateInput) =>
  updateRepair(database(), writer(workshopId), ZRepairsUpdateInputSchema.parse(input));

async function rowOf(workshopId: string, id: string) {
  const [row] = await database()
    .select()
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, id)));
  return row;
}

async function customerCount(workshopId: string): Promise<number> {
  return (await database().select({ id: customers.id }).from(customers).where(eq(customers.workshopId, workshopId))).length;
}

/** Waits until `count` of this database's sessions wait for a lock. */
async function waitForLockWaiters(count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const result = await database().execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (result.rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} sessions waited for a lock`);
}

/** The FunctionError a call fails with. */
async function failureOf(promise: Promise<unknown>): Promise<FunctionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FunctionError)) throw new Error(`expected a FunctionError, got ${String(error)}`);
  return error;
}

describe('reading', () => {
  it('reads a repair back as it was stored, with its stored version and document', async () => {
    const repair = await insertRepair(database(), shop.id, { status: 'inProgress', payment: 'paid' });
    const got = await getRepair(database(), shop.id, repair.id, NOW);
    expect(got.repair).toEqual(repair);
    expect(got.storedVersion).toBe(4);
    expect(got.stored).toEqual(repair);
  });
});

describe('workshop scoping', () => {
  it('answers not-found for another workshop’s repair, whatever the operation, and changes nothing there', async () => {
    const theirs = await insertRepair(database(), other.id);
    const before = await rowOf(other.id, theirs.id);
    const attempts = [
      () => getRepair(database(), shop.id, theirs.id, NOW),
      () => update(shop.id, { id: theirs.id, expectedLastUpdate: theirs.lastUpdate, changes: { technicalNotes: 'x' } }),
      () => updateRepairStatus(database(), writer(shop.id), { id: theirs.id, status: 'delivered' }),
      () => setRepairPayment(database(), writer(shop.id), { id: theirs.id, payment: 'paid' }),
      () => reorderRepairs(database(), shop.id, [theirs.id]),
      () => deleteRepair(database(), shop.id, theirs.id, NOW),
    ];
    for (const attempt of attempts) expect((await failureOf(attempt())).code).toBe('not-found');
    expect(await rowOf(other.id, theirs.id)).toEqual(before);
  });

  it('prices only from the workshop’s own catalogue and assigns only its own mechanics', async () => {
    const base = { customer: { name: 'Ana' }, bike: {} };
    const foreignPack = await failureOf(create(shop.id, { ...base, services: { packs: [{ id: 'pack-other' }] } }));
    expect(foreignPack.details).toEqual({ fields: [{ field: 'services.packs.0.id', message: expect.any(String) }] });
    const foreignMechanic = await failureOf(create(shop.id, { ...base, mechanics: [shop.mechanicIds[0]!, other.mechanicIds[0]!] }));
    expect(foreignMechanic.details).toEqual({ fields: [{ field: 'mechanics.1', message: expect.any(String) }] });
    expect((await create(other.id, { ...base, services: { packs: [{ id: 'pack-other' }] } })).totalPrice).toBe(100);
  });
});

describe('createRepair', () => {
  it('stores the new repair with its indexed columns, and its new customer', async () => {
    const before = await customerCount(shop.id);
    const repair = await create(shop.id, {
      customer: { name: 'Begoña', surname: 'Ruiz', phone: '699 88 77 66' },
      bike: { manufacturer: 'Giant', model: 'TCR' },
      services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }] },
      mechanics: [shop.mechanicIds[1]!],
      priority: 2,
    });
    expect(repair).toMatchObject({ totalPrice: 3500 + 2 * 1200, created: NOW.toISOString(), mechanics: [shop.mechanicIds[1]] });
    expect(repair.state.controlSheets).toHaveLength(1);
    const row = await rowOf(shop.id, repair.id);
    expect(row).toMatchObject({ storedVersion: 4, ...columnsOf(repair) });
    expect(row!.searchText).toContain('begona');
    expect(readRow(row!, NOW)).toEqual(repair);
    expect(await customerCount(shop.id)).toBe(before + 1);
  });

  it('writes nothing when the intake is refused after its new customer was made (one transaction)', async () => {
    const before = await customerCount(shop.id);
    const refused = await failureOf(
      create(shop.id, { customer: { name: 'Nadie' }, bike: { manufacturer: 'BH' }, services: { maintenances: [{ id: 'm-nope' }] } }),
    );
    expect(refused.code).toBe('invalid-argument');
    expect(await customerCount(shop.id)).toBe(before);
  });

  it('refuses a payment from a role without repairs.pricing before writing anything', async () => {
    const before = await customerCount(shop.id);
    expect((await failureOf(create(shop.id, { customer: { name: 'Ana' }, bike: {}, payment: 'paid' }, false))).code).toBe(
      'permission-denied',
    );
    expect(await customerCount(shop.id)).toBe(before);
  });
});

describe('saving over a stored repair (docs/product.md §4 concurrency)', () => {
  it('refuses a save based on an older version with aborted, and writes nothing', async () => {
    const repair = await insertRepair(database(), shop.id, { lastUpdate: '2026-11-10T08:00:00.000Z' });
    const before = await rowOf(shop.id, repair.id);
    const stale = '2026-11-09T08:00:00.000Z';
    const attempts = [
      () => update(shop.id, { id: repair.id, expectedLastUpdate: stale, changes: { technicalNotes: 'x' } }),
      () => updateRepairStatus(database(), writer(shop.id), { id: repair.id, status: 'finished', expectedLastUpdate: stale }),
      () => setRepairPayment(database(), writer(shop.id), { id: repair.id, payment: 'paid', expectedLastUpdate: stale }),
    ];
    for (const attempt of attempts) {
      const error = await failureOf(attempt());
      expect(error.code).toBe('aborted');
      expect(error.details).toEqual({ reason: 'stale', lastUpdate: repair.lastUpdate });
    }
    expect(await rowOf(shop.id, repair.id)).toEqual(before);
  });

  it('locks the repair while it saves: of two saves of the same version, the later one is refused', async () => {
    const repair = await insertRepair(database(), shop.id);
    // A transaction holds the row while both saves start, so both are under way before either writes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = database().transaction(async (tx) => {
      await tx
        .select({ id: repairs.id })
        .from(repairs)
        .where(and(eq(repairs.workshopId, shop.id), eq(repairs.id, repair.id)))
        .for('update');
      await held;
    });
    const saves = Promise.allSettled(
      ['A', 'B'].map((note) =>
        update(shop.id, { id: repair.id, expectedLastUpdate: repair.lastUpdate, changes: { technicalNotes: note } }),
      ),
    );
    await waitForLockWaiters(2);
    release();
    await holder;
    const results = await saves;
    const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as FunctionError] : []));
    expect(saved).toHaveLength(1);
    expect(refused.map((error) => error.code)).toEqual(['aborted']);
    expect(refused[0]!.details).toEqual({ reason: 'stale', lastUpdate: saved[0]!.lastUpdate });
    expect((await getRepair(database(), shop.id, repair.id, NOW)).repair.technicalNotes).toBe(saved[0]!.technicalNotes);
  });

  it('writes nothing when a change is refused after others were applied', async () => {
    const repair = await insertRepair(database(), shop.id);
    const before = await rowOf(shop.id, repair.id);
    const refused = await failureOf(
      update(shop.id, { id: repair.id, expectedLastUpdate: repair.lastUpdate, changes: { technicalNotes: 'x', mechanics: ['nobody'] } }),
    );
    expect(refused.details).toEqual({ fields: [{ field: 'mechanics.0', message: expect.any(String) }] });
    expect(await rowOf(shop.id, repair.id)).toEqual(before);
  });

  it('stores version 4 with the columns of what it saved', async () => {
    const repair = await insertRepair(database(), shop.id, { customer: { name: 'Pilar' } });
    const updated = await update(shop.id, {
      id: repair.id,
      expectedLastUpdate: repair.lastUpdate,
      changes: { customer: { name: 'Rosa', surname: 'Vidal' }, mechanics: shop.mechanicIds, priority: 4 },
    });
    const status = await updateRepairStatus(database(), writer(shop.id), {
      id: repair.id,
      status: 'inProgress',
      expectedLastUpdate: updated.lastUpdate,
    });
    const paid = await setRepairPayment(database(), writer(shop.id), {
      id: repair.id,
      payment: 'paid',
      expectedLastUpdate: status.lastUpdate,
    });
    const row = await rowOf(shop.id, repair.id);
    expect(row).toMatchObject({
      storedVersion: 4,
      status: 'inProgress',
      payment: 'paid',
      priority: 4,
      mechanicIds: shop.mechanicIds,
      lastUpdate: new Date(paid.lastUpdate),
    });
    expect(row!.searchText).toContain('rosa vidal');
    expect(row!.searchText).not.toContain('pilar');
    expect(readRow(row!, NOW)).toEqual(paid);
  });
});

describe('reorderRepairs', () => {
  it('gives the repairs positions 0, 1, 2… in the order given, in the column and the document, keeping lastUpdate', async () => {
    const [a, b, c, untouched] = await Promise.all([1, 2, 3, 4].map(() => insertRepair(database(), shop.id, { orderPosition: 9 })));
    expect(await reorderRepairs(database(), shop.id, [c!.id, a!.id, b!.id])).toBe(3);
    for (const [repair, position] of [
      [c!, 0],
      [a!, 1],
      [b!, 2],
      [untouched!, 9],
    ] as const) {
      const row = await rowOf(shop.id, repair.id);
      expect(row?.orderPosition, repair.id).toBe(position);
      const read = readRow(row!, NOW);
      expect(read).toMatchObject({ orderPosition: position, lastUpdate: repair.lastUpdate, state: { orderPosition: position } });
    }
  });

  it('moves none when one of them is missing or another workshop’s', async () => {
    const [a, b] = await Promise.all([
      insertRepair(database(), shop.id, { orderPosition: 5 }),
      insertRepair(database(), shop.id, { orderPosition: 6 }),
    ]);
    const theirs = await insertRepair(database(), other.id, { orderPosition: 7 });
    for (const ids of [
      [b!.id, a!.id, 'missing'],
      [b!.id, theirs.id, a!.id],
    ]) {
      expect((await failureOf(reorderRepairs(database(), shop.id, ids))).code).toBe('not-found');
    }
    expect((await rowOf(shop.id, a!.id))?.orderPosition).toBe(5);
    expect((await rowOf(shop.id, b!.id))?.orderPosition).toBe(6);
    expect((await rowOf(other.id, theirs.id))?.orderPosition).toBe(7);
  });
});

describe('deleteRepair', () => {
  it('deletes that repair only, once', async () => {
    const [gone, kept] = await Promise.all([insertRepair(database(), shop.id), insertRepair(database(), shop.id)]);
    await deleteRepair(database(), shop.id, gone!.id, NOW);
    expect(await rowOf(shop.id, gone!.id)).toBeUndefined();
    expect(await rowOf(shop.id, kept!.id)).toBeDefined();
    expect((await failureOf(deleteRepair(database(), shop.id, gone!.id, NOW))).code).toBe('not-found');
  });
});
