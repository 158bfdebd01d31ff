// docs/product.md §18.4 and §29: the sales in the workshop's whole export (documents with their lines and VAT per
// rate, the payments' ledger, the till's days, VERI*FACTU's records or Portugal's signatures) and the documents
// list's CSV (salesInvoicesExport): the workshop's own and none of another's, with the amounts as charged, and
// neither for a mechanic.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WORKSHOP_EXPORT_PATH, type TSalesDocument } from '@rueda/domain';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { COMPANY_CUSTOMER, takeBackOneTyre } from './sales-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Caller, type Workshop } from './workshop-fixture.ts';

const PT_SETTINGS = {
  ...SALES_SETTINGS,
  country: 'PT',
  region: 'PT',
  legalName: 'Bicicletas Ribeira, Lda.',
  taxId: '501964843',
  postalCode: '1100-001',
  town: 'Lisboa',
  province: 'Lisboa',
  defaultRateBp: 2300,
} as const;
const PT_CODES: Record<string, string> = { T: 'JJ4N5T9X', F: 'KL7PQ2RS', R: 'MN3WX8YZ' };
const CUSTOMER = COMPANY_CUSTOMER;

const keyDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-export-key-'));
const keyFile = path.join(keyDir, 'signing.pem');
writeFileSync(keyFile, generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }), {
  mode: 0o600,
});

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let lisbon: Workshop;
let mechanic: Caller;
let a: TSalesDocument;
let b: TSalesDocument;
let r: TSalesDocument;
const ptDocuments: TSalesDocument[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { PORTUGAL_SIGNING_KEY_FILE: keyFile } });
  shop = await createWorkshop(server, 'Taller de ventas');
  other = await createWorkshop(server, 'Otro taller');
  lisbon = await createWorkshop(server, 'Bicicletas Ribeira');
  mechanic = await shop.member('mechanic');
  for (const workshop of [shop, other]) await workshop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
  await shop.admin.ok('tillOpen', { day: null, floatCents: 10_000 });
  // A: 2 × 30 € at 21 % (base 4959, tax 1041) and 22 € at 10 % (base 2000, tax 200), paid 50 € cash and 32 € card.
  a = await shop.admin.ok('salesInvoicesIssue', {
    kind: 'simplified',
    lines: [
      { description: 'Cubierta', quantity: 2, priceCents: 3000, rateBp: 2100 },
      { description: 'Revisión', quantity: 1, priceCents: 2200, rateBp: 1000 },
    ],
    payments: [
      { method: 'cash', amountCents: 5000, tenderedCents: 6000 },
      { method: 'card', amountCents: 3200 },
    ],
  });
  // B: 121 € at 21 % (base 10000, tax 2100) to a named customer, by Bizum.
  b = await shop.admin.ok('salesInvoicesIssue', {
    kind: 'full',
    customer: CUSTOMER,
    lines: [{ description: 'Rueda trasera', quantity: 1, priceCents: 12_100, rateBp: 2100 }],
    payments: [{ method: 'bizum', amountCents: 12_100 }],
  });
  // R: one tyre of A back (−30 € at 21 %: base −2479, tax −521), refunded on the card.
  r = await takeBackOneTyre(shop, a.id);
  await other.admin.ok('salesInvoicesIssue', {
    kind: 'simplified',
    lines: [{ description: 'Venta ajena', quantity: 1, priceCents: 9900, rateBp: 2100 }],
    payments: [{ method: 'mbway', amountCents: 9900 }],
  });

  await lisbon.admin.ok('salesTaxSettingsUpdate', PT_SETTINGS);
  for (const series of (await lisbon.admin.ok('salesTaxSettingsGet', null)).series)
    await lisbon.admin.ok('salesSeriesUpdate', { id: series.id, validationCode: PT_CODES[series.code]! });
  for (const price of [1230, 2460])
    ptDocuments.push(
      await lisbon.admin.ok('salesInvoicesIssue', {
        kind: 'simplified',
        lines: [{ description: 'Câmara de ar', quantity: 1, priceCents: price }],
      }),
    );
});
afterAll(() => server?.close());

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

async function archiveOf(caller: Caller, language = 'es'): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}${WORKSHOP_EXPORT_PATH}`, {
    headers: { 'accept-language': language, authorization: `Bearer ${await caller.token()}` },
  });
  expect(response.status).toBe(200);
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, decoder.decode(bytes)]));
}

describe('the documents list’s CSV', () => {
  it('gives the documents the filters find, newest first, with their amounts, and none of another workshop', async () => {
    const file = await shop.admin.ok('salesInvoicesExport', {});
    expect(file.count).toBe(3);
    expect(file.fileName).toMatch(/^facturas-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.csv.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(file.csv);
    expect(rows[0]).toBe('Número;Tipo;Fecha;Emitida;Serie;Cliente;NIF cliente;Rectifica o sustituye;Motivo;Reparación;Base;IVA;Total');
    const cells = rows.slice(1).map((row) => row.split(';'));
    const [day, month, year] = [a.issueDay.slice(8), a.issueDay.slice(5, 7), a.issueDay.slice(0, 4)];
    expect(cells.map((row) => [row[0], row[1], row[2], row[5], row[6], row[7], row[8], ...row.slice(10)])).toEqual([
      [
        r.numberText,
        'Factura rectificativa',
        `${day}/${month}/${year}`,
        '',
        '',
        a.numberText,
        'Devuelve una cubierta',
        '-24,79',
        '-5,21',
        '-30,00',
      ],
      [b.numberText, 'Factura completa', `${day}/${month}/${year}`, 'Bicis Norte SL', '12345678Z', '', '', '100,00', '21,00', '121,00'],
      [a.numberText, 'Factura simplificada', `${day}/${month}/${year}`, '', '', '', '', '69,59', '12,41', '82,00'],
    ]);
    expect(file.csv).not.toContain('99,00');
  });

  it('follows the list’s filters, speaks Portuguese to a Portuguese user, and refuses a mechanic', async () => {
    const rectifying = await shop.admin.ok('salesInvoicesExport', { kind: 'rectifying' });
    expect(
      rowsOf(rectifying.csv)
        .slice(1)
        .map((row) => row.split(';')[0]),
    ).toEqual([r.numberText]);
    expect((await shop.admin.ok('salesInvoicesExport', { search: 'Norte' })).count).toBe(1);
    const answer = await fetch(`${server.url}/api/functions/salesInvoicesExport`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-PT', authorization: `Bearer ${await lisbon.admin.token()}` },
      body: JSON.stringify({ data: {} }),
    });
    const portuguese = ((await answer.json()) as { result: { fileName: string; csv: string } }).result;
    expect(rowsOf(portuguese.csv)[0]).toBe(
      'Número;Tipo;Data;Emitida;Série;Cliente;NIF cliente;Retifica ou substitui;Motivo;Reparação;Base;IVA;Total',
    );
    expect(portuguese.fileName).toMatch(/^faturas-/);
    expect(rowsOf(portuguese.csv)[1]!.split(';')[1]).toBe('Fatura simplificada');
    expect((await mechanic.call('salesInvoicesExport', {})).status).toBe(403);
  });
});

describe('the workshop’s whole export', () => {
  it('holds the documents, their lines and VAT per rate, the payments and the till’s days, none of another workshop', async () => {
    const files = await archiveOf(shop.admin);
    const documents = rowsOf(files['facturas.csv']!);
    expect(documents.slice(1).map((row) => row.split(';')[0])).toEqual([a.numberText, b.numberText, r.numberText]);
    expect(rowsOf(files['facturas-lineas.csv']!).slice(1)).toEqual([
      `${a.numberText};Cubierta;2;30,00;21;49,59;10,41;60,00`,
      `${a.numberText};Revisión;1;22,00;10;20,00;2,00;22,00`,
      `${b.numberText};Rueda trasera;1;121,00;21;100,00;21,00;121,00`,
      `${r.numberText};Cubierta;1;-30,00;21;-24,79;-5,21;-30,00`,
    ]);
    expect(rowsOf(files['facturas-iva.csv']!).slice(1)).toEqual([
      `${a.numberText};21;49,59;10,41;60,00`,
      `${a.numberText};10;20,00;2,00;22,00`,
      `${b.numberText};21;100,00;21,00;121,00`,
      `${r.numberText};21;-24,79;-5,21;-30,00`,
    ]);
    const payments = rowsOf(files['cobros.csv']!).map((row) => row.split(';'));
    expect(payments[0]).toEqual([
      'Fecha',
      'Día de caja',
      'Tipo',
      'Forma de pago',
      'Importe',
      'Entregado',
      'Cambio',
      'Factura',
      'Reparación',
      'Motivo',
    ]);
    // A's cash and card are taken at the same instant: in either order.
    const byMethod = (x: unknown[], y: unknown[]) => x.join().localeCompare(y.join());
    expect(
      payments
        .slice(1)
        .map((row) => [row[2], row[3], row[4], row[5], row[6], row[7], row[9]])
        .sort(byMethod),
    ).toEqual(
      [
        ['Cobro', 'Efectivo', '50,00', '60,00', '10,00', a.numberText, ''],
        ['Cobro', 'Tarjeta', '32,00', '', '0,00', a.numberText, ''],
        ['Cobro', 'Bizum', '121,00', '', '0,00', b.numberText, ''],
        ['Devolución', 'Tarjeta', '-30,00', '', '0,00', a.numberText, 'Devuelve una cubierta'],
      ].sort(byMethod),
    );
    const till = rowsOf(files['caja-cierres.csv']!).map((row) => row.split(';'));
    expect(till).toHaveLength(2);
    expect(till[1]!.slice(0, 2)).toEqual([`${a.issueDay.slice(8)}/${a.issueDay.slice(5, 7)}/${a.issueDay.slice(0, 4)}`, '100,00']);
    for (const [name, content] of Object.entries(files)) {
      expect(content, name).not.toContain('Venta ajena');
      expect(content, name).not.toContain('99,00');
    }
    expect(files['facturas-firmas.csv']).toBeUndefined();
  });

  it('holds the sales as stored in rueda.json, none of another workshop, and none for a workshop that never charged', async () => {
    const files = await archiveOf(shop.admin);
    const { sales } = JSON.parse(files['rueda.json']!) as {
      sales: Record<'documents' | 'payments' | 'tillDays' | 'tillMoves' | 'verifactuRecords', Record<string, unknown>[]>;
    };
    expect(sales.documents.map((document) => [document.numberText, document.totalCents])).toEqual([
      [a.numberText, 8200],
      [b.numberText, 12_100],
      [r.numberText, -3000],
    ]);
    expect(sales.documents[2]).toMatchObject({
      correctsId: a.id,
      breakdown: [{ rateBp: 2100, grossCents: -3000, baseCents: -2479, taxCents: -521 }],
    });
    expect(sales.payments.map((entry) => entry.amountCents).sort()).toEqual([-3000, 12_100, 3200, 5000].sort());
    expect(sales.tillDays).toMatchObject([{ day: a.issueDay, floatCents: 10_000 }]);
    expect(sales.verifactuRecords.map((record) => record.documentId)).toEqual([a.id, b.id, r.id]);
    expect(sales.verifactuRecords[1]).toMatchObject({
      previousHuella: sales.verifactuRecords[0]!.huella,
      xml: expect.stringContaining(b.numberText),
    });
    expect(files['rueda.json']).not.toContain('Venta ajena');
    expect(files['rueda.json']).not.toContain(other.id);
    const fresh = await createWorkshop(server, 'Taller sin ventas');
    expect(JSON.parse((await archiveOf(fresh.admin))['rueda.json']!)).not.toHaveProperty('sales');
  });

  it('holds the VERI*FACTU records: kind, huella chained to the previous one, sending state and XML', async () => {
    const files = await archiveOf(shop.admin);
    const records = rowsOf(files['verifactu-registros.csv']!);
    expect(records[0]).toBe('Factura;Orden;Tipo de registro;NIF emisor;Huella;Huella anterior;Estado del envío;Generado;XML');
    // The XML is quoted (it holds line breaks or quotes): the plain cells come first.
    const cells = records.slice(1).map((row) => row.split(';'));
    const own = cells.filter((row) => /^\d+$/.test(row[1] ?? ''));
    expect(own.map((row) => [row[0], row[1], row[2], row[3]])).toEqual([
      [a.numberText, '1', 'alta', SALES_SETTINGS.taxId],
      [b.numberText, '2', 'alta', SALES_SETTINGS.taxId],
      [r.numberText, '3', 'alta', SALES_SETTINGS.taxId],
    ]);
    for (const row of own) expect(row[4]).toMatch(/^[0-9A-F]{64}$/);
    expect(own.map((row) => row[5])).toEqual(['', own[0]![4], own[1]![4]]);
    expect(own.map((row) => row[6])).toEqual(['pending', 'pending', 'pending']);
    expect(files['verifactu-registros.csv']).toContain(`<sum1:NumSerieFactura>${r.numberText}</sum1:NumSerieFactura>`);
  });

  it('holds a Portuguese workshop’s signatures, each with the previous one of its chain', async () => {
    const files = await archiveOf(lisbon.admin, 'pt');
    const signatures = rowsOf(files['faturas-assinaturas.csv']!).map((row) => row.split(';'));
    expect(signatures[0]).toEqual([
      'Fatura',
      'Tipo SAF-T',
      'ATCUD',
      'Assinatura (hash)',
      'Assinatura anterior',
      'Versão da chave',
      'Data de registo',
    ]);
    const [first, second] = signatures.slice(1);
    expect([first![0], first![1], first![2]]).toEqual([ptDocuments[0]!.numberText, 'FS', 'JJ4N5T9X-1']);
    expect(first![3]!.replace(/^'/, '')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(first![4]).toBe('');
    expect(second![4]).toBe(first![3]);
    expect(files['verifactu-registros.csv']).toBeUndefined();
    expect(Object.keys(files)).toContain('faturas.csv');
  });

  it('is the admin’s alone', async () => {
    const response = await fetch(`${server.url}${WORKSHOP_EXPORT_PATH}`, {
      headers: { authorization: `Bearer ${await mechanic.token()}` },
    });
    expect(response.status).toBe(403);
  });
});
