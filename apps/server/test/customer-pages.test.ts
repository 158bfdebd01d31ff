// docs/decisions/067: the customers' pages answer with their content. `/r/<token>` and `/book/<slug>` are read from
// the public functions' services, counted on their per-address buckets, and rendered into the built page by the web
// build's render module (here a stand-in with the same face, written beside a built page's template: the real one is
// the web's, tested there and in the browser journeys). A token or slug that is not live answers 404 with one body
// whatever the reason; past the limit, 429; the logo under the page's address reveals nothing more.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuedaApp } from '../src/app.ts';
import { TestClient } from './http-client.ts';
import { publishBookingPage, tokenOf } from './online-booking-fixture.ts';
import { startPagesApp, type PagesApp } from './pages-app.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, type Workshop } from './workshop-fixture.ts';

const READS = 6;
const AUTH_SECRET = 'c'.repeat(40);
const SLUG = 'taller-paginas';
/** A hostile workshop name: it must reach the page escaped, and a `$&` in it must stay as it is. */
const HOSTILE_NAME = 'Taller </script><script>alert(1)</script> $& "Co"';

/** The built page's template, as Vite writes it: the root empty, the script and its preloads in the head. */
const TEMPLATE = (entry: string) =>
  `<!doctype html><html lang="es"><head><title>Rueda</title><script type="module" src="/assets/${entry}.js"></script></head><body><div id="root"></div></body></html>`;

/** A render module with the web's face (apps/web/src/public/render.tsx), which echoes what it is given. */
const RENDERER = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const json = (value) => JSON.stringify(value).replace(/[<>&\\u2028\\u2029]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
export const PAGE_STYLE = '.rp-card{}';
export const PAGE_STYLE_ID = 'rueda-page-style';
export const PAGE_DATA_ID = 'rueda-page-data';
export const pickLanguage = (cookie, accept) => /rueda-page-language=(es|pt)/.exec(cookie ?? '')?.[1] ?? (/^pt/.test(accept ?? '') ? 'pt' : 'es');
const page = (data, name, what) => ({ lang: data.language, title: escape(name ?? 'Rueda'), markup: '<h1>' + escape(name ?? data.state.kind) + '</h1><p>' + escape(what) + '</p>' + (data.logoUrl ? '<img src="' + escape(data.logoUrl) + '">' : ''), data: json(data) });
export const renderRepairLinkPage = (data) => page(data, data.state.repair?.workshop.name, data.state.repair?.status ?? data.state.isTooMany ?? '');
export const renderBookingPage = (data) => page(data, data.state.options?.workshop.name, data.state.options?.services.length ?? data.state.isTooMany ?? '');
`;

let server: TestServer;
let shop: Workshop;
let pages: RuedaApp;
let pagesApp: PagesApp | undefined;
let token: string;
let next = 0;

/** A GET of the pages' app from an address of its own (behind the trusted loopback proxy), or the one given. */
async function get(
  url: string,
  { address = `203.0.113.${(next += 1)}`, headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) {
  return pages.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address, ...headers } });
}

/** The data the page carries for the client. */
function dataOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="rueda-page-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page data').toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET } });
  shop = await createWorkshop(server, HOSTILE_NAME);
  await seedCatalogue(server, shop.id);
  const repair = await shop.admin.ok('repairsCreate', INTAKE);
  token = tokenOf((await shop.admin.ok('repairLinkGet', { repairId: repair.id }))!.url);
  await publishBookingPage(shop, SLUG);
  pagesApp = await startPagesApp(server, {
    name: 'pages',
    authSecret: AUTH_SECRET,
    html: { 'index.html': TEMPLATE('main'), 'repair-link.html': TEMPLATE('repairLink'), 'book.html': TEMPLATE('booking') },
    renderer: RENDERER,
    env: { PUBLIC_REPAIR_READS_PER_HOUR_PER_IP: String(READS), PUBLIC_BOOKING_READS_PER_HOUR_PER_IP: String(READS) },
  });
  pages = pagesApp.pages;
});
afterAll(async () => {
  await pagesApp?.close();
  await server?.close();
});

describe("the repair link's page", () => {
  it('answers with the repair in its HTML, the data for the client beside it, and today’s headers', async () => {
    const answer = await get(`/r/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const html = answer.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Taller &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38; &#34;Co&#34;</title>');
    expect(html).toContain('<style id="rueda-page-style">.rp-card{}</style></head>');
    expect(html).toContain('<div id="root"><h1>Taller &#60;/script&#62;');
    expect(html).not.toContain('<script>alert(1)');
    // The built page's script stays; the data is JSON no browser runs.
    expect(html).toContain('<script type="module" src="/assets/repairLink.js"></script>');
    const data = dataOf(html);
    expect(data).toMatchObject({ language: 'es', logoUrl: null, state: { kind: 'ready', hasJustAnswered: false } });
    expect((data.state as { repair: { workshop: { name: string } } }).repair.workshop.name).toBe(HOSTILE_NAME);
  });

  it('renders in the language kept in the cookie, else the browser’s', async () => {
    expect((await get(`/r/${token}`, { headers: { 'accept-language': 'pt-PT,pt;q=0.9' } })).body).toContain('<html lang="pt">');
    const kept = await get(`/r/${token}/`, { headers: { 'accept-language': 'pt-PT', cookie: 'rueda-page-language=es' } });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain('<html lang="es">');
  });

  it('answers every token that is not live with one 404 page, whatever the reason', async () => {
    const revoked = await shop.admin.ok('repairsCreate', INTAKE);
    const revokedToken = tokenOf((await shop.admin.ok('repairLinkGet', { repairId: revoked.id }))!.url);
    await shop.admin.ok('repairLinkRevoke', { repairId: revoked.id });
    const bodies = new Set<string>();
    for (const bad of [revokedToken, 'A'.repeat(43), 'not-a-token', 'x'.repeat(300)]) {
      const answer = await get(`/r/${bad}`);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
    expect(dataOf([...bodies][0]!)).toEqual({ language: 'es', logoUrl: null, state: { kind: 'invalid' } });
  });

  it('counts each page on the repair link’s reads, and past the limit says so with 429', async () => {
    const address = '203.0.113.250';
    // The public function and the page share the bucket.
    const client = new TestClient(server.url);
    for (let read = 0; read < READS - 1; read += 1) expect((await get(`/r/${token}`, { address })).statusCode).toBe(200);
    expect((await client.call('publicRepairGet', { token }, { headers: { 'x-forwarded-for': address } })).status).toBe(200);
    const refused = await get(`/r/${token}`, { address });
    expect(refused.statusCode).toBe(429);
    expect(dataOf(refused.body)).toMatchObject({ state: { kind: 'error', isTooMany: true } });
  });

  it('shows the workshop’s logo from an address that names no workshop, on the same bucket, cached by its version', async () => {
    const logo = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 1 } } })
      .png()
      .toBuffer();
    await shop.admin.ok('workshopUpdate', { logo: logo.toString('base64') });
    const data = dataOf((await get(`/r/${token}`)).body);
    expect(data.logoUrl).toMatch(new RegExp(`^/r/${token}/logo\\?v=[0-9a-z]+$`));
    expect(data.logoUrl).not.toContain(shop.id);
    const image = await get(data.logoUrl as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
    const notLive = await get(`/r/${'B'.repeat(43)}/logo?v=1`);
    expect(notLive.statusCode).toBe(404);
    const address = '203.0.113.251';
    for (let read = 0; read < READS; read += 1) await get(`/r/${token}/logo?v=1`, { address });
    expect((await get(`/r/${token}/logo?v=1`, { address })).statusCode).toBe(429);
    await shop.admin.ok('workshopUpdate', { logo: null });
    expect((await get(`/r/${token}/logo?v=1`)).statusCode).toBe(404);
  });
});

describe('the booking page', () => {
  it('answers with the workshop and its offer in the HTML, and the form token as the function issues it', async () => {
    const answer = await get(`/book/${SLUG}`, { headers: { 'accept-language': 'pt' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toContain('<html lang="pt">');
    expect(answer.body).toContain('<div id="root"><h1>Taller &#60;/script&#62;');
    const data = dataOf(answer.body) as { state: { kind: string; options: { formToken: string; status: string } } };
    expect(data.state).toMatchObject({ kind: 'ready', options: { status: 'open' } });
    // The token the page carries books, once a person's filling-in time has passed.
    server.clock.advance(5_000);
    const client = new TestClient(server.url);
    const { days } = (await client.call('publicBookingOptions', { slug: SLUG }, { headers: { 'x-forwarded-for': '203.0.113.200' } })).body
      .result!;
    const booked = await client.call(
      'publicBookingCreate',
      {
        slug: SLUG,
        formToken: data.state.options.formToken,
        website: '',
        services: [],
        bike: { manufacturer: 'orbea', model: 'Orca', type: 'road' },
        problem: 'Hace un ruido.',
        day: days.find((day) => day.state === 'open')!.day,
        customer: { name: 'Marta', surname: '', phone: '600 111 222', email: '', language: 'pt' },
        consent: true,
      },
      { headers: { 'x-forwarded-for': '203.0.113.200' } },
    );
    expect(booked.status).toBe(200);
  });

  it('answers a slug that is not a page with one 404, and past the limit with 429', async () => {
    const unknown = await get('/book/no-existe');
    const malformed = await get('/book/%3Cscript%3E');
    expect([unknown.statusCode, malformed.statusCode]).toEqual([404, 404]);
    expect(unknown.body).toBe(malformed.body);
    expect(dataOf(unknown.body)).toEqual({ language: 'es', logoUrl: null, state: { kind: 'not-found' } });
    const address = '203.0.113.252';
    for (let read = 0; read < READS; read += 1) await get(`/book/${SLUG}`, { address });
    const refused = await get(`/book/${SLUG}`, { address });
    expect(refused.statusCode).toBe(429);
    expect(dataOf(refused.body)).toMatchObject({ state: { kind: 'error', isTooMany: true } });
  });

  it('never serves the render module to a browser', async () => {
    const answer = await get('/server/render.js');
    expect(answer.body).not.toContain('renderRepairLinkPage');
  });
});
