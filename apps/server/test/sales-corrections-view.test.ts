// docs/product.md §29.4: a document's page links the document it corrects and those correcting it: salesInvoicesGet
// answers each with its kind, number, day and total, the corrections oldest first with the lines they take back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server, 'Taller que rectifica');
  await shop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
});
afterAll(() => server?.close());

const CUSTOMER = { name: 'Cliente Fiscal SL', taxId: 'B12345674', country: 'ES', street: 'Calle Sol 2' };

describe('salesInvoicesGet: corrections', () => {
  it('links an invoice to its partial rectifications, oldest first, and each back to the invoice', async () => {
    const invoice = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Cubierta', quantity: 2, priceCents: 3000 }],
    });
    const before = await shop.admin.ok('salesInvoicesGet', { id: invoice.id });
    // Neither field while there is nothing to link: the answer reads as it did before them.
    expect(before).not.toHaveProperty('corrects');
    expect(before).not.toHaveProperty('corrections');
    const line = { description: 'Cubierta', quantity: 1, priceCents: 3000, rateBp: 2100 };
    const first = await shop.admin.ok('salesInvoicesRectify', { mode: 'partial', id: invoice.id, reason: 'Devolución', lines: [line] });
    const second = await shop.admin.ok('salesInvoicesRectify', { mode: 'partial', id: invoice.id, reason: 'Devolución', lines: [line] });
    const view = await shop.admin.ok('salesInvoicesGet', { id: invoice.id });
    expect(view.corrections!.map(({ id, kind, numberText, totalCents }) => ({ id, kind, numberText, totalCents }))).toEqual([
      { id: first.id, kind: 'rectifying', numberText: first.numberText, totalCents: -3000 },
      { id: second.id, kind: 'rectifying', numberText: second.numberText, totalCents: -3000 },
    ]);
    expect(view.corrections![0]!.lines).toEqual(first.lines);
    expect(view.corrections![0]!.lines[0]).toMatchObject({ description: 'Cubierta', quantity: 1, priceCents: -3000 });
    const back = await shop.admin.ok('salesInvoicesGet', { id: first.id });
    expect(back.corrects).toEqual({
      id: invoice.id,
      kind: 'simplified',
      numberText: invoice.numberText,
      issueDay: invoice.issueDay,
      totalCents: 6000,
    });
    expect(back).not.toHaveProperty('corrections');
  });

  it('links a simplified invoice to the full one that replaced it', async () => {
    const simplified = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Revisión', quantity: 1, priceCents: 4500 }],
    });
    const full = await shop.admin.ok('salesInvoicesRectify', { mode: 'replace', id: simplified.id, customer: CUSTOMER });
    const view = await shop.admin.ok('salesInvoicesGet', { id: simplified.id });
    expect(view.corrections).toEqual([
      { id: full.id, kind: 'replacing', numberText: full.numberText, issueDay: full.issueDay, totalCents: 4500, lines: full.lines },
    ]);
    expect((await shop.admin.ok('salesInvoicesGet', { id: full.id })).corrects).toMatchObject({ id: simplified.id, kind: 'simplified' });
  });
});
