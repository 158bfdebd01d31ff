// docs/product.md §29: an issued document as a PDF, an A4 page or an 80 mm receipt, through salesInvoicesPdf: the
// file's name, its QR code read back from the embedded image (the AEAT's URL for the document as issued), and
// another workshop's document refused as a missing one.
import { verifactuQrUrl } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageObjectsOf, qrTextOf } from '../src/sales-pdf/pdf-reading.ts';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server, 'Taller con tique');
  other = await createWorkshop(server, 'Otro taller');
  for (const workshop of [shop, other]) await workshop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
});
afterAll(() => server?.close());

const sale = { kind: 'simplified' as const, lines: [{ description: 'Cámara 29"', quantity: 2, priceCents: 650 }] };

/** The texts of the QR codes a PDF's images draw. */
const qrTextsOf = (pdf: Buffer) => imageObjectsOf(pdf).flatMap((object) => qrTextOf(pdf, object)?.text ?? []);

describe('salesInvoicesPdf', () => {
  it('draws an issued document as an A4 page and as a receipt, with its VERI*FACTU record’s QR code', async () => {
    const document = await shop.admin.ok('salesInvoicesIssue', sale);
    // The installation's AEAT environment is the test one unless VERIFACTU_ENVIRONMENT says production.
    const url = verifactuQrUrl(
      { nif: document.issuer.taxId, numSerie: document.numberText, fecha: document.issueDay, importeCents: document.totalCents },
      'test',
    );
    expect((await shop.admin.ok('salesInvoicesGet', { id: document.id })).verifactu?.qrUrl).toBe(url);
    for (const format of ['a4', 'receipt'] as const) {
      const answer = await shop.admin.ok('salesInvoicesPdf', { id: document.id, language: 'es', format });
      expect(answer.fileName).toBe(`Factura ${document.numberText.replace('/', '-')}.pdf`);
      const pdf = Buffer.from(answer.contentBase64, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(qrTextsOf(pdf)).toEqual([url]);
      // The receipt's page is the 80 mm roll's width; the A4 page is A4.
      expect(pdf.toString('latin1')).toContain(format === 'a4' ? '/MediaBox [0 0 595.28 841.89]' : '/MediaBox [0 0 226.77 ');
    }
    const pt = await shop.admin.ok('salesInvoicesPdf', { id: document.id, language: 'pt', format: 'a4' });
    expect(pt.fileName).toBe(`Fatura ${document.numberText.replace('/', '-')}.pdf`);
  });

  it('is for managers too, not for mechanics, and refuses a format it does not know', async () => {
    const document = await shop.admin.ok('salesInvoicesIssue', sale);
    const manager = await shop.member('manager');
    expect((await manager.call('salesInvoicesPdf', { id: document.id, language: 'pt', format: 'receipt' })).status).toBe(200);
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.call('salesInvoicesPdf', { id: document.id, language: 'es', format: 'a4' })).status).toBe(403);
    const wrong = await shop.admin.send('salesInvoicesPdf', { id: document.id, language: 'es', format: 'a5' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body.error)).toContain('format');
  });

  it('refuses another workshop’s document as it refuses a missing one', async () => {
    const theirs = await other.admin.ok('salesInvoicesIssue', sale);
    const answer = await shop.admin.call('salesInvoicesPdf', { id: theirs.id, language: 'es', format: 'a4' });
    expect(answer.status).toBe(404);
    const missing = await shop.admin.call('salesInvoicesPdf', { id: 'missing', language: 'es', format: 'a4' });
    expect(missing.status).toBe(404);
    expect(answer.body.error).toEqual(missing.body.error);
    expect((await other.admin.call('salesInvoicesPdf', { id: theirs.id, language: 'es', format: 'a4' })).status).toBe(200);
  });
});
