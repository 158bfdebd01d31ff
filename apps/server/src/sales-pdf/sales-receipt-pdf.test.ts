// The 80 mm receipt (docs/product.md §29), read back from its uncompressed content streams: the page 80 mm wide and
// as tall as its content, the authorities' example QR codes decoded from the embedded image, centred, Spain's first
// and Portugal's last, and the A4 page's content in one column in both languages.
import { describe, expect, it } from 'vitest';
import { pdfText, qrTextOf, readPdf } from './pdf-reading.ts';
import { POINTS_PER_MM } from './qr-block.ts';
import type { SalesPdfOptions } from './render-options.ts';
import {
  AEAT_EXAMPLE_URL,
  aeatExampleDocument,
  AT_EXAMPLE_ATCUD,
  AT_EXAMPLE_QR,
  atExampleDocument,
  salesDocument,
  SPANISH_CUSTOMER,
} from './sales-document-factories.ts';
import { renderSalesReceiptPdf } from './sales-receipt-pdf.ts';

const render = (document = salesDocument(), options: Partial<SalesPdfOptions> = {}) =>
  renderSalesReceiptPdf(document, { language: 'es', timeZone: 'Europe/Madrid', qr: null, compress: false, ...options });

const nb = (text: string) => text.replace(/ (?=€|%)/g, '\u00a0');

function onlyPage(pdf: Buffer) {
  const pages = readPdf(pdf);
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

function qrOf(pdf: Buffer) {
  const page = onlyPage(pdf);
  const [image] = page.images.filter((each) => qrTextOf(pdf, each.object));
  const read = qrTextOf(pdf, image!.object)!;
  const modules = 17 + 4 * read.version;
  return { ...image!, text: read.text, symbolMm: (image!.width * modules) / (modules + 8) / POINTS_PER_MM, page };
}

describe('the receipt’s page', () => {
  it('is 80 mm (226.77 pt) wide, one page as tall as what it prints', async () => {
    const short = onlyPage(await render());
    expect(short.width).toBe(226.77);
    const lines = Array.from({ length: 40 }, (_, index) => ({
      description: `Radio ${index + 1}`,
      quantity: 1,
      priceCents: 100,
      rateBp: 2100,
    }));
    const long = onlyPage(await render(salesDocument({ lines })));
    expect(long.width).toBe(226.77);
    expect(long.height).toBeGreaterThan(short.height + 40 * 15);
    // The last thing printed ends within a few millimetres of the foot: no blank paper fed out after it.
    for (const page of [short, long]) {
      const lowest = Math.max(...page.runs.map((run) => run.top));
      expect(lowest).toBeLessThan(page.height);
      expect(page.height - lowest).toBeLessThan(30);
    }
  });
});

describe('the QR code on the receipt', () => {
  it('opens it with the AEAT’s example URL, centred, 30 to 40 mm, between "QR tributario:" and "VERI*FACTU"', async () => {
    const qr = qrOf(await render(aeatExampleDocument(), { qr: { kind: 'verifactu', text: AEAT_EXAMPLE_URL } }));
    expect(qr.text).toBe(AEAT_EXAMPLE_URL);
    expect(qr.symbolMm).toBeGreaterThanOrEqual(30);
    expect(qr.symbolMm).toBeLessThanOrEqual(40);
    expect(qr.x + qr.width / 2).toBeCloseTo(226.77 / 2, 0);
    const texts = qr.page.runs.map((run) => run.text);
    expect(texts.slice(0, 1)).toEqual(['QR tributario:']);
    const below = qr.page.runs.find((run) => run.text === 'VERI*FACTU')!;
    expect(below.top).toBeGreaterThan(qr.top + qr.height);
    // Orden HAC/1177/2024 art. 21: before the invoice's content.
    for (const run of qr.page.runs.filter((each) => each !== below && each.text !== 'QR tributario:'))
      expect(run.top).toBeGreaterThan(below.top);
  });

  it('closes it with the AT’s example string, centred, the ATCUD just above and the signed document’s legend above that', async () => {
    const qr = qrOf(
      await render(atExampleDocument(), {
        language: 'pt',
        timeZone: 'Europe/Lisbon',
        qr: {
          kind: 'portugal',
          text: AT_EXAMPLE_QR,
          atcud: AT_EXAMPLE_ATCUD,
          legend: 'YhGV-Processado por programa certificado n.º 9999/AT',
        },
      }),
    );
    expect(qr.text).toBe(AT_EXAMPLE_QR);
    expect(qr.symbolMm).toBeGreaterThanOrEqual(30);
    expect(qr.x + qr.width / 2).toBeCloseTo(226.77 / 2, 0);
    const atcud = qr.page.runs.at(-1)!;
    expect(atcud.text).toBe(`ATCUD:${AT_EXAMPLE_ATCUD}`);
    expect(atcud.top).toBeLessThan(qr.top);
    expect(qr.top + qr.height).toBeGreaterThan(qr.page.height - 40);
    const legend = qr.page.runs.at(-2)!;
    expect(legend.text).toBe('YhGV-Processado por programa certificado n.º 9999/AT');
    expect(legend.top).toBeLessThan(atcud.top);
    const total = qr.page.runs.find((run) => run.text === 'Total')!;
    expect(total.top).toBeLessThan(legend.top);
  });
});

describe('the receipt’s content', () => {
  it.each([
    ['simplified', 'ES', 'es', 'Factura simplificada'],
    ['full', 'ES', 'pt', 'Fatura'],
    ['rectifying', 'ES', 'es', 'Factura rectificativa'],
    ['replacing', 'ES', 'es', 'Factura'],
    ['simplified', 'PT', 'pt', 'Fatura simplificada'],
    ['full', 'PT', 'pt', 'Fatura'],
    ['rectifying', 'PT', 'pt', 'Nota de crédito'],
    ['rectifying', 'PT', 'es', 'Nota de crédito'],
  ] as const)('titles a %s document of %s in %s "%s"', async (kind, country, language, title) => {
    const text = pdfText(await render(salesDocument({ kind, country, customer: SPANISH_CUSTOMER }), { language })).split('\n');
    expect(text).toContain(title);
  });

  it('prints the issuer, the number and date, the customer, each line in two and the sums', async () => {
    const document = salesDocument({ kind: 'full', numberText: 'F2026/3', customer: SPANISH_CUSTOMER });
    const text = pdfText(await render(document))
      .split('\n')
      .join('|');
    expect(text).toContain('Ciclos Marta & Hijos, S.L.|NIF: B12345674|Calle del Pez 7|28004 Madrid|Factura|Número: F2026/3');
    expect(text).toContain('Fecha de expedición: 05/06/2026, 17:05');
    expect(text).toContain('Cliente: Mensajería Rápida, S.A.|NIF: A39200019|Avenida de la Paz 3|39001 Santander');
    expect(text).toContain(nb('Cámara 29" válvula Presta|2 × 6,50 €   IVA 21 %|13,00 €'));
    expect(text).toContain(nb('21 %|47,93 €|10,07 €|4 %|12,02 €|0,48 €'));
    expect(text).toContain(nb('Base imponible|59,95 €|Total IVA|10,55 €|Total|70,50 €'));
  });

  it('prints the document a rectifying one corrects and why, in Portuguese', async () => {
    const credit = salesDocument({ country: 'PT', kind: 'rectifying', numberText: 'R2026/1', reason: 'Devolução da câmara' });
    const text = pdfText(
      await render(credit, { language: 'pt', corrects: { numberText: 'F2026/2', issueDay: '2026-05-30', kind: 'full' } }),
    );
    expect(text).toContain('Número: NC R2026/1');
    expect(text).toContain('Referente à fatura FT F2026/2 de 30/05/2026.');
    expect(text).toContain('Motivo da retificação: Devolução da câmara');
    expect(text).toContain('Resumo do IVA');
  });
});
