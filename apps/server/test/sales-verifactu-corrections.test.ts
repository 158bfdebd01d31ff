// docs/verifactu.md §9: a record the AEAT refused is shown with the AEAT's code and words and counted; corrected by a
// new alta of the same invoice (Subsanacion S, RechazoPrevio X) chained after it and accepted; an invoice issued by
// mistake cancelled with a registro de anulación the local service accepts in its chain; who may do either, and never
// on another workshop's document. The installation that refuses is one whose producer NIF is wrong (the AEAT's 1176),
// corrected by the operator on a second instance: what a subsanación can correct.
import type { VerifactuAlta, VerifactuAnulacion } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainOf } from '../src/data/verifactu-records.ts';
import { verifactuLocalAeatRecords } from '../src/db/schema.ts';
import { sealAlta, sealAnulacion } from '../src/verifactu/huella.ts';
import { LOCAL_AEAT_ERRORS } from '../src/verifactu/local-aeat.ts';
import { TestClient } from './http-client.ts';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, seedCatalogue, type Caller, type Workshop } from './workshop-fixture.ts';

/** A producer NIF whose check letter is wrong: the AEAT refuses the records naming it (1176). */
const WRONG_PRODUCER_NIF = 'B12345678';
const OTHER_NIF = 'A39200019';

let wrong: TestServer;
let fixed: TestServer;
let shop: Workshop;
let other: Workshop;
let manager: Caller;

beforeAll(async () => {
  wrong = await startTestServer({ env: { VERIFACTU_PRODUCER_NIF: WRONG_PRODUCER_NIF } });
  fixed = await startTestServer({ sameDatabaseAs: wrong });
  shop = await createWorkshop(wrong);
  other = await createWorkshop(wrong, 'Otro taller');
  manager = await shop.member('manager');
  await shop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
  await seedCatalogue(wrong, shop.id);
  await other.admin.ok('salesTaxSettingsUpdate', { ...SALES_SETTINGS, legalName: 'Ciclos Norte SL', taxId: OTHER_NIF });
});
afterAll(async () => {
  await fixed?.close();
  await wrong?.close();
});

/** A call to the corrected instance, with the caller's token. */
async function onFixed(caller: Caller, name: string, data: unknown) {
  return new TestClient(fixed.url).send(name, data, { token: await caller.token() });
}
const issue = (caller: Caller = shop.admin) =>
  caller.ok('salesInvoicesIssue', { kind: 'simplified', lines: [{ description: 'Parche', quantity: 1, priceCents: 1210 }] });
/** A send from the corrected instance, its clock past the wait the last answer asked for. */
async function sendFromFixed() {
  wrong.clock.advance(61_000);
  fixed.clock.advance(wrong.clock.now().getTime() - fixed.clock.now().getTime());
  return fixed.verifactuSender.tick();
}
const records = () => chainOf(wrong.database.db, shop.id, SALES_SETTINGS.taxId);

describe('a record the AEAT refused', () => {
  it('is shown with the AEAT’s code and words, counted, corrected (Subsanacion S, RechazoPrevio X) and accepted, chained', async () => {
    const document = await issue();
    const early = await shop.admin.send('salesVerifactuResend', { id: document.id });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'This record is waiting for the AEAT’s answer.' });
    await wrong.verifactuSender.tick();
    const refused = (await shop.admin.ok('salesInvoicesGet', { id: document.id })).verifactu!;
    expect(refused).toMatchObject({
      sendState: 'refused',
      answer: { code: 1176, description: LOCAL_AEAT_ERRORS[1176] },
      correction: false,
      annulment: null,
    });
    expect(Date.parse(refused.sentAt!)).toBeLessThanOrEqual(wrong.clock.now().getTime());
    expect(refused.xml).toContain(`<sum1:NIF>${WRONG_PRODUCER_NIF}</sum1:NIF>`);
    expect(await shop.admin.ok('salesVerifactuRefusedCount', null)).toEqual({ refused: 1 });
    expect(await other.admin.ok('salesVerifactuRefusedCount', null)).toEqual({ refused: 0 });

    // The operator corrects the producer's NIF; a manager sends the record again from the corrected instance.
    const resent = await onFixed(manager, 'salesVerifactuResend', { id: document.id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const correction = (resent.body.result as { verifactu: NonNullable<typeof refused> }).verifactu;
    expect(correction).toMatchObject({ sendState: 'pending', correction: true, answer: null, sentAt: null });
    expect(correction.xml).toContain('<sum1:Subsanacion>S</sum1:Subsanacion><sum1:RechazoPrevio>X</sum1:RechazoPrevio>');
    expect(correction.xml).not.toContain(WRONG_PRODUCER_NIF);
    expect(correction.qrUrl).toBe(refused.qrUrl);
    expect(await shop.admin.ok('salesVerifactuRefusedCount', null)).toEqual({ refused: 0 });
    expect(await sendFromFixed()).toMatchObject({ records: { accepted: 1, refused: 0 } });
    expect((await shop.admin.ok('salesInvoicesGet', { id: document.id })).verifactu).toMatchObject({ sendState: 'accepted', answer: null });

    // Both records stay, chained: the correction names the refused one and each huella covers its own fields.
    const [first, second] = await records();
    expect([first!.sendState, second!.sendState]).toEqual(['refused', 'accepted']);
    expect(second!.previousHuella).toBe(first!.huella);
    for (const row of [first!, second!]) {
      const { Huella, ...fields } = row.record as VerifactuAlta;
      expect(sealAlta(fields).Huella).toBe(Huella);
    }
    const held = await wrong.database.db
      .select()
      .from(verifactuLocalAeatRecords)
      .where(and(eq(verifactuLocalAeatRecords.issuerNif, SALES_SETTINGS.taxId), eq(verifactuLocalAeatRecords.operation, 'Alta')));
    expect(held.map((row) => [row.huella, row.state])).toEqual([[second!.huella, 'Correcta']]);

    // The record accepted is not corrected again, and the next invoice chains after the correction.
    const again = await onFixed(shop.admin, 'salesVerifactuResend', { id: document.id });
    expect(again.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'The AEAT accepted this record: nothing to correct.',
    });
    const next = await onFixed(shop.admin, 'salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Cámara', quantity: 1, priceCents: 650 }],
    });
    expect(next.status).toBe(200);
    expect(await sendFromFixed()).toMatchObject({ records: { accepted: 1 } });
  });
});

describe('an invoice issued by mistake', () => {
  it('is cancelled by an admin with a registro de anulación, chained and accepted; once; its number stays used', async () => {
    const document = (
      await onFixed(shop.admin, 'salesInvoicesIssue', {
        kind: 'simplified',
        lines: [{ description: 'Prueba', quantity: 1, priceCents: 100 }],
      })
    ).body.result as { id: string; numberText: string; number: number };
    expect((await onFixed(manager, 'salesVerifactuCancel', { id: document.id, reason: 'Emitida por error' })).status).toBe(403);
    const cancelled = await onFixed(shop.admin, 'salesVerifactuCancel', { id: document.id, reason: '  Emitida por error  ' });
    expect(cancelled.status).toBe(200);
    const view = (cancelled.body.result as { verifactu: { annulment: unknown; sendState: string } }).verifactu;
    expect(view.annulment).toMatchObject({ reason: 'Emitida por error', sendState: 'pending', answer: null });
    expect(await sendFromFixed()).toMatchObject({ records: { accepted: 2, refused: 0 } });
    const read = await shop.admin.ok('salesInvoicesGet', { id: document.id });
    expect(read.verifactu!.annulment).toMatchObject({ sendState: 'accepted' });

    const chain = await records();
    const last = chain.at(-1)!;
    expect(last).toMatchObject({ kind: 'anulacion', documentId: document.id, previousHuella: chain.at(-2)!.huella });
    const { Huella, reason, ...fields } = last.record as VerifactuAnulacion & { reason: string };
    expect(reason).toBe('Emitida por error');
    expect(sealAnulacion(fields).Huella).toBe(Huella);
    expect(last.xml).not.toContain('Emitida por error');

    for (const [name, data] of [
      ['salesVerifactuCancel', { id: document.id, reason: 'Otra vez' }],
      ['salesVerifactuResend', { id: document.id }],
    ] as const) {
      const refused = await onFixed(shop.admin, name, data);
      expect(refused.body.error?.status, name).toBe('FAILED_PRECONDITION');
    }
    // The number stays used: the next document takes the one after it.
    const after = (
      await onFixed(shop.admin, 'salesInvoicesIssue', {
        kind: 'simplified',
        lines: [{ description: 'Parche', quantity: 1, priceCents: 100 }],
      })
    ).body.result as { number: number };
    expect(after.number).toBe(document.number + 1);
  });

  it('is refused when money was taken for it, or it was rectified: the sale took place', async () => {
    const paid = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Parche', quantity: 1, priceCents: 500 }],
      payments: [{ method: 'card', amountCents: 500 }],
    });
    const answer = await shop.admin.send('salesVerifactuCancel', { id: paid.id, reason: 'Emitida por error' });
    expect(answer.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringContaining('Money was taken') });
    const invoice = await issue();
    await shop.admin.ok('salesInvoicesRectify', { mode: 'total', id: invoice.id, reason: 'Devolución' });
    const rectified = await shop.admin.send('salesVerifactuCancel', { id: invoice.id, reason: 'Emitida por error' });
    expect(rectified.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringContaining('rectified') });
  });
});

describe('a cancelled invoice', () => {
  it('is paid and rectified no more, and its repair is invoiced again; a payment beside its cancellation takes turns', async () => {
    const repair = await shop.admin.ok('repairsCreate', {
      customer: { name: 'Marta', phone: '+34 600 111 333' },
      bike: { manufacturer: 'Orbea', model: 'Orca' },
      services: { packs: [{ id: 'pack-basic' }] },
    });
    // One cancels while another pays at once: either the payment lands first (and the cancellation is refused, money
    // having been taken) or the cancellation does (and the payment is refused): never both.
    const sale = await issue();
    const [cancelling, paying] = await Promise.all([
      shop.admin.send('salesVerifactuCancel', { id: sale.id, reason: 'Emitida por error' }),
      shop.admin.send('salesPaymentsRecord', { documentId: sale.id, payments: [{ method: 'card', amountCents: 100 }] }),
    ]);
    expect([cancelling.status, paying.status].sort()).toEqual([200, 400]);

    const invoice = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    await shop.admin.ok('salesVerifactuCancel', { id: invoice.id, reason: 'Emitida por error' });
    const paid = await shop.admin.send('salesPaymentsRecord', { documentId: invoice.id, payments: [{ method: 'card', amountCents: 100 }] });
    expect(paid.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'cancelled' } });
    const rectify = await shop.admin.send('salesInvoicesRectify', { mode: 'total', id: invoice.id, reason: 'Devolución' });
    expect(rectify.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'cancelled' } });
    // The repair is as if never invoiced (what remains is its lines' price), and is charged with a new invoice.
    const balance = await shop.admin.ok('salesPaymentsList', { repairId: repair.id });
    expect(balance).toMatchObject({ documentId: null, remainingCents: invoice.totalCents });
    const again = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    expect(again.totalCents).toBe(invoice.totalCents);
    expect(await shop.admin.ok('salesPaymentsList', { repairId: repair.id })).toMatchObject({
      documentId: again.id,
      remainingCents: invoice.totalCents,
    });
  });
});

describe('another workshop’s document', () => {
  it('is neither corrected nor cancelled (not found), and nothing is written', async () => {
    const document = await issue();
    const before = await records();
    for (const [name, data] of [
      ['salesVerifactuResend', { id: document.id }],
      ['salesVerifactuCancel', { id: document.id, reason: 'Emitida por error' }],
    ] as const) {
      expect((await other.admin.send(name, data)).status, name).toBe(404);
    }
    expect(await records()).toEqual(before);
  });
});
