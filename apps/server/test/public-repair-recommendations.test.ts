// docs/product.md §31.1: the customer's repair link lists the bike's open recommendations from its other repairs,
// "Recomendado para tu próxima visita": the title, the quantity, the price of one then and the day it was recommended
// on the workshop's clock, and nothing else of them (no note, no id, nobody). A dismissed one is not listed, nor the
// link's own repair's; the answer through the link and the page the server renders carry the same.
import { repairBikeId, type FunctionInput, type TPublicRepair, type TRecommendation, type TRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuedaApp } from '../src/app.ts';
import { TestClient } from './http-client.ts';
import { tokenOf } from './online-booking-fixture.ts';
import { startPagesApp, type PagesApp } from './pages-app.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, setWorkshopZone, type Caller, type Workshop } from './workshop-fixture.ts';

const AUTH_SECRET = 'r'.repeat(40);
const NOTE = 'Cubierta al 30 %';
const DISMISSED_NOTE = 'Revisar el juego de dirección';
/** UTC+14: an instant at noon in UTC is already the next day on the workshop's clock. */
const ZONE = 'Pacific/Kiritimati';

/** A render module with the web's face (apps/web/src/public/render.tsx) that only carries its data (customer-pages.test.ts). */
const RENDERER = `
const json = (value) => JSON.stringify(value).replace(/[<>&\\u2028\\u2029]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
export const PAGE_STYLE = '';
export const PAGE_STYLE_ID = 'rueda-page-style';
export const PAGE_DATA_ID = 'rueda-page-data';
export const pickLanguage = () => 'es';
const page = (data) => ({ lang: data.language, title: 'Rueda', markup: '<h1>' + data.state.kind + '</h1>', data: json(data) });
export const renderRepairLinkPage = page;
export const renderBookingPage = page;
`;

let server: TestServer;
let shop: Workshop;
let mechanic: Caller;
let pages: RuedaApp;
let pagesApp: PagesApp | undefined;
let next = 0;

/** The customer, from an address of their own (behind the trusted loopback proxy), so the per-address limits stay apart. */
function customer() {
  const client = new TestClient(server.url);
  const headers = { 'x-forwarded-for': `198.51.100.${(next += 1)}` };
  return {
    get: async (token: string) => {
      const answer = await client.call('publicRepairGet', { token }, { headers });
      expect(answer.status).toBe(200);
      return answer.body.result!;
    },
    respond: async (data: FunctionInput<'publicRepairRespond'>) => {
      const answer = await client.call('publicRepairRespond', data, { headers });
      expect(answer.status).toBe(200);
      return answer.body.result!;
    },
  };
}

async function tokenOfRepair(repair: TRepair): Promise<string> {
  return tokenOf((await shop.admin.ok('repairLinkGet', { repairId: repair.id }))!.url);
}

/** The repair link's page as the server sends it, and the data it carries for the client. */
async function pageOf(token: string): Promise<{ html: string; repair: TPublicRepair }> {
  const answer = await pages.app.inject({
    method: 'GET',
    url: `/r/${token}`,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': `203.0.113.${(next += 1)}` },
  });
  expect(answer.statusCode).toBe(200);
  const json = /<script type="application\/json" id="rueda-page-data">([^<]*)<\/script>/.exec(answer.body)?.[1];
  return { html: answer.body, repair: (JSON.parse(json!) as { state: { repair: TPublicRepair } }).state.repair };
}

/** A repair's history on its bike: the tube recommended with a note, the pack too and then dismissed, the chain declined. */
let first: TRepair;
let visit: TRepair;
let kept: TRecommendation[];

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET } });
  shop = await createWorkshop(server);
  await seedCatalogue(server, shop.id);
  await setWorkshopZone(server, shop.id, ZONE);
  mechanic = await shop.member('mechanic');

  first = await shop.admin.ok('repairsCreate', INTAKE);
  await mechanic.ok('repairsRecommendLine', { id: first.id, lineId: 'stockItems:st-tube', note: NOTE });
  await mechanic.ok('repairsRecommendLine', { id: first.id, lineId: 'packs:pack-basic', note: DISMISSED_NOTE });
  await customer().respond({ token: await tokenOfRepair(first), decision: 'declined' });
  const bikeId = repairBikeId(first)!;
  kept = await mechanic.ok('recommendationsList', { bikeId });
  const byLine = (lineId: string) => kept.find((item) => item.lineId === lineId)!;
  expect(kept.map((item) => item.lineId).sort()).toEqual(['maintenances:m-chain', 'packs:pack-basic', 'stockItems:st-tube']);
  await mechanic.ok('recommendationsDismiss', { id: byLine('packs:pack-basic').id, reason: 'La hizo en casa' });
  // Their days: noon in UTC, the next day on the workshop's clock.
  const made = async (lineId: string, at: string) =>
    server.database.pool.query('update bike_recommendations set created = $1 where id = $2', [new Date(at), byLine(lineId).id]);
  await made('maintenances:m-chain', '2026-11-20T12:00:00.000Z');
  await made('stockItems:st-tube', '2026-10-05T12:00:00.000Z');
  visit = await shop.admin.ok('repairsCreate', { customer: { id: first.customer.id! }, bike: { id: bikeId } });

  const template = '<!doctype html><html lang="es"><head><title>Rueda</title></head><body><div id="root"></div></body></html>';
  const html = { 'index.html': template, 'repair-link.html': template, 'book.html': template };
  pagesApp = await startPagesApp(server, { name: 'recommended', authSecret: AUTH_SECRET, html, renderer: RENDERER });
  pages = pagesApp.pages;
});
afterAll(async () => {
  await pagesApp?.close();
  await server?.close();
});

/** What the next visit's link lists: the open ones of the first repair, newest first. */
const LISTED = [
  { title: 'Cambio de cadena', quantity: 2, price: 1200, recommendedDay: '2026-11-21' },
  { title: 'Cámara 29"', quantity: 1, price: 650, recommendedDay: '2026-10-06' },
];

/** Nothing of the recommendations but what is listed: no note, no reason, no id, no member, no other repair. */
function expectNothingElse(shown: unknown) {
  const text = JSON.stringify(shown);
  for (const secret of [
    NOTE,
    DISMISSED_NOTE,
    'La hizo en casa',
    'Puesta a punto',
    'notDone',
    first.id,
    repairBikeId(first)!,
    mechanic.userId,
    ...kept.map((item) => item.id),
  ])
    expect(text, secret).not.toContain(secret);
}

describe('the repair link of the bike’s next visit', () => {
  it('lists the earlier repair’s open recommendations: title, quantity, price of one then and day; not the dismissed one', async () => {
    const shown = await customer().get(await tokenOfRepair(visit));
    expect(shown.recommendations).toEqual(LISTED);
    expectNothingElse(shown);
  });

  it('lists them in the answer through the link too, which adds none of its own', async () => {
    const answered = await customer().respond({ token: await tokenOfRepair(visit), decision: 'approved' });
    expect(answered.response?.decision).toBe('approved');
    expect(answered.recommendations).toEqual(LISTED);
    expectNothingElse(answered);
  });

  it('carries them in the page the server renders', async () => {
    const { html, repair } = await pageOf(await tokenOfRepair(visit));
    expect(repair.recommendations).toEqual(LISTED);
    expectNothingElse(html);
  });
});

describe('the repair link of the repair they came from', () => {
  it('lists none of them, through the function and in the page', async () => {
    const token = await tokenOfRepair(first);
    expect((await customer().get(token)).recommendations).toEqual([]);
    expect((await pageOf(token)).repair.recommendations).toEqual([]);
  });
});
