// docs/product.md §18.1–§18.2: what an account changes of itself (name, language, password, its sessions) and
// what the admin changes of the workshop (identity, currency), and what each refuses.
import { LOGO_MAX_BYTES } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../src/db/schema.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FIXTURE_PASSWORD, newAccount, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server, 'Bicis Norte');
});
afterAll(async () => {
  await server?.close();
});

const fieldsOf = (answer: CallResult) =>
  ((answer.body.error?.details as { fields?: { field: string }[] })?.fields ?? []).map((issue) => issue.field);

describe('the account', () => {
  it('changes its name and language, and accountGet answers them', async () => {
    const person = await newAccount(server);
    const account = await person.caller.ok('accountUpdate', { name: '  Rosa Prieto ', language: 'pt' });
    expect(account).toMatchObject({ name: 'Rosa Prieto', language: 'pt' });
    expect(await person.caller.ok('accountGet', null)).toMatchObject({ name: 'Rosa Prieto', language: 'pt' });
    const bad = await person.caller.send('accountUpdate', { name: '', language: 'fr' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['language', 'name']);
    expect(await person.caller.ok('accountGet', null)).toMatchObject({ name: 'Rosa Prieto', language: 'pt' });
  });

  it('changes its password only with the right current one, and its other sessions end while this one goes on', async () => {
    const person = await newAccount(server);
    const elsewhere = new TestClient(server.url);
    await elsewhere.signIn(person.email, FIXTURE_PASSWORD);
    const elsewhereToken = await elsewhere.idToken();

    const wrong = await person.caller.call('accountChangePassword', { current: 'not my password', next: 'a new good password' });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['current']);
    expect((await new TestClient(server.url).signIn(person.email, FIXTURE_PASSWORD)).status).toBe(200);
    expect((await person.caller.send('accountChangePassword', { current: FIXTURE_PASSWORD, next: 'short' })).status).toBe(400);

    expect(await person.caller.ok('accountChangePassword', { current: FIXTURE_PASSWORD, next: 'a new good password' })).toEqual({
      changed: true,
    });
    expect((await elsewhere.send('accountGet', null, { token: elsewhereToken })).status).toBe(401);
    expect((await person.caller.call('accountGet', null)).status).toBe(200);
    expect((await new TestClient(server.url).signIn(person.email, FIXTURE_PASSWORD)).status).toBe(401);
    expect((await new TestClient(server.url).signIn(person.email, 'a new good password')).status).toBe(200);
  });

  it('signs out of every device, this one too', async () => {
    const person = await newAccount(server);
    const token = await person.caller.token();
    expect(await person.caller.ok('accountSignOutEverywhere', null)).toEqual({ signedOut: true });
    expect((await new TestClient(server.url).send('accountGet', null, { token })).status).toBe(401);
    expect((await person.client.auth('token', undefined, 'GET')).status).toBe(401);
  });
});

describe('the workshop', () => {
  it('is changed by its admin: name, address, phone, tax id', async () => {
    const workshop = await shop.admin.ok('workshopUpdate', {
      name: 'Bicis Norte SL',
      address: 'Calle Mayor 3',
      phone: '+34 600 000 111',
      taxId: 'B12345678',
    });
    expect(workshop).toMatchObject({
      id: shop.id,
      name: 'Bicis Norte SL',
      address: 'Calle Mayor 3',
      phone: '+34 600 000 111',
      taxId: 'B12345678',
    });
    const bad = await shop.admin.send('workshopUpdate', { name: 'X', phone: 'call me' });
    expect(fieldsOf(bad).sort()).toEqual(['name', 'phone']);
    expect((await shop.admin.ok('accountGet', null)).workshop?.name).toBe('Bicis Norte SL');
  });

  it('takes an ISO 4217 currency with its symbol, and refuses a code that is not one', async () => {
    expect((await shop.admin.ok('workshopConfigUpdate', { currency: 'brl' })).currency).toEqual({ symbol: 'R$', name: 'BRL' });
    const bad = await shop.admin.send('workshopConfigUpdate', { currency: 'XYZ' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['currency']);
    const [row] = await server.database.db.select().from(workshops).where(eq(workshops.id, shop.id));
    expect(row).toMatchObject({ currencyName: 'BRL', currencySymbol: 'R$' });
    await shop.admin.ok('workshopConfigUpdate', { currency: 'EUR' });
  });

  it('is the admin’s alone (docs/roles.md)', async () => {
    for (const role of ['manager', 'mechanic'] as const) {
      const member = await shop.member(role);
      expect((await member.call('workshopUpdate', { name: 'Mío' })).status).toBe(403);
      expect((await member.call('workshopConfigUpdate', { currency: 'USD' })).status).toBe(403);
    }
    expect((await shop.admin.ok('accountGet', null)).workshop).toMatchObject({ name: 'Bicis Norte SL', currency: { name: 'EUR' } });
  });
});

describe('the workshop’s hours and daily capacity', () => {
  it('are the calendar’s settings, changed with the rest in one write, or not at all', async () => {
    const before = await shop.admin.ok('bookingSettingsGet', null);
    const booking = { ...before, bookablePercent: 60, closedDays: ['2026-12-25'] };
    await shop.admin.ok('workshopUpdate', { booking });
    expect(await shop.admin.ok('bookingSettingsGet', null)).toMatchObject({ bookablePercent: 60, closedDays: ['2026-12-25'] });

    const refused = await shop.admin.send('workshopUpdate', {
      booking: { ...booking, bookablePercent: 75 },
      logo: Buffer.from('no image').toString('base64'),
    });
    expect(fieldsOf(refused)).toEqual(['logo']);
    expect((await shop.admin.ok('bookingSettingsGet', null)).bookablePercent).toBe(60);
    const badHours = await shop.admin.send('workshopUpdate', { booking: { ...booking, bookablePercent: 5 } });
    expect(fieldsOf(badHours)).toEqual(['booking.bookablePercent']);
    await shop.admin.ok('workshopUpdate', { booking: before });
  });
});

describe('the workshop’s logo', () => {
  const logoOf = async (token: string) => fetch(`${server.url}/api/workshop/logo?v=1`, { headers: { authorization: `Bearer ${token}` } });
  const png = async (width: number, height: number) =>
    (
      await sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
        .png()
        .toBuffer()
    ).toString('base64');

  it('is kept as a PNG of at most 600 px a side, served to every member, and removed with null', async () => {
    const workshop = await shop.admin.ok('workshopUpdate', { logo: await png(1200, 400) });
    expect(workshop.logoVersion).toEqual(expect.any(String));
    const mechanic = await shop.member('mechanic');
    const answer = await logoOf(await mechanic.token());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 200, hasAlpha: true });

    expect((await shop.admin.ok('workshopUpdate', { logo: null })).logoVersion).toBeNull();
    expect((await logoOf(await shop.admin.token())).status).toBe(404);
    expect((await fetch(`${server.url}/api/workshop/logo?v=1`)).status).toBe(401);
  });

  it('refuses a file that is not an image, or over 2 MB, on the logo field, and changes nothing else', async () => {
    const notImage = await shop.admin.send('workshopUpdate', {
      name: 'Otro nombre',
      logo: Buffer.from('not a picture at all').toString('base64'),
    });
    expect(notImage.status).toBe(400);
    expect(fieldsOf(notImage)).toEqual(['logo']);
    const tooBig = await shop.admin.send('workshopUpdate', { logo: Buffer.alloc(LOGO_MAX_BYTES + 1024, 1).toString('base64') });
    expect(fieldsOf(tooBig)).toEqual(['logo']);
    const account = await shop.admin.ok('accountGet', null);
    expect(account.workshop).toMatchObject({ name: 'Bicis Norte SL', logoVersion: null });
  });
});
