// docs/product.md §18.4 (decision 048): the workshop's whole export as a ZIP. Its CSV files as a Spanish-locale
// spreadsheet reads them, its JSON read back by repairsImport and the catalogue's import into another
// workshop with nothing lost, and who may download it.
import { SERVICE_KINDS, WORKSHOP_EXPORT_PATH, type ServiceKind, type TRepair } from '@rueda/domain';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;
const made: TRepair[] = [];

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
  for (const name of ['Marta', 'Nuria', '=HYPERLINK("x")']) {
    const repair = await shop.admin.ok('repairsCreate', { ...INTAKE, customer: { ...INTAKE.customer, name } });
    made.push(repair);
  }
  await shop.admin.ok('repairsUpdateStatus', { id: made[0]!.id, status: 'inProgress', observations: 'Empezamos; hoy' });
  await other.admin.ok('repairsCreate', { ...INTAKE, customer: { ...INTAKE.customer, name: 'Ajena' } });
});
afterAll(async () => server?.close());

async function download(caller: Caller | null, language = 'es') {
  const headers: Record<string, string> = { 'accept-language': language };
  if (caller) headers.authorization = `Bearer ${await caller.token()}`;
  return fetch(`${server.url}${WORKSHOP_EXPORT_PATH}`, { headers });
}

async function archiveOf(caller: Caller, language = 'es'): Promise<Record<string, string>> {
  const response = await download(caller, language);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="rueda-(taller|oficina)-\d{4}-\d{2}-\d{2}\.zip"$/);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  // The decoder keeps the byte-order mark, which Excel needs and the test checks.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, decoder.decode(bytes)]));
}

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the workshop export', () => {
  it('holds every file, each a CSV for a Spanish-locale spreadsheet', async () => {
    const files = await archiveOf(shop.admin);
    expect(Object.keys(files).sort()).toEqual(
      [
        'bicis.csv',
        'catalogo-maintenances.csv',
        'catalogo-packs.csv',
        'catalogo-stockItems.csv',
        'catalogo-suspensions.csv',
        'clientes.csv',
        'historial-de-estados.csv',
        'mecanicos.csv',
        'reparaciones.csv',
        'rueda.json',
        'taller.csv',
      ].sort(),
    );
    for (const [name, content] of Object.entries(files)) if (name.endsWith('.csv')) expect(content.startsWith('\uFEFF'), name).toBe(true);

    const repairs = lines(files['reparaciones.csv']!);
    expect(repairs[0]).toBe('Id;Alta;Estado;Cliente;Teléfono;Bici;Servicios;Total;Pago;Entrada;Entrega;Mecánicos;Notas técnicas');
    expect(repairs).toHaveLength(made.length + 1);
    const marta = repairs.find((line) => line.startsWith(made[0]!.id))!;
    expect(marta).toContain(';En curso;Marta Iglesias;');
    expect(marta).toContain(`;${(made[0]!.totalPrice / 100).toFixed(2).replace('.', ',')};Pendiente;`);
    expect(marta).toContain('2 × Cambio de cadena');
    // A customer's name that a spreadsheet would run as a formula stays text.
    expect(files['reparaciones.csv']).toContain(`'=HYPERLINK(""x"") Iglesias`);
    expect(files['reparaciones.csv']).not.toContain('Ajena');

    const history = lines(files['historial-de-estados.csv']!);
    expect(history[0]).toBe('Reparación;Fecha;Estado;Observaciones');
    expect(history.filter((line) => line.startsWith(made[0]!.id))).toEqual([
      expect.stringContaining(';Sin revisar;'),
      expect.stringMatching(/;En curso;"Empezamos; hoy"$/),
    ]);
    expect(lines(files['mecanicos.csv']!)).toEqual(['Nombre;Activo', 'Ana;sí', 'Luis;sí']);
    expect(lines(files['taller.csv']!)[1]).toBe('Nombre;Taller de prueba');
    expect(lines(files['clientes.csv']!)).toHaveLength(4);
    expect(lines(files['catalogo-packs.csv']!)[0]).toMatch(/^id;title;price;/);
  });

  it('is headed in Portuguese for a Portuguese user', async () => {
    const files = await archiveOf(shop.admin, 'pt');
    expect(lines(files['reparacoes.csv']!)[0]).toMatch(/^Id;Registo;Estado;Cliente;Telefone;Bicicleta;Serviços;/);
    expect(files['reparacoes.csv']).toContain(';Em curso;');
  });

  it('is read back by repairsImport and the catalogue import into another workshop, with nothing lost', async () => {
    const files = await archiveOf(shop.admin);
    const copy = JSON.parse(files['rueda.json']!) as {
      format: string;
      repairs: unknown[];
      catalogue: Record<ServiceKind, Record<string, string>[]>;
      customers: unknown[];
      mechanics: unknown[];
    };
    expect(copy.format).toBe('rueda-workshop-export');
    expect(copy.repairs).toHaveLength(made.length);
    expect(copy.customers).toHaveLength(3);

    const fresh = await createWorkshop(server, 'Taller restaurado');
    const imported = await fresh.admin.ok('repairsImport', { repairs: copy.repairs });
    expect(imported).toMatchObject({ imported: made.length, rejected: 0 });
    for (const kind of SERVICE_KINDS) {
      if (copy.catalogue[kind].length === 0) continue;
      const answer = await fresh.admin.ok('servicesImport', { kind, rows: copy.catalogue[kind], apply: true });
      expect(answer.rejected, kind).toEqual([]);
    }

    const original = await shop.admin.ok('servicesList', {});
    const restored = await fresh.admin.ok('servicesList', {});
    // The catalogue's import gives new items ids of their own (the repairs keep their own copies of what they
    // used, decision 012); everything the catalogue shows and prices with comes back.
    const shown = (items: readonly object[]) =>
      items.map((item) => {
        const { id: _id, value: _value, created: _created, lastUpdate: _lastUpdate, ...rest } = item as Record<string, unknown>;
        return rest;
      });
    for (const kind of SERVICE_KINDS) expect(shown(restored[kind]), kind).toEqual(shown(original[kind]));
    for (const repair of made) {
      const [before, after] = await Promise.all([
        shop.admin.ok('repairsGet', { id: repair.id }),
        fresh.admin.ok('repairsGet', { id: repair.id }),
      ]);
      expect(after.repair).toEqual(before.repair);
    }
  });

  it('is the admin’s alone, and needs a signed-in member', async () => {
    expect((await download(mechanic)).status).toBe(403);
    expect((await download(await shop.member('manager'))).status).toBe(403);
    expect((await download(null)).status).toBe(401);
    const theirs = await archiveOf(other.admin);
    expect(theirs['reparaciones.csv']).toContain('Ajena');
    for (const repair of made) expect(theirs['rueda.json']).not.toContain(repair.id);
  });
});

describe('repairsExport', () => {
  it('gives the repairs the board’s filters find in a timeframe, the newest first, as a CSV file', async () => {
    const from = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const to = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const all = await shop.admin.ok('repairsExport', { from, to });
    expect(all.count).toBe(made.length);
    expect(all.fileName).toBe(`reparaciones-${from.slice(0, 10)}_${to.slice(0, 10)}.csv`);
    const rows = lines(all.csv);
    expect(rows[0]).toMatch(/^Id;Alta;Estado;/);
    expect(rows.slice(1).map((row) => row.split(';')[0])).toEqual([...made].reverse().map((repair) => repair.id));
    expect(all.csv).not.toContain('Ajena');

    const inProgress = await shop.admin.ok('repairsExport', { from, to, status: 'inProgress' });
    expect(lines(inProgress.csv).slice(1)).toEqual([expect.stringContaining(made[0]!.id)]);
    const searched = await shop.admin.ok('repairsExport', { from, to, search: 'nuria' });
    expect(searched.count).toBe(1);
    // A timeframe still open runs to today in the file's name.
    expect((await shop.admin.ok('repairsExport', { from })).fileName).toBe(
      `reparaciones-${from.slice(0, 10)}_${new Date().toISOString().slice(0, 10)}.csv`,
    );
    const before = await shop.admin.ok('repairsExport', { to: from });
    expect(before.fileName).toBe(`reparaciones-${from.slice(0, 10)}.csv`);
    expect(before.count).toBe(0);
    expect(lines(before.csv)).toHaveLength(1);
  });

  it('leaves the bike cell of a bike with no brand or model empty, never "generic unknown" (docs/product.md §3)', async () => {
    const from = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    await shop.admin.ok('repairsCreate', { customer: { name: 'Sinbici', phone: '699 000 111' }, bike: {} });
    const found = await shop.admin.ok('repairsExport', { from, search: 'sinbici' });
    const [row] = lines(found.csv).slice(1);
    expect(row!.split(';')[5]).toBe('');
    expect(found.csv).not.toMatch(/generic|unknown/);
  });

  it('is refused to a mechanic, and to a bad timeframe with the field named', async () => {
    expect((await mechanic.call('repairsExport', {})).status).toBe(403);
    const bad = await shop.admin.send('repairsExport', { from: 'yesterday' });
    expect(bad.status).toBe(400);
    expect((bad.body.error?.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toEqual(['from']);
  });
});
