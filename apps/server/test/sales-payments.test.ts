// docs/product.md §29.5: how a document or a repair is paid. Payments by cash (with the change), card, Bizum, transfer
// or MB WAY, several at once; a deposit on a repair deducted on its invoice; the repair's payment state following its
// money; refunds instead of edits; warranty and sponsorship repairs closed without charging; nothing over what
// remains, also when two instances pay one document at once; another workshop's ids not found.
import type { FunctionInput } from '@rueda/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
  for (const workshop of [shop, other]) await workshop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
});
afterAll(() => server?.close());

/** A counter sale of one line at `priceCents`, VAT included. */
const sale = (priceCents: number) => ({ kind: 'simplified' as const, lines: [{ description: 'Cámara', quantity: 1, priceCents }] });
const pay = (documentId: string, ...payments: FunctionInput<'salesPaymentsRecord'>['payments']) => ({ documentId, payments });
/** INTAKE's lines: 35 € + 2 × 12 € + 6,50 €. */
const INTAKE_TOTAL = 6550;

const fieldsOf = (answer: { body: { error?: { details?: unknown } } }) =>
  ((answer.body.error?.details as { fields?: { field: string }[] } | undefined)?.fields ?? []).map((issue) => issue.field);

describe('payments of a document', () => {
  it('cash with its change, card and Bizum at once; what remains goes down by what they settle', async () => {
    const document = await shop.admin.ok('salesInvoicesIssue', sale(10_000));
    const balance = await shop.admin.ok(
      'salesPaymentsRecord',
      pay(
        document.id,
        { method: 'cash', amountCents: 4250, tenderedCents: 5000 },
        { method: 'card', amountCents: 3000 },
        { method: 'bizum', amountCents: 1200 },
      ),
    );
    expect(balance).toMatchObject({ documentId: document.id, repairId: null, totalCents: 10_000, depositsCents: 0, paymentsCents: 8450 });
    expect(balance.remainingCents).toBe(1550);
    expect(balance.repairPayment).toBeNull();
    expect(balance.payments.map((entry) => [entry.kind, entry.method, entry.amountCents, entry.tenderedCents, entry.changeCents])).toEqual([
      ['payment', 'cash', 4250, 5000, 750],
      ['payment', 'card', 3000, null, 0],
      ['payment', 'bizum', 1200, null, 0],
    ]);
    const last = await shop.admin.ok(
      'salesPaymentsRecord',
      pay(document.id, { method: 'transfer', amountCents: 1000 }, { method: 'mbway', amountCents: 550 }),
    );
    expect(last.remainingCents).toBe(0);
    expect(await shop.admin.ok('salesPaymentsList', { documentId: document.id })).toEqual(last);
  });

  it('refuses an amount of zero or less, cash short of its amount, change on a card, and anything over what remains', async () => {
    const document = await shop.admin.ok('salesInvoicesIssue', sale(2000));
    for (const [payments, field] of [
      [[{ method: 'card', amountCents: 0 }], 'payments.0.amountCents'],
      [[{ method: 'card', amountCents: -100 }], 'payments.0.amountCents'],
      [[{ method: 'cash', amountCents: 1500, tenderedCents: 1000 }], 'payments.0.tenderedCents'],
      [[{ method: 'card', amountCents: 1500, tenderedCents: 2000 }], 'payments.0.tenderedCents'],
      [[{ method: 'card', amountCents: 2001 }], 'payments.0.amountCents'],
      [
        [
          { method: 'card', amountCents: 1500 },
          { method: 'cash', amountCents: 501, tenderedCents: 5000 },
        ],
        'payments.1.amountCents',
      ],
    ] as const) {
      const answer = await shop.admin.send('salesPaymentsRecord', { documentId: document.id, payments });
      expect(answer.status, JSON.stringify(payments)).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
      expect(fieldsOf(answer), JSON.stringify(payments)).toEqual([field]);
    }
    // Cash handed over beyond what remains is change, not a refusal.
    const paid = await shop.admin.ok('salesPaymentsRecord', pay(document.id, { method: 'cash', amountCents: 2000, tenderedCents: 5000 }));
    expect(paid).toMatchObject({ remainingCents: 0, payments: [{ changeCents: 3000 }] });
    const after = await shop.admin.call('salesPaymentsRecord', pay(document.id, { method: 'card', amountCents: 1 }));
    expect(fieldsOf(after)).toEqual(['payments.0.amountCents']);
  });

  it("answers not-found for another workshop's document, repair and payment, and leaves the mechanic out", async () => {
    const theirs = await other.admin.ok('salesInvoicesIssue', sale(1000));
    const theirRepair = await other.admin.ok('repairsCreate', INTAKE);
    const theirDeposit = await other.admin.ok('salesDepositsTake', { repairId: theirRepair.id, method: 'card', amountCents: 500 });
    for (const [name, data] of [
      ['salesPaymentsRecord', pay(theirs.id, { method: 'card', amountCents: 100 })],
      ['salesPaymentsList', { documentId: theirs.id }],
      ['salesPaymentsList', { repairId: theirRepair.id }],
      ['salesDepositsTake', { repairId: theirRepair.id, method: 'card', amountCents: 100 }],
      ['salesRepairsCloseWithoutCharge', { repairId: theirRepair.id, reason: 'warranty' }],
      ['salesPaymentsRefund', { paymentId: theirDeposit.payments[0]!.id, reason: 'Error' }],
    ] as const) {
      const answer = await shop.admin.send(name, data);
      expect(answer.status, name).toBe(404);
    }
    expect((await mechanic.call('salesPaymentsRecord', pay(theirs.id, { method: 'card', amountCents: 100 }))).status).toBe(403);
    expect((await other.admin.ok('salesPaymentsList', { repairId: theirRepair.id })).payments).toHaveLength(1);
  });
});

describe('deposits and the repair’s payment state', () => {
  it('shows a deposit on the repair, deducts it on the invoice and follows the money to paid', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    expect(repair.payment).toBe('pending');
    const deposit = await shop.admin.ok('salesDepositsTake', {
      repairId: repair.id,
      method: 'cash',
      amountCents: 2000,
      tenderedCents: 2000,
    });
    expect(deposit).toMatchObject({
      repairId: repair.id,
      documentId: null,
      totalCents: INTAKE_TOTAL,
      depositsCents: 2000,
      remainingCents: 4550,
    });
    expect(deposit.repairPayment).toBe('partial');
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.payment).toBe('partial');
    const over = await shop.admin.call('salesDepositsTake', { repairId: repair.id, method: 'card', amountCents: 4551 });
    expect(fieldsOf(over)).toEqual(['amountCents']);

    const invoice = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    // The invoice's total stays the lines' total; the deposit comes off what remains.
    expect(invoice.totalCents).toBe(INTAKE_TOTAL);
    const invoiced = await shop.admin.ok('salesPaymentsList', { repairId: repair.id });
    expect(invoiced).toMatchObject({
      documentId: invoice.id,
      totalCents: INTAKE_TOTAL,
      depositsCents: 2000,
      paymentsCents: 0,
      remainingCents: 4550,
    });
    expect(await shop.admin.ok('salesPaymentsList', { documentId: invoice.id })).toEqual(invoiced);
    const late = await shop.admin.call('salesDepositsTake', { repairId: repair.id, method: 'card', amountCents: 100 });
    expect(late.status).toBe(409);
    expect(late.body.error?.details).toMatchObject({ reason: 'repair-invoiced', documentId: invoice.id });

    expect(fieldsOf(await shop.admin.call('salesPaymentsRecord', pay(invoice.id, { method: 'card', amountCents: 4551 })))).toEqual([
      'payments.0.amountCents',
    ]);
    const part = await shop.admin.ok('salesPaymentsRecord', pay(invoice.id, { method: 'card', amountCents: 4000 }));
    expect([part.remainingCents, part.repairPayment]).toEqual([550, 'partial']);
    const paid = await shop.admin.ok('salesPaymentsRecord', pay(invoice.id, { method: 'cash', amountCents: 550, tenderedCents: 1000 }));
    expect([paid.remainingCents, paid.repairPayment]).toEqual([0, 'paid']);
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.payment).toBe('paid');
    expect((await shop.admin.ok('repairsList', { payment: 'paid' })).repairs.map((row) => row.id)).toContain(repair.id);
  });

  it('undoes a mistaken payment by a refund with its reason, never by an edit: once, and never a refund of a refund', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const invoice = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    const paid = await shop.admin.ok('salesPaymentsRecord', pay(invoice.id, { method: 'card', amountCents: INTAKE_TOTAL }));
    expect(paid.repairPayment).toBe('paid');
    const mistaken = paid.payments[0]!;
    expect((await shop.admin.send('salesPaymentsRefund', { paymentId: mistaken.id, reason: ' ' })).status).toBe(400);
    const tooMuch = await shop.admin.call('salesPaymentsRefund', {
      paymentId: mistaken.id,
      amountCents: INTAKE_TOTAL + 1,
      reason: 'Error',
    });
    expect(fieldsOf(tooMuch)).toEqual(['amountCents']);
    const part = await shop.admin.ok('salesPaymentsRefund', { paymentId: mistaken.id, amountCents: 550, reason: 'Cobrado de más' });
    expect([part.remainingCents, part.repairPayment]).toEqual([550, 'partial']);
    const refunded = await shop.admin.ok('salesPaymentsRefund', { paymentId: mistaken.id, reason: 'Tarjeta equivocada' });
    expect([refunded.paymentsCents, refunded.remainingCents, refunded.repairPayment]).toEqual([0, INTAKE_TOTAL, 'pending']);
    const refund = refunded.payments.at(-1)!;
    expect(refund).toMatchObject({
      kind: 'refund',
      method: 'card',
      amountCents: -(INTAKE_TOTAL - 550),
      refundsId: mistaken.id,
      reason: 'Tarjeta equivocada',
    });
    const again = await shop.admin.call('salesPaymentsRefund', { paymentId: mistaken.id, reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.error?.details).toMatchObject({ reason: 'payment-refunded' });
    expect(fieldsOf(await shop.admin.call('salesPaymentsRefund', { paymentId: refund.id, reason: 'x' }))).toEqual(['paymentId']);

    const refusal = async (statement: SQL) => {
      const failure = await server.database.db.execute(statement).then(
        () => null,
        (error: Error) => error,
      );
      return (failure?.cause as Error | undefined)?.message;
    };
    for (const statement of [
      sql`update sales_payments set amount_cents = 1 where id = ${mistaken.id}`,
      sql`delete from sales_payments where id = ${refund.id}`,
    ])
      expect(await refusal(statement)).toMatch(/sales_payments is append-only: (UPDATE|DELETE) refused/);
    expect((await shop.admin.ok('salesPaymentsList', { repairId: repair.id })).payments).toEqual(refunded.payments);
  });

  it('closes a warranty or sponsorship repair without charging: no invoice, a zero entry, its reason as the payment', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const closed = await shop.admin.ok('salesRepairsCloseWithoutCharge', { repairId: repair.id, reason: 'warranty' });
    expect(closed).toMatchObject({ documentId: null, depositsCents: 0, paymentsCents: 0, repairPayment: 'warranty' });
    expect(closed.payments.map((entry) => [entry.kind, entry.method, entry.amountCents, entry.reason])).toEqual([
      ['waiver', null, 0, 'warranty'],
    ]);
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.payment).toBe('warranty');
    expect((await shop.admin.ok('salesInvoicesList', { limit: 200 })).documents.some((document) => document.repairId === repair.id)).toBe(
      false,
    );
    expect(
      (await shop.admin.call('salesRepairsCloseWithoutCharge', { repairId: repair.id, reason: 'sponsorship' })).body.error?.details,
    ).toMatchObject({
      reason: 'repair-closed',
    });

    const sponsored = await shop.admin.ok('repairsCreate', INTAKE);
    await shop.admin.ok('salesDepositsTake', { repairId: sponsored.id, method: 'bizum', amountCents: 1000 });
    const holding = await shop.admin.call('salesRepairsCloseWithoutCharge', { repairId: sponsored.id, reason: 'sponsorship' });
    expect([holding.status, holding.body.error?.details]).toEqual([409, expect.objectContaining({ reason: 'repair-has-payments' })]);
    const deposit = (await shop.admin.ok('salesPaymentsList', { repairId: sponsored.id })).payments[0]!;
    await shop.admin.ok('salesPaymentsRefund', { paymentId: deposit.id, reason: 'Patrocinio' });
    expect((await shop.admin.ok('salesRepairsCloseWithoutCharge', { repairId: sponsored.id, reason: 'sponsorship' })).repairPayment).toBe(
      'sponsorship',
    );

    const invoiced = await shop.admin.ok('repairsCreate', INTAKE);
    await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: invoiced.id });
    const refused = await shop.admin.call('salesRepairsCloseWithoutCharge', { repairId: invoiced.id, reason: 'warranty' });
    expect(refused.body.error?.details).toMatchObject({ reason: 'repair-invoiced' });
  });
});

describe("a workshop's removal", () => {
  it('takes its money and its till with it, which nothing else deletes', async () => {
    const leaving = await createWorkshop(server, 'Taller que se va');
    await seedCatalogue(server, leaving.id);
    const repair = await leaving.admin.ok('repairsCreate', INTAKE);
    await leaving.admin.ok('salesDepositsTake', { repairId: repair.id, method: 'cash', amountCents: 1000, tenderedCents: 2000 });
    await leaving.admin.ok('tillMove', { direction: 'in', amountCents: 500, reason: 'Cambio' });
    const rows = async () =>
      (
        await server.database.db.execute<{
          count: string;
        }>(sql`select (select count(*) from sales_payments where workshop_id = ${leaving.id})
          + (select count(*) from sales_till_moves where workshop_id = ${leaving.id})
          + (select count(*) from sales_till_days where workshop_id = ${leaving.id}) as count`)
      ).rows[0]!.count;
    expect(Number(await rows())).toBe(3);
    await expect(server.database.db.execute(sql`delete from sales_till_days where workshop_id = ${leaving.id}`)).rejects.toThrow();
    await server.database.db.execute(sql`delete from workshops where id = ${leaving.id}`);
    expect(Number(await rows())).toBe(0);
  });
});

describe('paid as it is issued', () => {
  it('records the payments with the invoice, after the deposits, or issues nothing', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    await shop.admin.ok('salesDepositsTake', { repairId: repair.id, method: 'card', amountCents: 2000 });
    const before = (await shop.admin.ok('salesInvoicesList', { limit: 200 })).documents;
    const over = await shop.admin.call('salesInvoicesIssue', {
      kind: 'simplified',
      repairId: repair.id,
      payments: [{ method: 'cash', amountCents: 4551, tenderedCents: 5000 }],
    });
    expect(fieldsOf(over)).toEqual(['payments.0.amountCents']);
    expect((await shop.admin.ok('salesInvoicesList', { limit: 200 })).documents).toEqual(before);
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.payment).toBe('partial');

    const invoice = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      repairId: repair.id,
      payments: [{ method: 'cash', amountCents: 4550, tenderedCents: 5000 }],
    });
    // No number was spent on the refused issue.
    expect(invoice.number).toBe(
      Math.max(0, ...before.filter((document) => document.seriesCode === 'T').map((document) => document.number)) + 1,
    );
    expect(invoice.totalCents).toBe(INTAKE_TOTAL);
    const balance = await shop.admin.ok('salesPaymentsList', { documentId: invoice.id });
    expect(balance).toMatchObject({ depositsCents: 2000, paymentsCents: 4550, remainingCents: 0, repairPayment: 'paid' });
    expect(balance.payments.at(-1)).toMatchObject({ kind: 'payment', documentId: invoice.id, tenderedCents: 5000, changeCents: 450 });
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.payment).toBe('paid');
  });

  it('settles a repair its deposits already cover once it is invoiced, and a counter sale paid at once', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    await shop.admin.ok('salesDepositsTake', { repairId: repair.id, method: 'transfer', amountCents: INTAKE_TOTAL });
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.payment).toBe('partial');
    await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.payment).toBe('paid');

    // A repair marked paid by hand, whose money Rueda never recorded, keeps its state when invoiced.
    const byHand = await shop.admin.ok('repairsCreate', INTAKE);
    await shop.admin.ok('repairsSetPayment', { id: byHand.id, payment: 'paid' });
    await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: byHand.id });
    expect((await shop.admin.ok('repairsGet', { id: byHand.id })).repair.payment).toBe('paid');

    const counter = await shop.admin.ok('salesInvoicesIssue', { ...sale(1500), payments: [{ method: 'mbway', amountCents: 1500 }] });
    expect(await shop.admin.ok('salesPaymentsList', { documentId: counter.id })).toMatchObject({ paymentsCents: 1500, remainingCents: 0 });
  });
});

describe('two instances paying at once', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ sameDatabaseAs: server });
  });
  afterAll(() => second?.close());

  it('never settle more than remains of one document, nor deposit more than a repair charges', async () => {
    const token = await shop.admin.token();
    const through = (instance: TestServer, name: string, data: unknown) =>
      fetch(`${instance.url}/api/functions/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data }),
      }).then((response) => response.status);
    const document = await shop.admin.ok('salesInvoicesIssue', sale(10_000));
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        through(
          index % 2 ? second : server,
          'salesPaymentsRecord',
          pay(document.id, { method: index % 3 ? 'card' : 'cash', amountCents: 700 }),
        ),
      ),
    );
    // 14 × 7 € fit in 100 €; the fifteenth would not.
    expect(statuses.filter((status) => status === 200)).toHaveLength(14);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400)).toBe(true);
    expect((await shop.admin.ok('salesPaymentsList', { documentId: document.id })).remainingCents).toBe(200);

    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const deposits = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        through(index % 2 ? second : server, 'salesDepositsTake', { repairId: repair.id, method: 'card', amountCents: 1000 }),
      ),
    );
    expect(deposits.filter((status) => status === 200)).toHaveLength(6);
    const balance = await shop.admin.ok('salesPaymentsList', { repairId: repair.id });
    expect([balance.depositsCents, balance.remainingCents, balance.repairPayment]).toEqual([6000, 550, 'partial']);
  });
});
