// docs/product.md §31.3: a bike's history over HTTP — its repairs with their lines, mechanics, dates and photos, what it
// cost per year on the workshop's clock (a delivery at 00:30 on New Year's Day in Madrid is the new year's), its units
// and its open recommendations; the same as a PDF in both languages; every member may read it; another workshop's
// bike is not-found and a bad id or language is invalid-argument naming the field.
import { FUNCTIONS, type TRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBikeHistoryPdf } from '../src/sales-pdf/bike-history-pdf.ts';
import { pdfText } from '../src/sales-pdf/pdf-reading.ts';
import { TINY_PNG } from './isolation-payloads.ts';
import type { TestServer } from './test-server.ts';
import { INTAKE, setWorkshopZone, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;
let bikeId: string;
/** Oldest first: delivered in 2024, delivered at 00:30 on 1 January 2026 in Madrid, still in the workshop. */
let repairs: TRepair[];

async function deliver(repair: TRepair, finished: string, delivered: string) {
  await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'workshopEntrance', date: repair.created });
  await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'finished', date: finished });
  await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered', date: delivered });
}

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
  await setWorkshopZone(server, shop.id, 'Europe/Madrid');
  const [ana, luis] = shop.mechanicIds;
  // 35 € + 2 × 12 € + 6,50 €, by Ana: 65,50 €.
  const first = await shop.admin.ok('repairsCreate', { ...INTAKE, mechanics: [ana!] });
  bikeId = (first.state.bike as { id: string }).id;
  const bike = { customer: { id: first.customer.id! }, bike: { id: bikeId } };
  await deliver(first, '2024-04-10T16:00:00.000Z', '2024-04-11T09:00:00.000Z');
  await shop.admin.ok('repairPhotosAdd', { repairId: first.id, image: TINY_PNG });
  // A fork service, 60 €, by Luis and Ana.
  const second = await shop.admin.ok('repairsCreate', { ...bike, services: { suspensions: [{ id: 's-fork' }] }, mechanics: [luis!, ana!] });
  await deliver(second, '2025-12-30T12:00:00.000Z', '2025-12-31T23:30:00.000Z');
  const fork = await shop.admin.ok('suspensionsCreate', { bikeId, position: 'fork', brand: { value: 'fox', label: 'Fox' }, model: '34' });
  await shop.admin.ok('suspensionServicesRecord', { repairId: second.id, unitId: fork.unit.id, serviceLineId: 's-fork', kind: 'full' });
  // Still in the workshop, its chain change taken off and recommended for another visit.
  const third = await shop.admin.ok('repairsCreate', {
    ...bike,
    services: { packs: [{ id: 'pack-full' }], maintenances: [{ id: 'm-chain' }] },
  });
  await shop.admin.ok('repairsRecommendLine', { id: third.id, lineId: 'maintenances:m-chain', note: 'Cadena al 0,5' });
  repairs = [first, second, third];
});
afterAll(async () => server?.close());

describe('bikesHistory', () => {
  it('lists every repair, newest first, with its lines, mechanics, dates and photos, and what it cost per year', async () => {
    const history = await mechanic.ok('bikesHistory', { id: bikeId });
    FUNCTIONS.bikesHistory.output.parse(history);
    const [third, second, first] = history.repairs;
    expect(history.repairs.map((repair) => repair.id)).toEqual([repairs[2]!.id, repairs[1]!.id, repairs[0]!.id]);
    expect(first).toMatchObject({
      status: 'delivered',
      total: 6_550,
      mechanics: ['Ana'],
      finishedAt: '2024-04-10T16:00:00.000Z',
      deliveredAt: '2024-04-11T09:00:00.000Z',
      customerName: 'Marta Iglesias',
    });
    expect(first!.lines).toEqual([
      { kind: 'packs', title: 'Puesta a punto básica', quantity: 1, price: 3_500 },
      { kind: 'maintenances', title: 'Cambio de cadena', quantity: 2, price: 1_200 },
      { kind: 'stockItems', title: 'Cámara 29"', quantity: 1, price: 650 },
    ]);
    expect(first!.photoIds).toHaveLength(1);
    expect(second).toMatchObject({ mechanics: ['Luis', 'Ana'], deliveredAt: '2025-12-31T23:30:00.000Z', photoIds: [] });
    expect(third).toMatchObject({ status: 'notReviewed', deliveredAt: null, total: 7_900 });
    expect(third!.lines.map((line) => line.title)).toEqual(['Revisión completa']);
    expect(history.totals).toEqual({
      years: [
        { year: 2026, total: 6_000, repairs: 1 },
        { year: 2024, total: 6_550, repairs: 1 },
      ],
      total: 12_550,
    });
    expect(history.suspensions).toHaveLength(1);
    expect(history.suspensions[0]!.services).toEqual([expect.objectContaining({ kind: 'full', repairId: repairs[1]!.id })]);
    expect(history.recommendations).toEqual([expect.objectContaining({ title: 'Cambio de cadena', state: 'open', note: 'Cadena al 0,5' })]);
  });

  it('counts the years on the workshop’s clock: in Lisbon the New Year’s Eve delivery is 2025’s', async () => {
    await setWorkshopZone(server, shop.id, 'Europe/Lisbon');
    try {
      const history = await shop.admin.ok('bikesHistory', { id: bikeId });
      expect(history.totals.years.map((row) => row.year)).toEqual([2025, 2024]);
    } finally {
      await setWorkshopZone(server, shop.id, 'Europe/Madrid');
    }
  });

  it('is an empty history for a bike without repairs', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Nadia' });
    const bike = await shop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Cube', model: 'Stereo' });
    expect(await shop.admin.ok('bikesHistory', { id: bike.id })).toMatchObject({
      repairs: [],
      totals: { years: [], total: 0 },
      suspensions: [],
      recommendations: [],
    });
  });
});

describe('bikesHistoryPdf', () => {
  it('is a PDF named after the bike, in Spanish and in Portuguese, for every member', async () => {
    for (const [language, fileName] of [
      ['es', 'Historial Orbea Orca.pdf'],
      ['pt', 'Histórico Orbea Orca.pdf'],
    ] as const) {
      const answer = await mechanic.ok('bikesHistoryPdf', { id: bikeId, language });
      expect(answer.fileName).toBe(fileName);
      expect(Buffer.from(answer.contentBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('prints what the history holds and none of the owner’s personal data', async () => {
    // The answer's content streams are compressed: the same history and bike drawn uncompressed are read back.
    const [history, page] = await Promise.all([shop.admin.ok('bikesHistory', { id: bikeId }), shop.admin.ok('bikesGet', { id: bikeId })]);
    const pdf = await renderBikeHistoryPdf(
      { bike: page.bike, history, workshop: { name: 'Taller de prueba', currency: 'EUR' } },
      { language: 'es', now: new Date('2026-03-01T10:00:00.000Z'), compress: false },
    );
    const text = pdfText(pdf);
    for (const expected of ['Historial de la bici', 'Orbea Orca', '01/01/2026 · Entregada', 'Mecánicos: Luis, Ana', 'Cambio de cadena']) {
      expect(text, expected).toContain(expected);
    }
    for (const personal of ['Marta', 'Iglesias', '600 111 222']) expect(text, personal).not.toContain(personal);
  });
});

describe('who may read it', () => {
  it('answers not-found for another workshop’s bike, and changes nothing there', async () => {
    for (const name of ['bikesHistory', 'bikesHistoryPdf'] as const) {
      const answer = await other.admin.send(name, { id: bikeId, language: 'es' });
      expect(answer.status, name).toBe(404);
      expect(answer.body.error?.status).toBe('NOT_FOUND');
    }
  });

  it('refuses a missing id or an unknown language as invalid-argument naming the field', async () => {
    const noId = await shop.admin.send('bikesHistory', {});
    expect(noId.status).toBe(400);
    expect(JSON.stringify(noId.body.error)).toContain('"field":"id"');
    const badLanguage = await shop.admin.send('bikesHistoryPdf', { id: bikeId, language: 'fr' });
    expect(badLanguage.status).toBe(400);
    expect(JSON.stringify(badLanguage.body.error)).toContain('"field":"language"');
  });
});
