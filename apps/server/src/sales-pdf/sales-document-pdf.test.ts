// The A4 document (docs/product.md §29), read back from its uncompressed content streams (pdf-reading.ts): the
// authorities' own QR examples first, decoded from the embedded image to their exact text, at the place and size the
// law asks; then each kind in both languages, the workshop's zone, long documents and what Helvetica cannot draw.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POINTS_PER_MM } from './qr-block.ts';
import { pdfText, qrTextOf, readPdf, type PdfPage } from './pdf-reading.ts';
import type { SalesPdfOptions } from './render-options.ts';
import { renderSalesDocumentPdf } from './sales-document-pdf.ts';
import {
  AEAT_EXAMPLE_URL,
  aeatExampleDocument,
  AT_EXAMPLE_ATCUD,
  AT_EXAMPLE_QR,
  atExampleDocument,
  salesDocument,
  SPANISH_CUSTOMER,
} from './sales-document-factories.ts';

const render = (document = salesDocument(), options: Partial<SalesPdfOptions> = {}) =>
  renderSalesDocumentPdf(document, { language: 'es', timeZone: 'Europe/Madrid', qr: null, compress: false, ...options });

/** The QR codes a PDF's pages draw, with their place, the text a decoder reads and the symbol's side in mm. */
function qrCodesOf(pdf: Buffer) {
  return readPdf(pdf).flatMap((page, pageIndex) =>
    page.images.flatMap((image) => {
      const read = qrTextOf(pdf, image.object);
      if (!read) return [];
      // A version v symbol is 17 + 4v modules across; the image adds the four-module quiet zone on each side.
      const modules = 17 + 4 * read.version;
      return [{ ...image, pageIndex, text: read.text, symbolMm: (image.width * modules) / (modules + 8) / POINTS_PER_MM }];
    }),
  );
}

/** Intl's amounts and rates keep their sign to the figure with a no-break space: "6,50 €", "21 %". */
const nb = (text: string) => text.replace(/ (?=€|%)/g, '\u00a0');

const runTop = (page: PdfPage, text: string) => page.runs.find((run) => run.text === text)?.top;

describe('the QR code on the A4 page', () => {
  it('carries the AEAT’s example URL at the top, 30 to 40 mm, between "QR tributario:" and "VERI*FACTU"', async () => {
    const pdf = await render(aeatExampleDocument(), { qr: { kind: 'verifactu', text: AEAT_EXAMPLE_URL } });
    const [page] = readPdf(pdf);
    const [qr] = qrCodesOf(pdf);
    expect(qr?.text).toBe(AEAT_EXAMPLE_URL);
    expect(qr!.symbolMm).toBeGreaterThanOrEqual(30);
    expect(qr!.symbolMm).toBeLessThanOrEqual(40);
    // Orden HAC/1177/2024 art. 21: at the top, before the content, centred; its legends just above and below.
    expect(qr!.top).toBeLessThan(60);
    expect(qr!.x + qr!.width / 2).toBeCloseTo(page!.width / 2, 0);
    expect(runTop(page!, 'QR tributario:')).toBeLessThan(qr!.top);
    expect(runTop(page!, 'VERI*FACTU')).toBeGreaterThan(qr!.top + qr!.height);
    expect(runTop(page!, 'VERI*FACTU')).toBeLessThan(qr!.top + qr!.height + 20);
    expect(qr!.top + qr!.height).toBeLessThan(runTop(page!, 'Ciclos Marta & Hijos, S.L.')!);
  });

  it('keeps the AEAT’s words in Spanish on a page in Portuguese', async () => {
    const text = pdfText(await render(aeatExampleDocument(), { language: 'pt', qr: { kind: 'verifactu', text: AEAT_EXAMPLE_URL } }));
    expect(text).toContain('QR tributario:');
    expect(text).toContain('VERI*FACTU');
    expect(text).toContain('Fatura simplificada');
  });

  it('carries the AT’s example string at the foot, the ATCUD and the signed document’s legend above it, 30 mm at least', async () => {
    const legend = 'YhGV-Processado por programa certificado n.º 9999/AT';
    const qrOption = { kind: 'portugal' as const, text: AT_EXAMPLE_QR, atcud: AT_EXAMPLE_ATCUD, legend };
    const pdf = await render(atExampleDocument(), { language: 'pt', timeZone: 'Europe/Lisbon', qr: qrOption });
    const [page] = readPdf(pdf);
    const [qr] = qrCodesOf(pdf);
    expect(qr?.text).toBe(AT_EXAMPLE_QR);
    expect(qr!.symbolMm).toBeGreaterThanOrEqual(30);
    expect(qr!.top + qr!.height).toBeGreaterThan(page!.height - 60);
    // Portaria 195/2020 art. 4.1: "ATCUD:" and the code, immediately above the QR code.
    const atcudTop = runTop(page!, `ATCUD:${AT_EXAMPLE_ATCUD}`)!;
    expect(atcudTop).toBeLessThan(qr!.top);
    expect(atcudTop).toBeGreaterThan(qr!.top - 20);
    // Despacho 8632/2014 §2.2.2: the signature's four characters (the QR code's field Q) and the program's legend.
    expect(runTop(page!, legend)).toBeLessThan(atcudTop);
    expect(AT_EXAMPLE_QR).toContain('*Q:YhGV*R:9999*');
    // The document is printed by the id its QR code's field G names.
    expect(pdfText(pdf)).toContain('Número: FS CDVF/12345');
    expect(AT_EXAMPLE_QR).toContain('*G:FS CDVF/12345*');
    expect(pdfText(pdf)).toContain(nb('0,80 €'));
  });

  it('is drawn only when given, and no legend then', async () => {
    const pdf = await render();
    expect(readPdf(pdf)[0]!.images).toEqual([]);
    expect(pdfText(pdf)).not.toContain('QR tributario:');
  });
});

describe('the A4 page’s content', () => {
  const full = salesDocument({ kind: 'full', numberText: 'F2026/3', customer: SPANISH_CUSTOMER });
  const corrects = { numberText: 'F2026/2', issueDay: '2026-05-30', kind: 'full' as const };

  it.each([
    ['simplified', 'ES', 'es', 'Factura simplificada'],
    ['full', 'ES', 'es', 'Factura'],
    ['rectifying', 'ES', 'es', 'Factura rectificativa'],
    ['replacing', 'ES', 'es', 'Factura'],
    ['simplified', 'ES', 'pt', 'Fatura simplificada'],
    ['rectifying', 'ES', 'pt', 'Fatura retificativa'],
    ['simplified', 'PT', 'pt', 'Fatura simplificada'],
    ['full', 'PT', 'pt', 'Fatura'],
    ['rectifying', 'PT', 'pt', 'Nota de crédito'],
    ['replacing', 'PT', 'pt', 'Fatura'],
    ['simplified', 'PT', 'es', 'Factura simplificada'],
    ['rectifying', 'PT', 'es', 'Nota de crédito'],
  ] as const)('titles a %s document of %s in %s "%s"', async (kind, country, language, title) => {
    const document = salesDocument({ kind, country, customer: SPANISH_CUSTOMER });
    const text = pdfText(
      await render(document, { language, corrects: kind === 'rectifying' || kind === 'replacing' ? corrects : undefined }),
    );
    expect(text.split('\n')[0]).toBe(title);
  });

  it('names the issuer as the document recorded it, the customer of a full invoice, every line and the sums', async () => {
    const text = pdfText(await render(full)).split('\n');
    for (const line of ['Ciclos Marta & Hijos, S.L.', 'NIF: B12345674', 'Calle del Pez 7', '28004 Madrid', 'Número: F2026/3']) {
      expect(text).toContain(line);
    }
    for (const line of ['CLIENTE', 'Mensajería Rápida, S.A.', 'NIF: A39200019', 'Avenida de la Paz 3', '39001 Santander']) {
      expect(text).toContain(line);
    }
    // Each line: description, quantity, price with VAT, rate, amount.
    expect(text.join('|')).toContain(nb('Cámara 29" válvula Presta|2|6,50 €|21 %|13,00 €'));
    expect(text.join('|')).toContain(nb('Guía de rutas ciclistas|1|12,50 €|4 %|12,50 €'));
    // The VAT per rate (base, tax) and the sums; the total is what the lines add up to.
    expect(text.join('|')).toContain(nb('21 %|47,93 €|10,07 €'));
    expect(text.join('|')).toContain(nb('4 %|12,02 €|0,48 €'));
    expect(text.join('|')).toContain(nb('Base imponible|59,95 €|Total IVA|10,55 €|Total|70,50 €'));
  });

  it('writes the same in Portuguese, and a foreign customer’s country', async () => {
    const customer = { ...SPANISH_CUSTOMER, country: 'FR' };
    const text = pdfText(await render({ ...full, customer }, { language: 'pt' }));
    for (const line of [
      'Fatura',
      'Data de emissão: 05/06/2026, 17:05',
      'Descrição',
      'Preço c/ IVA',
      'Resumo do IVA',
      'Base tributável',
      'França',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Base imponible');
  });

  it('names the document a rectifying one corrects and why, and the one a replacing invoice stands for', async () => {
    const rectifying = { ...full, kind: 'rectifying' as const, numberText: 'R2026/1', reason: 'Precio de la cámara equivocado' };
    const text = pdfText(await render(rectifying, { corrects }));
    expect(text).toContain('Rectifica la factura F2026/2 de 30/05/2026.');
    expect(text).toContain('Motivo de la rectificación: Precio de la cámara equivocado');
    const replacing = { ...full, kind: 'replacing' as const };
    const simplified = { numberText: 'T2026/9', issueDay: '2026-05-30' };
    expect(pdfText(await render(replacing, { corrects: simplified }))).toContain(
      'Sustituye a la factura simplificada T2026/9 de 30/05/2026.',
    );
    const credit = salesDocument({ country: 'PT', kind: 'rectifying', numberText: 'R2026/1' });
    expect(pdfText(await render(credit, { language: 'pt', corrects }))).toContain('Referente à fatura FT F2026/2 de 30/05/2026.');
  });

  it('writes the issue time on the workshop’s clock, and the issue day the document recorded', async () => {
    const document = salesDocument({ issuedAt: '2026-06-05T09:05:00.000Z' });
    expect(pdfText(await render(document, { timeZone: 'Europe/Madrid' }))).toContain('Fecha de expedición: 05/06/2026, 11:05');
    expect(pdfText(await render(document, { timeZone: 'Atlantic/Azores' }))).toContain('Fecha de expedición: 05/06/2026, 09:05');
  });

  it('draws the workshop’s logo', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const pdf = await render(salesDocument(), { logo });
    const [image] = readPdf(pdf)[0]!.images;
    expect(image).toMatchObject({ x: 42, top: 42 });
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 300/);
  });

  it('goes on to more pages, the columns’ headers on each, Portugal’s code after the sums', async () => {
    const lines = Array.from({ length: 90 }, (_, index) => ({
      description: `Radio ${index + 1}`,
      quantity: 1,
      priceCents: 100,
      rateBp: 2300,
    }));
    const document = salesDocument({ country: 'PT', lines });
    const pdf = await render(document, { language: 'pt', qr: { kind: 'portugal', text: AT_EXAMPLE_QR, atcud: AT_EXAMPLE_ATCUD } });
    const pages = readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const texts = pages.map((page) => page.runs.map((run) => run.text));
    // Each page after the first names the document, then the lines' headers again.
    expect(texts[0]).toContain('Descrição');
    for (const page of texts.slice(1)) expect(page[0]).toBe('Fatura simplificada · Número: FS T2026/15');
    for (const page of texts.slice(1)) if (page.some((text) => text.startsWith('Radio '))) expect(page[1]).toBe('Descrição');
    expect(texts.flat().filter((text) => text.startsWith('Radio '))).toHaveLength(90);
    const totalPage = texts.findIndex((page) => page.includes('Total'));
    expect(texts[totalPage]![texts[totalPage]!.indexOf('Total') + 1]).toBe(nb('90,00 €'));
    // The code on the last page, below the sums when they share it; no text runs past a page's foot.
    const [qr] = qrCodesOf(pdf);
    expect(qr!.pageIndex).toBe(pages.length - 1);
    if (totalPage === qr!.pageIndex) expect(qr!.top).toBeGreaterThan(runTop(pages[totalPage]!, 'Total')!);
    for (const page of pages) for (const run of page.runs) expect(run.top).toBeLessThan(page.height - 30);
  });

  it('draws "?" for a letter Helvetica does not have, and a base letter for one with a mark it lacks', async () => {
    const document = salesDocument({ lines: [{ description: 'Cadena 漢 Łódź ő', quantity: 1, priceCents: 100, rateBp: 2100 }] });
    expect(pdfText(await render(document))).toContain('Cadena ? ?ódz o');
  });

  it('is compressed unless told otherwise', async () => {
    const pdf = await renderSalesDocumentPdf(salesDocument(), { language: 'es', timeZone: 'Europe/Madrid', qr: null });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(() => readPdf(pdf)).toThrow(/compress: false/);
  });
});
