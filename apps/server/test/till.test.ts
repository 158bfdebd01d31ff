// docs/product.md §29.6: the day's till. A day with an opening float, payments by cash (with change), card and Bizum,
// a repair's deposit deducted on its invoice, cash put in and taken out, and a shortfall: its totals per method and
// per VAT rate, the cash expected against the cash counted, who closed it; a closed day is kept as it was closed, is
// never reopened nor closed again, takes no move, and the payments and documents after its close count in the next.
import { dayInZone, instantOfDay, nextDay, type TTillDay } from '@rueda/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import type { TestServer } from './test-server.ts';
import { INTAKE, setWorkshopZone, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

const ZONE = 'Europe/Madrid';
const DAY_MS = 86_400_000;

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;
let today: string;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
  for (const workshop of [shop, other]) {
    await workshop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
    await setWorkshopZone(server, workshop.id, ZONE);
  }
  // The day's work happens around noon in the workshop's zone, however late the suite runs.
  today = dayInZone(server.clock.now().getTime(), ZONE);
  server.clock.advance(instantOfDay(today, ZONE, 12 * 60) - server.clock.now().getTime());
});
afterAll(() => server?.close());

const line = (description: string, priceCents: number, rateBp: number | null = null) => ({ description, quantity: 1, priceCents, rateBp });

/** The day: opened with 100 €, then sales, a deposit, moves, and the close with 1,50 € missing. */
describe("the day's till", () => {
  let open: TTillDay;

  it('starts unopened and empty, and opens once with its float', async () => {
    const before = await shop.admin.ok('tillGet', {});
    expect(before).toMatchObject({ day: today, state: 'unopened', openedAt: null, closedAt: null, methods: [], moves: [] });
    expect(before.cash).toMatchObject({ floatCents: 0, expectedCents: 0, countedCents: null });
    expect(before.issuer).toMatchObject({ legalName: SALES_SETTINGS.legalName, taxId: SALES_SETTINGS.taxId });
    const opened = await shop.admin.ok('tillOpen', { floatCents: 10_000 });
    expect(opened).toMatchObject({ state: 'open', openedBy: { userId: shop.admin.userId, name: 'Staff' }, cash: { floatCents: 10_000 } });
    const again = await shop.admin.call('tillOpen', { floatCents: 5000 });
    expect([again.status, again.body.error?.details]).toEqual([409, { reason: 'till-open' }]);
    expect((await mechanic.call('tillGet', {})).status).toBe(403);
  });

  it('totals the day per method and per rate, and expects float + cash handed over − change + in − out', async () => {
    // 24,20 € at 21 % and 10,40 € at 4 %, paid in cash with 50 € handed over.
    const books = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [line('Cadena', 2420), line('Libro', 1040, 400)],
    });
    const cash = await shop.admin.ok('salesPaymentsRecord', {
      documentId: books.id,
      payments: [{ method: 'cash', amountCents: 3460, tenderedCents: 5000 }],
    });
    expect(cash.payments[0]).toMatchObject({ changeCents: 1540, tillDay: today });
    const service = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', lines: [line('Revisión', 3000)] });
    await shop.admin.ok('salesPaymentsRecord', { documentId: service.id, payments: [{ method: 'card', amountCents: 3000 }] });
    const patch = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', lines: [line('Parche', 1200, 1000)] });
    await shop.admin.ok('salesPaymentsRecord', { documentId: patch.id, payments: [{ method: 'bizum', amountCents: 1200 }] });
    // A repair's 20 € deposit in cash, then its invoice of 65,50 € with the rest by card.
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    await shop.admin.ok('salesDepositsTake', { repairId: repair.id, method: 'cash', amountCents: 2000, tenderedCents: 2000 });
    const invoice = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    const rest = await shop.admin.ok('salesPaymentsRecord', { documentId: invoice.id, payments: [{ method: 'card', amountCents: 4550 }] });
    expect([rest.totalCents, rest.depositsCents, rest.remainingCents, rest.repairPayment]).toEqual([6550, 2000, 0, 'paid']);
    await shop.admin.ok('tillMove', { direction: 'in', amountCents: 1000, reason: 'Cambio del banco' });
    const moved = await shop.admin.ok('tillMove', { direction: 'out', amountCents: 300, reason: 'Sellos' });
    expect(moved.moves.map((move) => [move.direction, move.amountCents, move.reason, move.recordedBy.name])).toEqual([
      ['in', 1000, 'Cambio del banco', 'Staff'],
      ['out', 300, 'Sellos', 'Staff'],
    ]);

    open = await shop.admin.ok('tillGet', { day: today });
    expect(open.state).toBe('open');
    expect(open.methods).toEqual([
      { method: 'cash', count: 2, paymentsCents: 3460, depositsCents: 2000, refundsCents: 0, netCents: 5460 },
      { method: 'card', count: 2, paymentsCents: 7550, depositsCents: 0, refundsCents: 0, netCents: 7550 },
      { method: 'bizum', count: 1, paymentsCents: 1200, depositsCents: 0, refundsCents: 0, netCents: 1200 },
    ]);
    // Each document's base per rate (docs/product.md §29.2), added up: 24,20 + 30 + 65,50 € at 21 %, 12 € at 10 %, 10,40 € at 4 %.
    expect(open.documents).toEqual({
      count: 4,
      series: [{ seriesCode: 'T', count: 4, firstNumberText: books.numberText, lastNumberText: invoice.numberText, totalCents: 14_210 }],
      byRate: [
        { rateBp: 2100, grossCents: 11_970, baseCents: 2000 + 2479 + 5413, taxCents: 420 + 521 + 1137 },
        { rateBp: 1000, grossCents: 1200, baseCents: 1091, taxCents: 109 },
        { rateBp: 400, grossCents: 1040, baseCents: 1000, taxCents: 40 },
      ],
      totalCents: 14_210,
      baseCents: 11_983,
      taxCents: 2227,
    });
    // 100 + (50 + 20) − 15,40 + 10 − 3 = 161,60 €
    expect(open.cash).toEqual({
      floatCents: 10_000,
      tenderedCents: 7000,
      changeCents: 1540,
      refundsCents: 0,
      inCents: 1000,
      outCents: 300,
      expectedCents: 16_160,
      countedCents: null,
      differenceCents: null,
    });
  });

  it('closes with the cash counted and the difference, by whom, and is never closed again nor moved', async () => {
    expect(
      await shop.admin.call('tillClose', { day: nextDay(today), countedCents: 0 }).then((answer) => answer.body.error?.details),
    ).toMatchObject({
      fields: [{ field: 'day' }],
    });
    const closed = await shop.admin.ok('tillClose', { countedCents: 16_010 });
    expect(closed).toMatchObject({
      day: today,
      state: 'closed',
      closedBy: { userId: shop.admin.userId, name: 'Staff' },
      cash: { ...open.cash, countedCents: 16_010, differenceCents: -150 },
      documents: open.documents,
      methods: open.methods,
    });
    expect(await shop.admin.ok('tillGet', {})).toEqual(closed);
    for (const [name, data] of [
      ['tillClose', { countedCents: 16_160 }],
      ['tillMove', { day: today, direction: 'out', amountCents: 100, reason: 'Tarde' }],
      ['tillOpen', { day: today, floatCents: 100 }],
    ] as const) {
      const answer = await shop.admin.send(name, data);
      expect([answer.status, answer.body.error?.details], name).toEqual([409, { reason: 'till-closed' }]);
    }
    const refusal = async (statement: SQL) => {
      const failure = await server.database.db.execute(statement).then(
        () => null,
        (error: Error) => error,
      );
      return (failure?.cause as Error | undefined)?.message;
    };
    expect(await refusal(sql`update sales_till_days set counted_cents = 16160 where workshop_id = ${shop.id} and day = ${today}`)).toMatch(
      /a closed day is kept/,
    );
    expect(await refusal(sql`update sales_till_days set closed_at = null where workshop_id = ${shop.id} and day = ${today}`)).toMatch(
      /a closed day is kept/,
    );
    expect(await refusal(sql`delete from sales_till_moves where workshop_id = ${shop.id}`)).toMatch(/sales_till_moves is append-only/);
    expect(await refusal(sql`delete from sales_till_documents where workshop_id = ${shop.id}`)).toMatch(
      /sales_till_documents is append-only/,
    );
    expect(await shop.admin.ok('tillGet', { day: today })).toEqual(closed);
  });

  it("counts what comes after the close in the next day's till, and keeps the closed day's report as it was", async () => {
    const closed = await shop.admin.ok('tillGet', { day: today });
    const late = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', lines: [line('Parche', 500)] });
    expect(late.issueDay).toBe(today);
    const paid = await shop.admin.ok('salesPaymentsRecord', { documentId: late.id, payments: [{ method: 'cash', amountCents: 500 }] });
    const tomorrow = nextDay(today);
    expect(paid.payments[0]!.tillDay).toBe(tomorrow);
    await shop.admin.ok('tillMove', { day: tomorrow, direction: 'in', amountCents: 2000, reason: 'Cambio' });
    expect(await shop.admin.ok('tillGet', { day: today })).toEqual(closed);
    const next = await shop.admin.ok('tillGet', { day: tomorrow });
    expect(next).toMatchObject({
      state: 'unopened',
      documents: { count: 1, totalCents: 500 },
      cash: { tenderedCents: 500, inCents: 2000, expectedCents: 2500 },
    });

    server.clock.advance(DAY_MS);
    const nextClosed = await shop.admin.ok('tillClose', { countedCents: 2500 });
    expect(nextClosed).toMatchObject({ day: tomorrow, state: 'closed', documents: { count: 1 }, cash: { differenceCents: 0 } });
    expect((await shop.admin.ok('tillGet', { day: today })).documents).toEqual(closed.documents);
  });

  it("keeps another workshop's till apart", async () => {
    const theirs = await other.admin.ok('tillGet', { day: today });
    expect(theirs).toMatchObject({ state: 'unopened', documents: { count: 0 }, methods: [], moves: [], cash: { expectedCents: 0 } });
  });
});
