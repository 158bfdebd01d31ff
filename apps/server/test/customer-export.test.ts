// docs/product.md §11.4–§11.5 (decision 023): the customers CSV (its bytes as Excel es-ES reads them), one customer's
// data as JSON, and the anonymising delete, against PostgreSQL, with isolation and roles.
import { formatDateInZone } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { FAR_APART_ZONES, setWorkshopZone, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;
let manager: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
  manager = await shop.member('manager');
});
afterAll(async () => server?.close());

async function png(): Promise<string> {
  return (
    await sharp({ create: { width: 50, height: 40, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer()
  ).toString('base64');
}

/** A customer with a bike, a delivered repair with a photo, and the bike's photo. */
async function customerWithHistory(name: string, phone: string) {
  const customer = await shop.admin.ok('customersCreate', {
    name,
    surname: 'Peña; "la Rubia"',
    phone,
    email: 'nuria@example.com',
    address: 'Calle Mayor 1, 2º',
    dni: '12345678Z',
    notes: 'Vive en la calle Sol',
  });
  const bike = await shop.admin.ok('bikesCreate', {
    customerId: customer.id,
    manufacturer: 'Orbea',
    model: 'Orca',
    frameNumber: 'WTU-777',
  });
  const repair = await shop.admin.ok('repairsCreate', {
    customer: { id: customer.id },
    bike: { id: bike.id },
    services: { packs: [{ id: 'pack-basic' }] },
  });
  await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered' });
  const repairPhoto = await shop.admin.ok('repairPhotosAdd', { repairId: repair.id, image: await png() });
  const bikePhoto = await shop.admin.ok('bikePhotoSet', { bikeId: bike.id, image: await png() });
  return { customer, bike, repair, repairPhoto, bikePhoto };
}

describe('customersExport', () => {
  it('writes every customer the search finds as CSV for Excel es-ES: BOM, ;, CRLF, quoting, accents, numbers', async () => {
    const { customer } = await customerWithHistory('Núria', '600111222');
    const many = await Promise.all(
      Array.from({ length: 60 }, (_, index) => shop.admin.ok('customersCreate', { name: `Exportable ${index}`, phone: '+34 699 000 000' })),
    );
    const answer = await manager.ok('customersExport', { search: 'Exportable' });
    // Every match, not the list's page of 50.
    expect(answer.rows).toBe(many.length);
    expect(answer.fileName).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);

    const mine = await manager.ok('customersExport', { search: '1222' });
    const bytes = Buffer.from(mine.csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = mine.csv.slice(1).split('\r\n');
    expect(lines[lines.length - 1]).toBe('');
    expect(mine.csv.replaceAll('\r\n', '')).not.toContain('\n');
    expect(lines[0]).toBe(
      'Nombre;Apellidos;Teléfono;Email;Dirección;DNI/NIF;Idioma;Bicis;Reparaciones;Total gastado;Última visita;Alta;Consentimiento WhatsApp;Consentimiento email;Notas',
    );
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid' }).format(new Date(customer.created));
    expect(lines[1]).toBe(
      `Núria;"Peña; ""la Rubia""";"=""600111222""";nuria@example.com;Calle Mayor 1, 2º;12345678Z;Español;1;1;35,00;${today};${today};;;Vive en la calle Sol`,
    );
    expect(lines).toHaveLength(3);
    // The same in Portuguese, and a formula typed as a name is text.
    await shop.admin.ok('customersCreate', { name: '=HYPERLINK("x")', phone: '655 444 333' });
    const pt = await manager.ok('customersExport', { search: '655 444', language: 'pt' });
    expect(pt.csv.slice(1).split('\r\n')[0]).toMatch(/^Nome;Apelidos;Telefone;/);
    expect(pt.csv).toContain(`"'=HYPERLINK(""x"")";;655 444 333;`);
  });

  it('writes the days on the workshop’s clock, whatever the language', async () => {
    const customer = await other.admin.ok('customersCreate', { name: 'Zona Horaria', phone: '611 222 999' });
    for (const timeZone of FAR_APART_ZONES) {
      await setWorkshopZone(server, other.id, timeZone);
      for (const language of ['es', 'pt'] as const) {
        const answer = await other.admin.ok('customersExport', { search: 'Zona Horaria', language });
        expect(answer.csv.split('\r\n')[1]).toContain(`;${formatDateInZone(customer.created, timeZone)};`);
      }
    }
  });

  // docs/roles.md: every customer's contact details are admins' and managers' to download.
  it('refuses a mechanic, for the list and for one customer', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Privada', phone: '622 000 111' });
    for (const [name, data] of [
      ['customersExport', { search: 'Privada' }],
      ['customersExportData', { id: customer.id }],
    ] as const) {
      const answer = await mechanic.send(name, data);
      expect(answer.status, name).toBe(403);
      expect(answer.body.error?.details, name).toEqual({ reason: 'role' });
    }
  });

  it('never lists another workshop’s customers', async () => {
    await other.admin.ok('customersCreate', { name: 'Ajeno Secreto', phone: '677 888 999' });
    const answer = await shop.admin.ok('customersExport', { search: 'Ajeno' });
    expect(answer.rows).toBe(0);
    expect(answer.csv).not.toContain('Secreto');
  });
});

describe('customersExportData', () => {
  it('answers the customer, bikes, repairs’ documents and photos; another workshop’s id is not-found', async () => {
    const { customer, bike, repair, repairPhoto, bikePhoto } = await customerWithHistory('Lucía', '611 000 111');
    const data = await manager.ok('customersExportData', { id: customer.id });
    expect(data.customer).toMatchObject({ id: customer.id, name: 'Lucía', dni: '12345678Z', notes: 'Vive en la calle Sol' });
    expect(data.bikes).toMatchObject([{ id: bike.id, frameNumber: 'WTU-777' }]);
    expect(data.repairs).toMatchObject([
      { id: repair.id, status: 'delivered', totalPrice: 3500, customer: { id: customer.id, name: 'Lucía' } },
    ]);
    expect(data.photos.map((photo) => photo.id).sort()).toEqual([repairPhoto.id, bikePhoto.id].sort());
    expect(data.suspensions).toEqual([]);
    expect(data.alertsHandled).toEqual([]);
    const fork = await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
    const withFork = await manager.ok('customersExportData', { id: customer.id });
    expect(withFork.suspensions).toMatchObject([{ unit: { id: fork.unit.id, bikeId: bike.id, position: 'fork' }, services: [] }]);
    expect(JSON.stringify(data)).not.toContain('base64');
    const theirs = await other.admin.ok('customersCreate', { name: 'Ajena' });
    expect((await shop.admin.call('customersExportData', { id: theirs.id })).status).toBe(404);
  });
});

describe('customersAnonymise', () => {
  it('removes every personal field and photo, keeps the repairs’ totals, dates and services', async () => {
    const { customer, bike, repair, repairPhoto, bikePhoto } = await customerWithHistory('Anónima', '633 987 654');
    const before = await shop.admin.ok('customersGet', { id: customer.id });
    expect(await manager.ok('customersAnonymise', { id: customer.id })).toEqual({ anonymised: true, repairs: 1 });

    const after = await shop.admin.ok('customersGet', { id: customer.id });
    expect(after.customer).toMatchObject({ name: '', surname: '', phone: '', email: '', address: '', dni: '', notes: '' });
    expect(after.totalSpent).toBe(before.totalSpent);
    expect(after.repairs).toEqual(before.repairs);
    expect(after.bikes).toMatchObject([{ id: bike.id, manufacturer: { value: 'orbea', label: 'Orbea' }, frameNumber: '', notes: '' }]);
    const { repair: kept } = await shop.admin.ok('repairsGet', { id: repair.id });
    expect(kept.customer).toEqual({ id: customer.id, name: '', surname: '', phone: '', address: '', dni: '', email: '' });
    expect([kept.form.phone, kept.form.fullName]).toEqual(['', '']);
    expect([kept.totalPrice, kept.created, kept.status, kept.form.services.packs.map((pack) => pack.id)]).toEqual([
      before.repairs[0]!.total,
      repair.created,
      'delivered',
      ['pack-basic'],
    ]);
    // Nothing finds them by their old name, phone, email or frame number, in customers or repairs.
    for (const search of ['Anónima', '987 654', '7654', 'nuria@example.com', 'WTU-777']) {
      expect((await shop.admin.ok('customersList', { search })).map((found) => found.id)).not.toContain(customer.id);
    }
    for (const search of ['Anónima', '987654']) {
      expect((await shop.admin.ok('repairsList', { search, limit: 500 })).repairs.map((found) => found.id)).not.toContain(repair.id);
    }
    const photos = await server.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from photos where id in (${repairPhoto.id}, ${bikePhoto.id})`,
    );
    expect(photos.rows[0]!.count).toBe(0);
    // Nothing personal is left anywhere in the stored rows.
    const rows = await server.database.db.execute<{ text: string }>(sql`
      select concat((select string_agg(r::text, ',') from repairs r where r.workshop_id = ${shop.id} and r.id = ${repair.id}),
                    (select string_agg(c::text, ',') from customers c where c.workshop_id = ${shop.id} and c.id = ${customer.id}),
                    (select string_agg(b::text, ',') from bikes b where b.workshop_id = ${shop.id} and b.customer_id = ${customer.id})) as text`);
    // The phone by its digit groups together: three digits alone turn up in random ids and counters.
    for (const personal of [
      'Anónima',
      'anonima',
      '633 987',
      '633987',
      '987654',
      '987 654',
      'nuria@',
      'Mayor',
      '12345678Z',
      'WTU',
      'Sol',
      'Peña',
      'pena',
    ]) {
      expect(rows.rows[0]!.text, personal).not.toContain(personal);
    }
  });

  it('refuses while a consent is given, or without repairs; mechanics may not; another workshop’s id is not-found', async () => {
    const { customer } = await customerWithHistory('Consiente', '644 100 200');
    const consenting = await shop.admin.ok('customersUpdate', {
      id: customer.id,
      expectedLastUpdate: (await shop.admin.ok('customersGet', { id: customer.id })).customer.lastUpdate,
      changes: { emailConsentAt: '2026-11-01T10:00:00.000Z' },
    });
    const refused = await shop.admin.call('customersAnonymise', { id: customer.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'consent-given' } });
    await shop.admin.ok('customersUpdate', {
      id: customer.id,
      expectedLastUpdate: consenting.lastUpdate,
      changes: { emailConsentAt: null },
    });
    expect((await mechanic.call('customersAnonymise', { id: customer.id })).status).toBe(403);

    const withoutRepairs = await shop.admin.ok('customersCreate', { name: 'Sin reparaciones' });
    const noRepairs = await shop.admin.call('customersAnonymise', { id: withoutRepairs.id });
    expect(noRepairs.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'no-repairs' } });

    const theirs = await other.admin.ok('repairsCreate', { customer: { name: 'Ajeno', phone: '699 999 999' }, bike: {} });
    expect((await shop.admin.call('customersAnonymise', { id: theirs.customer.id! })).status).toBe(404);
    expect((await other.admin.ok('customersGet', { id: theirs.customer.id! })).customer.name).toBe('Ajeno');
    expect((await shop.admin.ok('customersGet', { id: customer.id })).customer.name).toBe('Consiente');
  });
});
