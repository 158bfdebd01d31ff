// A sales document on an A4 page (docs/product.md §29): the workshop's logo and its data as the document recorded
// them, the title, number and date, the customer, the lines, the VAT per rate and the total. Spain's QR code goes at
// the top with the AEAT's legends (Orden HAC/1177/2024 art. 21, docs/verifactu.md §4); Portugal's at the bottom with
// the ATCUD just above it (Portaria 195/2020 art. 4.1).
import type { TSalesDocument } from '@rueda/domain';
import { salesDocumentTexts, type SalesDocumentTexts } from './document-texts.ts';
import { startPdf } from './pdf-writer.ts';
import { qrImage, type QrImage } from './qr-block.ts';
import type { SalesPdfOptions } from './render-options.ts';
import { TableWriter, type Column } from './table-writer.ts';

const MARGIN = 42;
const BODY_SIZE = 9;
const GREY = '#555555';
const LOGO_BOX: [number, number] = [150, 64];

/** The document as an A4 PDF, in the reader's language, its issue time on the workshop's clock. */
export async function renderSalesDocumentPdf(document: TSalesDocument, options: SalesPdfOptions): Promise<Buffer> {
  const texts = salesDocumentTexts(document, options);
  const qr = options.qr ? await qrImage(options.qr) : null;
  const pdf = startPdf({
    size: 'A4',
    margin: MARGIN,
    language: options.language,
    title: `${texts.title} ${document.numberText}`,
    author: texts.issuer.name,
    createdAt: document.issuedAt,
    compress: options.compress,
  });
  const { doc } = pdf;
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

  drawHeader(doc, texts, options.logo, options.qr?.kind === 'verifactu' ? qr : null);
  drawParties(doc, texts, left, width);
  if (texts.corrects) doc.font('Helvetica-Bold').fontSize(BODY_SIZE).fillColor('#000000').text(texts.corrects, left, doc.y, { width });
  if (texts.reason) doc.font('Helvetica').fontSize(BODY_SIZE).fillColor('#000000').text(texts.reason, left, doc.y, { width });
  if (texts.corrects || texts.reason) doc.moveDown(1);

  const figure = (header: string, width: number): Column => ({ header, width, align: 'right' });
  const lineColumns: Column[] = [
    { header: texts.columns.description, width: width - 45 - 85 - 45 - 85 },
    figure(texts.columns.quantity, 45),
    figure(texts.columns.unitPrice, 85),
    figure(texts.columns.rate, 45),
    figure(texts.columns.amount, 85),
  ];
  // A page after the first says whose it is: the document's title and number.
  const onNewPage = () => {
    doc
      .font('Helvetica')
      .fontSize(BODY_SIZE - 1)
      .fillColor(GREY)
      .text(`${texts.title} · ${texts.number}`, left, MARGIN, { width });
    doc.y += 8;
  };
  const lines = new TableWriter(doc, { left, columns: lineColumns, fontSize: BODY_SIZE, top: MARGIN, onNewPage });
  lines.header();
  for (const line of texts.lines) lines.row([line.description, line.quantity, line.unitPrice, line.rate, line.amount]);
  lines.rule();
  doc.moveDown(1);

  // The VAT per rate, then the sums, on the right half.
  const half = width / 2;
  const breakdown = new TableWriter(doc, {
    left: left + half,
    columns: [figure(texts.breakdown.rate, half / 3), figure(texts.breakdown.base, half / 3), figure(texts.breakdown.tax, half / 3)],
    fontSize: BODY_SIZE,
    top: MARGIN,
    onNewPage,
  });
  breakdown.ensureSpace(BODY_SIZE * 2.5 * (texts.breakdown.rows.length + 2));
  doc
    .font('Helvetica-Bold')
    .fontSize(BODY_SIZE)
    .fillColor('#000000')
    .text(texts.breakdown.heading, left + half, doc.y, { width: half });
  doc.moveDown(0.3);
  breakdown.header();
  for (const row of texts.breakdown.rows) breakdown.row([row.rate, row.base, row.tax]);
  breakdown.rule();
  doc.moveDown(0.8);
  drawTotals(doc, breakdown, texts.totals, left + half, half);

  if (options.qr?.kind === 'portugal' && qr) drawBottomQr(doc, qr, left, onNewPage);
  return pdf.finish();
}

/** Logo on the left, Spain's QR code centred, the title, number and date on the right: all before the content. */
function drawHeader(doc: PDFKit.PDFDocument, texts: SalesDocumentTexts, logo: Buffer | undefined, qr: QrImage | null): void {
  const top = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  let bottom = top;
  if (logo) {
    doc.image(logo, MARGIN, top, { fit: LOGO_BOX });
    bottom = top + LOGO_BOX[1];
  }
  if (qr) {
    const x = MARGIN + (width - qr.sidePt) / 2;
    const boxWidth = qr.sidePt + 40;
    doc.font('Helvetica-Bold').fontSize(BODY_SIZE).fillColor('#000000');
    doc.text(qr.above ?? '', x - 20, top, { width: boxWidth, align: 'center' });
    const imageTop = doc.y + 1;
    doc.image(qr.png, x, imageTop, { width: qr.sidePt, height: qr.sidePt });
    doc.text(qr.below ?? '', x - 20, imageTop + qr.sidePt + 1, { width: boxWidth, align: 'center' });
    bottom = Math.max(bottom, doc.y);
  }
  // The right-hand block takes what the centred code leaves on its side.
  const titleWidth = qr ? (width - qr.sidePt) / 2 - 20 : width / 2;
  const titleX = MARGIN + width - titleWidth;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(texts.title, titleX, top, { width: titleWidth, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE + 1)
    .text(texts.number, titleX, doc.y + 4, { width: titleWidth, align: 'right' });
  doc.fontSize(BODY_SIZE);
  doc.text(texts.issued, titleX, doc.y + 2, { width: titleWidth, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 18;
}

/** The issuer on the left, the customer (when the document names one) on the right. */
function drawParties(doc: PDFKit.PDFDocument, texts: SalesDocumentTexts, left: number, width: number): void {
  const top = doc.y;
  const half = width / 2 - 10;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(texts.issuer.name, left, top, { width: half });
  doc.font('Helvetica').fontSize(BODY_SIZE);
  for (const line of texts.issuer.lines) doc.text(line, left, doc.y, { width: half });
  let bottom = doc.y;
  if (texts.customer) {
    const x = left + width / 2 + 10;
    doc
      .font('Helvetica-Bold')
      .fontSize(BODY_SIZE - 1)
      .fillColor(GREY)
      .text(texts.customer.heading.toUpperCase(), x, top, { width: half });
    doc
      .font('Helvetica-Bold')
      .fontSize(BODY_SIZE + 1)
      .fillColor('#000000')
      .text(texts.customer.name, x, doc.y + 1, { width: half });
    doc.font('Helvetica').fontSize(BODY_SIZE);
    for (const line of texts.customer.lines) doc.text(line, x, doc.y, { width: half });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 16;
}

/** The sums, label on the left of the half and amount on the right; the last, the total, in bold and larger. */
function drawTotals(doc: PDFKit.PDFDocument, table: TableWriter, totals: [string, string][], x: number, width: number): void {
  totals.forEach(([label, amount], index) => {
    const isTotal = index === totals.length - 1;
    const size = isTotal ? BODY_SIZE + 3 : BODY_SIZE;
    table.ensureSpace(size * 2);
    const y = doc.y + (isTotal ? 4 : 0);
    doc
      .font(isTotal ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor('#000000');
    doc.text(label, x, y, { width: width / 2 });
    doc.text(amount, x + width / 2, y, { width: width / 2, align: 'right' });
    doc.y += 2;
  });
}

/**
 * Portugal's code at the foot of the last page, the ATCUD just above it and the signed document's legend above that;
 * a new page when the content reaches there.
 */
function drawBottomQr(doc: PDFKit.PDFDocument, qr: QrImage, left: number, onNewPage: () => void): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica').fontSize(BODY_SIZE);
  const legendHeight = qr.legend ? doc.heightOfString(qr.legend, { width }) + 4 : 0;
  doc.font('Helvetica-Bold');
  const atcudHeight = qr.above ? doc.heightOfString(qr.above, { width }) + 2 : 0;
  const bottom = doc.page.height - MARGIN;
  if (doc.y + 12 + legendHeight + atcudHeight + qr.sidePt > bottom) {
    doc.addPage();
    onNewPage();
  }
  const imageTop = bottom - qr.sidePt;
  doc.fillColor('#000000');
  if (qr.above) doc.text(qr.above, left, imageTop - atcudHeight, { width });
  if (qr.legend) doc.font('Helvetica').text(qr.legend, left, imageTop - atcudHeight - legendHeight, { width });
  doc.image(qr.png, left, imageTop, { width: qr.sidePt, height: qr.sidePt });
}
