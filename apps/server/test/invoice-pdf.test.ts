// The invoice as a PDF (docs/product.md §23.3): what the page shows, in the caller's language, for the
// workshop's own invoices only. The text is read back from the PDF's content streams.
import { inflateSync } from 'node:zlib';
import { formatLongDateInZone } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, FAR_APART_ZONES, setWorkshopZone } from './workshop-fixture.ts';
import { subscribe, tickAfter } from './billing-fixture.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      OPERATOR_LEGAL_NAME: 'Rueda Servicios, S.L.',
      OPERATOR_TAX_ID: 'B87654321',
      OPERATOR_ADDRESS: 'Calle del Operador 5, 28001 Madrid, España',
    },
  });
});
afterAll(async () => server?.close());

/** The text a PDF draws with pdfkit's standard fonts: hex strings in WinAnsi, one TJ per run of text. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...run[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      // Latin-1 but for the euro sign, the one WinAnsi letter outside it that an invoice uses.
      lines.push(Buffer.from(hex, 'hex').toString('latin1').replaceAll('\x80', '€'));
    }
  }
  return lines.join('\n');
}

/** A workshop past its trial that subscribed: charged at once, so its first payment has its invoice. */
async function subscribedWorkshop(name: string) {
  const shop = await createWorkshop(server, name);
  const { trialEnds } = await shop.admin.ok('callablesGetSubscriptionDetails', null);
  await tickAfter(server, trialEnds!);
  await subscribe(server, shop);
  const invoiceId = (await shop.admin.ok('callablesGetSubscriptionDetails', null)).paymentHistory[0]!.invoiceId!;
  return { shop, invoiceId };
}

describe('invoicesPdf', () => {
  it('draws the invoice of a payment in Spanish or Portuguese', async () => {
    const { shop, invoiceId } = await subscribedWorkshop('Taller Ñandú & Cía');
    const invoice = await shop.admin.ok('invoicesGet', { invoiceId });

    const es = await shop.admin.ok('invoicesPdf', { invoiceId, language: 'es' });
    expect(es.fileName).toBe(`factura-${invoice.number}.pdf`);
    const esPdf = Buffer.from(es.contentBase64, 'base64');
    expect(esPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const esText = pdfText(esPdf);
    expect(esText).toContain(`Factura ${invoice.number}`);
    expect(esText).toContain('Taller Ñandú & Cía');
    expect(esText).toContain('Facturado a'.toUpperCase());
    expect(esText).toContain('Taller de prueba S.L.');
    expect(esText).toContain('NIF: B12345678');
    expect(esText).toContain(invoice.planName);
    expect(esText).toContain('IVA (21\u00a0%)');
    expect(esText).toContain('29,99\u00a0€');
    expect(esText).toContain('Base imponible');

    const pt = await shop.admin.ok('invoicesPdf', { invoiceId, language: 'pt' });
    expect(pt.fileName).toBe(`fatura-${invoice.number}.pdf`);
    const ptText = pdfText(Buffer.from(pt.contentBase64, 'base64'));
    expect(ptText).toContain(`Fatura ${invoice.number}`);
    expect(ptText).toContain('Valor sem IVA');
    expect(ptText).not.toContain('Base imponible');
  });

  it('names the installation’s operator as seller and the workshop as customer', async () => {
    const { shop, invoiceId } = await subscribedWorkshop('Ciclos Marta');
    const invoice = await shop.admin.ok('invoicesGet', { invoiceId });
    expect(invoice.seller).toEqual({
      name: 'Rueda Servicios, S.L.',
      taxId: 'B87654321',
      address: 'Calle del Operador 5, 28001 Madrid, España',
    });
    expect(invoice.workshop.name).toBe('Ciclos Marta');

    const text = pdfText(Buffer.from((await shop.admin.ok('invoicesPdf', { invoiceId, language: 'es' })).contentBase64, 'base64'));
    const lines = text.split('\n');
    const billedTo = lines.indexOf('FACTURADO A');
    // The seller's block comes first, above the customer's.
    expect(lines.indexOf('Rueda Servicios, S.L.')).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('Rueda Servicios, S.L.')).toBeLessThan(billedTo);
    expect(lines.indexOf('Calle del Operador 5, 28001 Madrid, España')).toBeLessThan(billedTo);
    expect(lines.indexOf('NIF: B87654321')).toBeLessThan(billedTo);
    // The workshop only after "Facturado a", by its name and the billing address it gave.
    expect(lines.indexOf('Ciclos Marta')).toBeGreaterThan(billedTo);
    expect(lines.indexOf('Taller de prueba S.L.')).toBeGreaterThan(billedTo);
    expect(lines.indexOf('NIF: B12345678')).toBeGreaterThan(billedTo);
  });

  it('writes its date on the workshop’s clock, whatever the language', async () => {
    const { shop, invoiceId } = await subscribedWorkshop('Ciclos del Pacífico');
    const invoice = await shop.admin.ok('invoicesGet', { invoiceId });
    for (const timeZone of FAR_APART_ZONES) {
      await setWorkshopZone(server, shop.id, timeZone);
      for (const language of ['es', 'pt'] as const) {
        const pdf = await shop.admin.ok('invoicesPdf', { invoiceId, language });
        expect(pdfText(Buffer.from(pdf.contentBase64, 'base64'))).toContain(
          formatLongDateInZone(invoice.issuedAt, timeZone, language).replace(/\u202f/g, '\u00a0'),
        );
      }
    }
  });

  it('is for the workshop’s own invoices, with a language it knows', async () => {
    const { shop, invoiceId } = await subscribedWorkshop('Taller con factura');
    const other = await createWorkshop(server, 'Otro taller');
    expect((await other.admin.call('invoicesPdf', { invoiceId, language: 'es' })).status).toBe(404);
    const badLanguage = await shop.admin.send('invoicesPdf', { invoiceId, language: 'fr' });
    expect(badLanguage.status).toBe(400);
    expect(JSON.stringify(badLanguage.body)).toContain('language');
    // Every role sees the subscription, so every role may download its invoices (docs/roles.md).
    expect((await (await shop.member('mechanic')).call('invoicesPdf', { invoiceId, language: 'es' })).status).toBe(200);
  });
});
