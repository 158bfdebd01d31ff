// docs/product.md §29.1–§29.4: a workshop's tax settings, and the invoices it issues for a repair or at the counter:
// their VAT per rate, a repair invoiced once, the simplified invoice's limit, and numbers with no gap and no repeat
// also when two instances issue on one series at the same moment. Issued documents are never changed.
import { altaHuellaFields, altaHuellaInput, type FunctionInput, type VerifactuAlta } from '@rueda/domain';
import { sql, type SQL } from 'drizzle-orm';
import { chainOf } from '../src/data/verifactu-records.ts';
import { huella } from '../src/verifactu/huella.ts';
import { validateVerifactuXml } from '../src/verifactu/xsd-validate.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(() => server?.close());

const counterSale = (lines: { description: string; quantity: number; priceCents: number; rateBp?: number }[]) =>
  ({ kind: 'simplified', lines }) as const;

describe('tax settings', () => {
  it('refuses to issue before an admin set them', async () => {
    const answer = await shop.admin.call('salesInvoicesIssue', counterSale([{ description: 'Parche', quantity: 1, priceCents: 100 }]));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'no-tax-settings' } });
  });

  it('refuses a tax id whose check digit does not hold, a rate of another country and a region of another', async () => {
    for (const [change, field] of [
      [{ taxId: 'B12345675' }, 'taxId'],
      [{ taxId: '12345678A' }, 'taxId'],
      [{ defaultRateBp: 2300 }, 'defaultRateBp'],
      [{ region: 'PT-MA' }, 'region'],
      [{ country: 'PT', region: 'PT', defaultRateBp: 2300 }, 'taxId'],
    ] as const) {
      const answer = await shop.admin.call('salesTaxSettingsUpdate', { ...SALES_SETTINGS, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(answer.body.error), JSON.stringify(change)).toContain(field);
    }
    expect((await shop.admin.ok('salesTaxSettingsGet', null)).settings).toBeNull();
  });

  it('saves them normalised, with the default series, for admins only', async () => {
    expect((await (await shop.member('manager')).call('salesTaxSettingsUpdate', SALES_SETTINGS)).status).toBe(403);
    const saved = await shop.admin.ok('salesTaxSettingsUpdate', { ...SALES_SETTINGS, taxId: ' es-b1234567.4 ' });
    expect(saved.settings).toMatchObject({ ...SALES_SETTINGS, taxId: 'B12345674' });
    expect(saved.series.map((series) => [series.code, series.kind, series.numbering])).toEqual([
      ['F', 'full', 'yearly'],
      ['R', 'rectifying', 'yearly'],
      ['T', 'simplified', 'yearly'],
    ]);
    await other.admin.ok('salesTaxSettingsUpdate', { ...SALES_SETTINGS, legalName: 'Otro Taller SL' });
  });
});

describe('issuing', () => {
  it("a counter sale: each rate's base and tax from its gross, the total exactly the lines", async () => {
    const document = await shop.admin.ok(
      'salesInvoicesIssue',
      counterSale([
        { description: 'Parche', quantity: 1, priceCents: 10 },
        { description: 'Válvula', quantity: 1, priceCents: 10 },
        { description: 'Tapón', quantity: 1, priceCents: 10 },
        { description: 'Libro de rutas', quantity: 2, priceCents: 1250, rateBp: 400 },
      ]),
    );
    const year = Number(document.issueDay.slice(0, 4));
    expect(document).toMatchObject({ kind: 'simplified', seriesCode: 'T', year, number: 1, numberText: `T${year}/1`, repairId: null });
    expect(document.breakdown).toEqual([
      { rateBp: 2100, grossCents: 30, baseCents: 25, taxCents: 5 },
      { rateBp: 400, grossCents: 2500, baseCents: 2404, taxCents: 96 },
    ]);
    expect([document.totalCents, document.baseCents, document.taxCents]).toEqual([2530, 2429, 101]);
    expect(document.issuer).toMatchObject({ legalName: SALES_SETTINGS.legalName, taxId: 'B12345674' });
    // docs/product.md §29.7: a Spanish workshop's invoice has its VERI*FACTU record, the first of its chain.
    const { verifactu, ...read } = await shop.admin.ok('salesInvoicesGet', { id: document.id });
    expect(read).toEqual(document);
    expect(verifactu).toMatchObject({ sendState: 'pending', huella: expect.stringMatching(/^[0-9A-F]{64}$/) });
    const day = document.issueDay.split('-').reverse().join('-');
    expect(verifactu!.qrUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=T${year}%2F1&fecha=${day}&importe=25.30`,
    );
    expect(verifactu!.xml).toContain(`<sum1:NumSerieFactura>T${year}/1</sum1:NumSerieFactura>`);
    expect(verifactu!.xml).toContain('<sum1:PrimerRegistro>S</sum1:PrimerRegistro>');
    expect((await validateVerifactuXml(verifactu!.xml, 'SuministroInformacion.xsd')).errors).toEqual([]);
  });

  it('a repair: its own lines at their frozen prices, invoiced once', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const document = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    expect(document.lines.map((line) => [line.description, line.quantity, line.priceCents, line.rateBp])).toEqual(
      repair.form.services.packs
        .concat(repair.form.services.maintenances, repair.form.services.stockItems)
        .map((service) => [service.title, service.quantity, service.price, 2100]),
    );
    expect(document.totalCents).toBe(repair.totalPrice);
    const again = await shop.admin.call('salesInvoicesIssue', { kind: 'full', repairId: repair.id, customer: CUSTOMER });
    expect(again.status).toBe(409);
    expect(again.body.error?.details).toMatchObject({ reason: 'repair-invoiced', documentId: document.id });
  });

  it("refuses another workshop's repair and stock item, a mechanic, and keeps the other workshop's documents apart", async () => {
    const theirs = await other.admin.ok('repairsCreate', INTAKE);
    expect((await shop.admin.call('salesInvoicesIssue', { kind: 'simplified', repairId: theirs.id })).status).toBe(404);
    const stock = await shop.admin.call('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Cámara', quantity: 1, priceCents: 650, stockItemId: 'st-unknown' }],
    });
    expect(stock.status).toBe(400);
    expect(JSON.stringify(stock.body.error)).toContain('lines.0.stockItemId');
    expect((await mechanic.call('salesInvoicesList', {})).status).toBe(403);
    const mine = await shop.admin.ok('salesInvoicesList', {});
    const document = await other.admin.ok('salesInvoicesIssue', counterSale([{ description: 'Parche', quantity: 1, priceCents: 100 }]));
    expect(document.number).toBe(1);
    expect((await shop.admin.call('salesInvoicesGet', { id: document.id })).status).toBe(404);
    expect((await shop.admin.ok('salesInvoicesList', {})).documents).toEqual(mine.documents);
  });

  it('a simplified invoice up to the limit; a full one names a customer whose tax id holds', async () => {
    const over = await shop.admin.call('salesInvoicesIssue', counterSale([{ description: 'Rueda', quantity: 1, priceCents: 40_001 }]));
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body.error)).toContain('kind');
    const nameless = await shop.admin.call('salesInvoicesIssue', { kind: 'full', lines: [LINE] });
    expect(JSON.stringify(nameless.body.error)).toContain('customer');
    const wrongId = await shop.admin.call('salesInvoicesIssue', {
      kind: 'full',
      lines: [LINE],
      customer: { ...CUSTOMER, taxId: '12345678A' },
    });
    expect(JSON.stringify(wrongId.body.error)).toContain('customer.taxId');
    const foreign = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'full',
      lines: [{ ...LINE, priceCents: 50_000 }],
      customer: { ...CUSTOMER, country: 'FR', taxId: 'FR40303265045' },
    });
    expect(foreign).toMatchObject({ kind: 'full', seriesCode: 'F', number: 1, customer: { country: 'FR', taxId: 'FR40303265045' } });
    const list = await shop.admin.ok('salesInvoicesList', { search: 'Cliente Fiscal' });
    expect(list.documents.map((document) => document.id)).toEqual([foreign.id]);
  });

  it('never changes nor deletes an issued document, nor its VERI*FACTU record but its sending state', async () => {
    const [first] = (await shop.admin.ok('salesInvoicesList', {})).documents;
    const refusal = async (statement: SQL) => {
      // Drizzle wraps PostgreSQL's refusal; the trigger's words are in its cause.
      const failure = await server.database.db.execute(statement).then(
        () => null,
        (error: Error) => error,
      );
      return (failure?.cause as Error | undefined)?.message;
    };
    for (const statement of [
      sql`update sales_documents set total_cents = 0 where id = ${first!.id}`,
      sql`delete from sales_documents where id = ${first!.id}`,
    ])
      expect(await refusal(statement)).toMatch(/append-only: (UPDATE|DELETE) refused/);
    for (const statement of [
      sql`update verifactu_records set huella = 'X' where document_id = ${first!.id}`,
      sql`update verifactu_records set record = '{}' where document_id = ${first!.id}`,
      sql`delete from verifactu_records where document_id = ${first!.id}`,
    ])
      expect(await refusal(statement)).toMatch(/verifactu records are append-only/);
    expect(await refusal(sql`update verifactu_records set attempts = attempts + 1 where document_id = ${first!.id}`)).toBeUndefined();
    const { verifactu, ...read } = await shop.admin.ok('salesInvoicesGet', { id: first!.id });
    expect(read).toEqual(first);
    expect(verifactu?.sendState).toBe('pending');
  });

  it("filters the list by the sending state of each document's VERI*FACTU record, its newest alta's", async () => {
    const [refused, withErrors, ...rest] = (await shop.admin.ok('salesInvoicesList', {})).documents;
    const setState = (id: string, state: string) =>
      server.database.db.execute(sql`update verifactu_records set send_state = ${state} where document_id = ${id}`);
    const idsIn = async (sendState: FunctionInput<'salesInvoicesList'>['sendState']) =>
      (await shop.admin.ok('salesInvoicesList', { sendState, limit: 200 })).documents.map((document) => document.id);
    try {
      await setState(refused!.id, 'refused');
      await setState(withErrors!.id, 'accepted-with-errors');
      expect(await idsIn('refused')).toEqual([refused!.id]);
      expect(await idsIn('accepted-with-errors')).toEqual([withErrors!.id]);
      expect(await idsIn('pending')).toEqual(rest.map((document) => document.id));
      expect(await idsIn('accepted')).toEqual([]);
      // Combined with the other filters; another workshop's documents never show.
      expect((await shop.admin.ok('salesInvoicesList', { sendState: 'refused', kind: 'full' })).documents.map((d) => d.id)).toEqual(
        refused!.kind === 'full' ? [refused!.id] : [],
      );
      expect((await other.admin.ok('salesInvoicesList', { sendState: 'refused' })).documents).toEqual([]);
      expect(
        (await shop.admin.call('salesInvoicesList', { sendState: 'lost' } as unknown as FunctionInput<'salesInvoicesList'>)).status,
      ).toBe(400);
    } finally {
      await setState(refused!.id, 'pending');
      await setState(withErrors!.id, 'pending');
    }
  });
});

describe('rectifying', () => {
  const rectify = (input: FunctionInput<'salesInvoicesRectify'>) => shop.admin.call('salesInvoicesRectify', input);

  it("takes back all of a repair's invoice (R5 by differences), after which the repair is invoiced again", async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const invoice = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    const back = await shop.admin.ok('salesInvoicesRectify', { mode: 'total', id: invoice.id, reason: 'Cobrada por error' });
    expect(back).toMatchObject({
      kind: 'rectifying',
      seriesCode: 'R',
      correctsId: invoice.id,
      repairId: repair.id,
      reason: 'Cobrada por error',
    });
    expect([back.totalCents, back.baseCents, back.taxCents]).toEqual([-invoice.totalCents, -invoice.baseCents, -invoice.taxCents]);
    expect(back.breakdown).toEqual(
      invoice.breakdown.map((rate) => ({ ...rate, grossCents: -rate.grossCents, baseCents: -rate.baseCents, taxCents: -rate.taxCents })),
    );
    const { verifactu } = await shop.admin.ok('salesInvoicesGet', { id: back.id });
    expect(verifactu!.xml).toContain('<sum1:TipoFactura>R5</sum1:TipoFactura><sum1:TipoRectificativa>I</sum1:TipoRectificativa>');
    expect(verifactu!.xml).toContain(
      `<sum1:FacturasRectificadas><sum1:IDFacturaRectificada><sum1:IDEmisorFactura>B12345674</sum1:IDEmisorFactura><sum1:NumSerieFactura>${invoice.numberText}</sum1:NumSerieFactura>`,
    );
    expect(verifactu!.qrUrl).toContain(`importe=-${(invoice.totalCents / 100).toFixed(2)}`);
    expect((await validateVerifactuXml(verifactu!.xml, 'SuministroInformacion.xsd')).errors).toEqual([]);
    // Each refusal of the document itself names its reason, which the screens read (never the English words).
    const twice = await rectify({ mode: 'total', id: invoice.id, reason: 'Otra vez' });
    expect(twice.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'over-remaining' } });
    const ofRectifying = await rectify({ mode: 'total', id: back.id, reason: 'Rectificar la rectificativa' });
    expect(ofRectifying.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'is-rectifying' } });
    const again = await shop.admin.ok('salesInvoicesIssue', { kind: 'simplified', repairId: repair.id });
    expect(again.totalCents).toBe(invoice.totalCents);
  });

  it('takes back some lines, never more than the invoice still charges, nor at a rate it did not charge', async () => {
    const invoice = await shop.admin.ok('salesInvoicesIssue', counterSale([{ description: 'Cubierta', quantity: 2, priceCents: 3000 }]));
    const line = { description: 'Cubierta devuelta', quantity: 1, priceCents: 3000, rateBp: 2100 };
    const over = await rectify({ mode: 'partial', id: invoice.id, reason: 'Devolución', lines: [{ ...line, quantity: 3 }] });
    expect(over.body.error).toMatchObject({ details: { fields: [{ field: 'lines' }], reason: 'over-remaining' } });
    const otherRate = await rectify({ mode: 'partial', id: invoice.id, reason: 'Devolución', lines: [{ ...line, rateBp: 1000 }] });
    expect(JSON.stringify(otherRate.body.error)).toContain('lines.0.rateBp');
    // Two returns of one tyre each at the same moment, then a third: the invoice charged two.
    const both = await Promise.all([1, 2].map(() => rectify({ mode: 'partial', id: invoice.id, reason: 'Devolución', lines: [line] })));
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => answer.body.result!.totalCents)).toEqual([-3000, -3000]);
    const third = await rectify({ mode: 'partial', id: invoice.id, reason: 'Devolución', lines: [line] });
    expect(third.status).toBe(400);
  });

  it('replaces a simplified invoice with a full one (F3) once, naming the customer', async () => {
    const simplified = await shop.admin.ok('salesInvoicesIssue', counterSale([{ description: 'Revisión', quantity: 1, priceCents: 4500 }]));
    const full = await shop.admin.ok('salesInvoicesRectify', { mode: 'replace', id: simplified.id, customer: CUSTOMER });
    expect(full).toMatchObject({
      kind: 'replacing',
      seriesCode: 'F',
      correctsId: simplified.id,
      totalCents: 4500,
      customer: { taxId: 'B12345674' },
    });
    const { verifactu } = await shop.admin.ok('salesInvoicesGet', { id: full.id });
    expect(verifactu!.xml).toContain('<sum1:TipoFactura>F3</sum1:TipoFactura>');
    expect(verifactu!.xml).toContain(
      `<sum1:FacturasSustituidas><sum1:IDFacturaSustituida><sum1:IDEmisorFactura>B12345674</sum1:IDEmisorFactura><sum1:NumSerieFactura>${simplified.numberText}</sum1:NumSerieFactura>`,
    );
    expect((await validateVerifactuXml(verifactu!.xml, 'SuministroInformacion.xsd')).errors).toEqual([]);
    expect((await rectify({ mode: 'replace', id: simplified.id, customer: CUSTOMER })).status).toBe(409);
    const ofReplaced = await rectify({ mode: 'total', id: simplified.id, reason: 'x' });
    expect(ofReplaced.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'replaced' } });
    const replaceFull = await rectify({ mode: 'replace', id: full.id, customer: CUSTOMER });
    expect(replaceFull.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'not-simplified' } });
    expect((await mechanic.call('salesInvoicesRectify', { mode: 'total', id: full.id, reason: 'x' })).status).toBe(403);
    const back = await shop.admin.ok('salesInvoicesRectify', { mode: 'total', id: full.id, reason: 'Anulada' });
    const { verifactu: record } = await shop.admin.ok('salesInvoicesGet', { id: back.id });
    expect(record!.xml).toContain('<sum1:TipoFactura>R1</sum1:TipoFactura>');
    expect(record!.xml).toContain('<sum1:NombreRazon>Cliente Fiscal SL</sum1:NombreRazon>');
  });
});

const LINE = { description: 'Revisión general', quantity: 1, priceCents: 4500 };
const CUSTOMER = {
  name: 'Cliente Fiscal SL',
  taxId: 'B12345674',
  country: 'ES',
  street: 'Calle Sol 2',
  postalCode: '28002',
  town: 'Madrid',
};

describe('numbers across two instances', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ sameDatabaseAs: server });
  });
  afterAll(() => second?.close());

  // A thousand HTTP calls through two servers: 7.5 s alone, 17 s inside the whole suite and over 30 s beside a build on
  // this two-core machine. The longer timeout bounds a hung test; it is not a speed goal.
  it('1,000 issues at once through two instances: numbers 1 to 1,000 with no gap and no repeat', async () => {
    const before = (await shop.admin.ok('salesInvoicesList', { kind: 'simplified', limit: 200 })).documents.length;
    const token = await shop.admin.token();
    const through = [server, second].map((instance) => async () => {
      const response = await fetch(`${instance.url}/api/functions/salesInvoicesIssue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: counterSale([{ description: 'Parche', quantity: 1, priceCents: 100 }]) }),
      });
      expect(response.status).toBe(200);
    });
    // Twenty in flight at once, alternating the instances.
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 1_000) {
          const index = next++;
          await through[index % 2]!();
        }
      }),
    );
    const rows = await server.database.db.execute<{ number: string }>(
      sql`select number from sales_documents where workshop_id = ${shop.id} and series_code = 'T' order by number`,
    );
    const numbers = rows.rows.map((row) => Number(row.number));
    expect(numbers).toEqual(Array.from({ length: before + 1_000 }, (_, index) => index + 1));
    // The chain, from the stored records alone: each record's huella is its own fields' and names the one before.
    const chain = await chainOf(server.database.db, shop.id, 'B12345674');
    const documents = await server.database.db.execute<{ count: string }>(
      sql`select count(*) from sales_documents where workshop_id = ${shop.id}`,
    );
    expect(chain).toHaveLength(Number(documents.rows[0]!.count));
    chain.forEach((stored, index) => {
      const record = stored.record as VerifactuAlta;
      expect(stored.seq).toBe(index + 1);
      expect(huella(altaHuellaInput(altaHuellaFields(record)))).toBe(stored.huella);
      const previous = chain[index - 1];
      expect(stored.previousHuella).toBe(previous?.huella ?? null);
      expect(record.Encadenamiento).toEqual(
        previous
          ? { RegistroAnterior: { ...(previous.record as VerifactuAlta).IDFactura, Huella: previous.huella } }
          : { PrimerRegistro: 'S' },
      );
    });
  }, 120_000);
});
