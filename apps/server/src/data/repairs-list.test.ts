// Repair lists against PostgreSQL (docs/product.md §4 "Ordering"): the SQL order and its keyset cursor
// against the domain's comparators, the counts, and nothing of another workshop.
import {
  sortRepairs,
  summariseRepair,
  ZRepairsListInputSchema,
  type RepairListOrder,
  type TRepair,
  type TRepairsListInput,
  type TRepairsListOutput,
  ZRepairsListOutputSchema,
} from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRepair, insertWorkshop, type WorkshopRows } from '../../test/factories.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { connectDatabase } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { reorderRepairs } from './repairs.ts';
import { backfillRepairColumns } from './repairs-backfill.ts';
import { listRepairs } from './repairs-list.ts';
import { pageStatement } from './repairs-list-page.ts';

const database = useTestDatabase();
const NOW = new Date('2026-11-21T12:00:00.000Z');
const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 10)).toISOString();

let shop: WorkshopRows;
let board: TRepair[];

/** Twelve repairs with ties everywhere a keyset can trip: created in threes, lastUpdate in sixes, two at position 0. */
const POSITIONS = new Map([
  [4, 0],
  [7, 0],
  [9, 1.5],
]);

beforeAll(async () => {
  shop = await insertWorkshop(database());
  const other = await insertWorkshop(database(), { name: 'Otro taller' });
  board = [];
  for (let n = 0; n < 12; n += 1) {
    board.push(
      await insertRepair(database(), shop.id, {
        id: `r-${String(n).padStart(2, '0')}`,
        created: day(Math.floor(n / 3)),
        lastUpdate: day(10 - Math.floor(n / 6)),
        priority: n % 3,
        orderPosition: POSITIONS.get(n) ?? null,
        status: n === 11 ? 'delivered' : n % 2 ? 'inProgress' : 'paused',
        payment: n % 3 === 0 ? 'paid' : 'pending',
        mechanics: n % 4 === 0 ? [shop.mechanicIds[0]!] : [],
        customer: { name: n % 5 === 0 ? 'Pilar' : 'Tomás' },
      }),
    );
  }
  // Another workshop's repairs, at the same dates: never listed, never counted.
  for (let n = 0; n < 3; n += 1)
    await insertRepair(database(), other.id, { created: day(n), status: 'paused', payment: 'paid', customer: { name: 'Pilar' } });
});

/** A page as the client reads it: the answer's bytes parsed against the function's output schema. */
const list = async (input: TRepairsListInput) =>
  ZRepairsListOutputSchema.parse((await listRepairs(database(), shop.id, ZRepairsListInputSchema.parse(input), NOW)).result());

/** Every page of a list, following its cursor. */
async function pageThrough(input: TRepairsListInput, limit: number): Promise<{ ids: string[]; pages: TRepairsListOutput[] }> {
  const pages: TRepairsListOutput[] = [];
  let cursor: string | undefined;
  do {
    const page = await list({ ...input, cursor, limit });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length <= 20);
  return { ids: pages.flatMap((page) => page.repairs.map((repair) => repair.id)), pages };
}

function expected(order: RepairListOrder, keep: (repair: TRepair) => boolean = () => true): string[] {
  return sortRepairs(board.filter(keep), order).map((repair) => repair.id);
}

describe('listRepairs order and cursor (docs/product.md §4)', () => {
  it('lists by orderPosition, then the newest created, page after page, as the domain’s compareForList', async () => {
    const reference = expected('list');
    expect(reference.slice(0, 3)).toEqual(['r-07', 'r-04', 'r-09']);
    for (const limit of [1, 2, 5, 12]) {
      const { ids, pages } = await pageThrough({}, limit);
      expect(ids, `limit ${limit}`).toEqual(reference);
      expect(pages.at(-1)?.nextCursor).toBeNull();
      expect(pages.every((page) => page.total === 12)).toBe(true);
    }
  });

  it('orders a filtered list by priority, then the newest lastUpdate, as the domain’s compareForFilteredList', async () => {
    const active = (repair: TRepair) => repair.status !== 'delivered';
    for (const limit of [1, 2, 4]) {
      expect((await pageThrough({ status: ['paused', 'inProgress'] }, limit)).ids, `limit ${limit}`).toEqual(expected('filtered', active));
      expect((await pageThrough({ search: 'tomas' }, limit)).ids, `limit ${limit}`).toEqual(
        expected('filtered', (repair) => repair.customer.name === 'Tomás'),
      );
    }
  });

  it('answers each repair’s summary as read through the converter', async () => {
    const page = await list({ limit: 12 });
    const byId = new Map(board.map((repair) => [repair.id, summariseRepair(repair, 4)]));
    expect(page.repairs).toEqual(page.repairs.map((repair) => byId.get(repair.id)));
  });

  it('answers a row the start-up backfill has not reached (no list summary yet) from its document, the same (decision 035)', async () => {
    const before = await list({ limit: 12 });
    const unfilled = and(eq(repairs.workshopId, shop.id), sql`${repairs.id} in ('r-03', 'r-04')`);
    await database().update(repairs).set({ listSummary: null }).where(unfilled);
    try {
      expect(await list({ limit: 12 })).toEqual(before);
    } finally {
      expect(await backfillRepairColumns(database(), NOW)).toBe(2);
    }
    expect(await list({ limit: 12 })).toEqual(before);
  });

  it('shows the board’s order set without converting the documents (reorderRepairs), from its column', async () => {
    const before = await list({ limit: 12 });
    const positions = new Map(before.repairs.map((repair) => [repair.id, repair.orderPosition]));
    await reorderRepairs(database(), shop.id, ['r-11', 'r-10']);
    try {
      const after = await list({ limit: 12 });
      const positionOf = (id: string) => after.repairs.find((repair) => repair.id === id)?.orderPosition;
      expect([positionOf('r-11'), positionOf('r-10')]).toEqual([0, 1]);
      // Ahead of every repair without a position, behind none at 0 created later.
      expect(after.repairs.map((repair) => repair.id).slice(0, 4)).toEqual(['r-11', 'r-07', 'r-04', 'r-10']);
    } finally {
      for (const [id, position] of [
        ['r-11', positions.get('r-11')],
        ['r-10', positions.get('r-10')],
      ] as const) {
        await database()
          .update(repairs)
          .set({
            orderPosition: position ?? null,
            doc: sql`jsonb_set(jsonb_set(${repairs.doc}, '{orderPosition}', ${JSON.stringify(position ?? null)}::jsonb), '{state,orderPosition}', ${JSON.stringify(position ?? null)}::jsonb)`,
          })
          .where(and(eq(repairs.workshopId, shop.id), eq(repairs.id, id)));
      }
    }
    expect(await list({ limit: 12 })).toEqual(before);
  });

  it('refuses a cursor of the other order, or one that is no cursor', async () => {
    const first = await list({ limit: 2 });
    await expect(list({ payment: 'paid', cursor: first.nextCursor! })).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { fields: [{ field: 'cursor' }] },
    });
    await expect(list({ cursor: 'garbage' })).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('listRepairs filters and counts', () => {
  it('counts every status with every filter but the status one; the total follows the status filter too', async () => {
    const all = await list({});
    expect(all.counts).toEqual({
      notReviewed: 0,
      postponed: 0,
      managing: 0,
      confirmed: 0,
      workshopEntrance: 0,
      inProgress: 5,
      paused: 6,
      finished: 0,
      delivered: 1,
    });
    const paid = await list({ payment: 'paid' });
    expect(paid).toMatchObject({ total: 4, counts: { paused: 2, inProgress: 2, delivered: 0 } });
    const paidAndPaused = await list({ payment: 'paid', status: 'paused' });
    expect(paidAndPaused.total).toBe(2);
    expect(paidAndPaused.counts).toEqual(paid.counts);
    expect(paidAndPaused.repairs.map((repair) => repair.id).sort()).toEqual(['r-00', 'r-06']);
  });

  it('counts as much on a page with no rows and on a later page, with and without the daily figures', async () => {
    const none = await list({ status: 'managing' });
    expect(none).toMatchObject({ repairs: [], total: 0, nextCursor: null });
    expect(none.counts).toEqual((await list({})).counts);
    const paidNone = await list({ payment: 'paid', status: 'managing' });
    expect(paidNone).toMatchObject({ repairs: [], total: 0 });
    expect(paidNone.counts).toEqual((await list({ payment: 'paid' })).counts);
    // A later page of a timeframe counts as its first one.
    const { pages } = await pageThrough({ from: day(1) }, 4);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page.counts).toEqual(pages[0]!.counts);
  });

  it('filters by mechanic, search and a created range (from inclusive, to exclusive)', async () => {
    expect((await list({ mechanic: shop.mechanicIds[0] })).repairs.map((repair) => repair.id).sort()).toEqual(['r-00', 'r-04', 'r-08']);
    expect((await list({ search: 'pilar' })).total).toBe(3);
    const range = await list({ from: day(1), to: day(3) });
    expect(range.repairs.map((repair) => repair.id).sort()).toEqual(['r-03', 'r-04', 'r-05', 'r-06', 'r-07', 'r-08']);
    expect(range.total).toBe(6);
  });
});

describe('listRepairs statements', () => {
  it('builds a page’s text once per shape, and answers each shape from its own text (decision 042)', async () => {
    // Each case differs from the one before in one thing that changes the text; in the second round every shape's
    // text is kept already, so a shape answered with another's would list the wrong repairs.
    const numberOf = (repair: TRepair) => Number(repair.id.slice(2));
    const cases: [TRepairsListInput, RepairListOrder, (n: number) => boolean][] = [
      [{ status: 'paused' }, 'filtered', (n) => n !== 11 && n % 2 === 0],
      [{ status: ['paused', 'inProgress'] }, 'filtered', (n) => n !== 11],
      [{ search: 'tomas' }, 'filtered', (n) => n % 5 !== 0],
      [{ search: 'tomas pilar' }, 'filtered', () => false],
      [{ payment: 'paid' }, 'filtered', (n) => n % 3 === 0],
      [{ payment: 'paid', mechanic: shop.mechanicIds[0] }, 'filtered', (n) => n % 12 === 0],
      [{ from: day(1) }, 'list', (n) => n >= 3],
      [{ from: day(1), to: day(3) }, 'list', (n) => n >= 3 && n < 9],
      [{ to: day(3) }, 'list', (n) => n < 9],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [input, order, keep] of cases) {
        for (const limit of [2, 3]) {
          expect((await pageThrough(input, limit)).ids, `${JSON.stringify(input)}, limit ${limit}`).toEqual(
            expected(order, (repair) => keep(numberOf(repair))),
          );
        }
      }
    }
    // One shape: one text and name, each call's own values.
    const statementOf = (from: string) => pageStatement(database(), shop.id, { from }, 'list', undefined, 51);
    const [first, second] = [statementOf(day(1)), statementOf(day(2))];
    expect(second.text).toBe(first.text);
    expect(second.name).toBe(first.name);
    expect(second.values).toContainEqual(new Date(day(2)));
    expect(second.values).not.toContainEqual(new Date(day(1)));
    expect(pageStatement(database(), shop.id, { from: day(1) }, 'list', undefined, 50).text).not.toBe(first.text);
  });

  it('runs the board’s page from the plan PostgreSQL made once for it, not a plan made anew each call (decision 042)', async () => {
    // A workshop the size where it matters: with a few rows every plan costs the same, and PostgreSQL keeps any.
    const big = await insertWorkshop(database(), { name: 'Taller grande' });
    await database().execute(sql`
      insert into repairs
      select (jsonb_populate_record(r, jsonb_build_object('workshop_id', ${big.id}::text, 'id', 'bulk-' || n,
        'created', timestamptz '2026-01-01' + n * interval '100 minutes'))).*
      from repairs r, generate_series(1, 6000) n where r.workshop_id = ${shop.id} and r.id = 'r-00'`);
    await database().execute(sql`analyze repairs`);
    // One connection, so every call runs in the session whose prepared statements are read below.
    const { db, close } = connectDatabase(database().$client.options.connectionString!, { max: 1 });
    try {
      for (let n = 0; n < 8; n += 1) {
        const page = await listRepairs(db, big.id, ZRepairsListInputSchema.parse({ from: `2027-01-0${n + 1}T00:00:00.000Z` }), NOW);
        expect(page.result()).toMatchObject({ repairs: expect.arrayContaining([expect.anything()]) });
      }
      const { rows } = await db.$client.query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like '%with "top"%'`,
      );
      // PostgreSQL plans the first five calls for their values, then keeps the generic plan when it costs no more.
      expect(rows).toEqual([{ generic: 3, custom: 5 }]);
    } finally {
      await close();
    }
  });
});
