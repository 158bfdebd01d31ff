// A sales document as an 80 mm receipt for a ticket printer (docs/product.md §29): the A4 page's content in one
// narrow column, the page as tall as its content. Spain's QR code opens it, centred, with the AEAT's legends
// (Orden HAC/1177/2024 art. 21: before the invoice's content); Portugal's closes it, the ATCUD just above.
import type { TSalesDocument } from '@rueda/domain';
import { salesDocumentTexts, type SalesDocumentTexts } from './document-texts.ts';
import { startPdf } from './pdf-writer.ts';
import { POINTS_PER_MM, qrImage, type QrImage } from './qr-block.ts';
import type { SalesPdfOptions } from './render-options.ts';
import { TableWriter } from './table-writer.ts';

/** 80 mm, the roll's width, in points. */
export const RECEIPT_WIDTH_PT = Math.round(80 * POINTS_PER_MM * 100) / 100;
/** 4 mm each side: a ticket printer's head prints about 72 mm of the 80. */
const MARGIN = 4 * POINTS_PER_MM;
const BODY_SIZE = 8;
/** The tallest page a PDF reader is sure to open (PDF 1.7, annex C: 14,400 units); a receipt longer than 5 m pages on. */
const MAX_HEIGHT_PT = 14_400;
const LOGO_BOX: [number, number] = [140, 48];

/** The document as an 80 mm wide receipt, in the reader's language, its issue time on the workshop's clock. */
export async function renderSalesReceiptPdf(document: TSalesDocument, options: SalesPdfOptions): Promise<Buffer> {
  const texts = salesDocumentTexts(document, options);
  const qr = options.qr ? await qrImage(options.qr) : null;
  // Drawn once on the tallest page to measure it, then again on a page exactly as tall as what was drawn.
  const measure = startPdf(pdfOptions(document, options, texts, MAX_HEIGHT_PT));
  const height = Math.min(MAX_HEIGHT_PT, Math.ceil(drawReceipt(measure.doc, texts, options, qr) + MARGIN));
  await measure.finish();
  const pdf = startPdf(pdfOptions(document, options, texts, height));
  drawReceipt(pdf.doc, texts, options, qr);
  return pdf.finish();
}

function pdfOptions(document: TSalesDocument, options: SalesPdfOptions, texts: SalesDocumentTexts, height: number) {
  return {
    size: [RECEIPT_WIDTH_PT, height] as [number, number],
    margin: MARGIN,
    language: options.language,
    title: `${texts.title} ${document.numberText}`,
    author: texts.issuer.name,
    createdAt: document.issuedAt,
    compress: options.compress,
  };
}

/** Draws the receipt from the top; gives where its content ends. */
function drawReceipt(doc: PDFKit.PDFDocument, texts: SalesDocumentTexts, options: SalesPdfOptions, qr: QrImage | null): number {
  const width = RECEIPT_WIDTH_PT - 2 * MARGIN;
  const centred = (text: string, font = 'Helvetica', size = BODY_SIZE) =>
    doc.font(font).fontSize(size).fillColor('#000000').text(text, MARGIN, doc.y, { width, align: 'center' });
  const table = new TableWriter(doc, { left: MARGIN, columns: [{ header: '', width }], fontSize: BODY_SIZE, top: MARGIN });
  doc.y = MARGIN;

  if (options.qr?.kind === 'verifactu' && qr) drawQr(doc, qr, width);
  if (options.logo) {
    doc.image(options.logo, MARGIN + (width - LOGO_BOX[0]) / 2, doc.y, { fit: LOGO_BOX, align: 'center', valign: 'center' });
    doc.y += LOGO_BOX[1] + 4;
  }
  centred(texts.issuer.name, 'Helvetica-Bold', BODY_SIZE + 1);
  for (const line of texts.issuer.lines) centred(line);
  doc.moveDown(0.6);
  centred(texts.title, 'Helvetica-Bold', BODY_SIZE + 4);
  centred(texts.number);
  centred(texts.issued);
  doc.moveDown(0.6);

  if (texts.customer) {
    doc.font('Helvetica-Bold').fontSize(BODY_SIZE).text(`${texts.customer.heading}: ${texts.customer.name}`, MARGIN, doc.y, { width });
    doc.font('Helvetica');
    for (const line of texts.customer.lines) doc.text(line, MARGIN, doc.y, { width });
    doc.moveDown(0.6);
  }
  if (texts.corrects) doc.font('Helvetica-Bold').fontSize(BODY_SIZE).text(texts.corrects, MARGIN, doc.y, { width });
  if (texts.reason) doc.font('Helvetica').fontSize(BODY_SIZE).text(texts.reason, MARGIN, doc.y, { width });
  if (texts.corrects || texts.reason) doc.moveDown(0.6);

  // Each line: its description, then its quantity × price and rate on the left, its amount on the right.
  table.rule();
  for (const line of texts.lines) {
    doc.font('Helvetica').fontSize(BODY_SIZE);
    table.ensureSpace(doc.heightOfString(line.description, { width }) + BODY_SIZE * 2);
    doc.text(line.description, MARGIN, doc.y, { width });
    leftAndRight(doc, `${line.quantityTimesPrice}   ${texts.columns.rate} ${line.rate}`, line.amount, width);
    doc.y += 2;
  }
  table.rule();

  // The VAT per rate in three columns, then the sums.
  doc.font('Helvetica-Bold').fontSize(BODY_SIZE).text(texts.breakdown.heading, MARGIN, doc.y, { width });
  const third = width / 3;
  const breakdown = new TableWriter(doc, {
    left: MARGIN,
    columns: [texts.breakdown.rate, texts.breakdown.base, texts.breakdown.tax].map((header) => ({ header, width: third, align: 'right' })),
    fontSize: BODY_SIZE,
    top: MARGIN,
  });
  breakdown.header();
  for (const row of texts.breakdown.rows) breakdown.row([row.rate, row.base, row.tax]);
  breakdown.rule();
  texts.totals.forEach(([label, amount], index) => {
    const isTotal = index === texts.totals.length - 1;
    doc.font(isTotal ? 'Helvetica-Bold' : 'Helvetica').fontSize(isTotal ? BODY_SIZE + 4 : BODY_SIZE);
    leftAndRight(doc, label, amount, width);
  });

  if (options.qr?.kind === 'portugal' && qr) {
    doc.moveDown(1);
    drawQr(doc, qr, width);
  }
  return doc.y;
}

/** A label on the left and an amount on the right of one line, in the current font. */
function leftAndRight(doc: PDFKit.PDFDocument, label: string, amount: string, width: number): void {
  const y = doc.y;
  const amountWidth = Math.min(width / 2, doc.widthOfString(amount) + 2);
  doc.text(label, MARGIN, y, { width: width - amountWidth - 4 });
  const labelBottom = doc.y;
  doc.text(amount, MARGIN + width - amountWidth, y, { width: amountWidth, align: 'right' });
  doc.y = Math.max(labelBottom, doc.y);
}

/**
 * The code centred, its legends above and below in bold at the body's size (docs/verifactu.md §4); a signed
 * Portuguese document's legend above its ATCUD.
 */
function drawQr(doc: PDFKit.PDFDocument, qr: QrImage, width: number): void {
  if (qr.legend) doc.font('Helvetica').fontSize(BODY_SIZE).fillColor('#000000').text(qr.legend, MARGIN, doc.y, { width, align: 'center' });
  doc.font('Helvetica-Bold').fontSize(BODY_SIZE).fillColor('#000000');
  if (qr.above) doc.text(qr.above, MARGIN, doc.y, { width, align: 'center' });
  const top = doc.y + 1;
  doc.image(qr.png, MARGIN + (width - qr.sidePt) / 2, top, { width: qr.sidePt, height: qr.sidePt });
  doc.y = top + qr.sidePt + 1;
  if (qr.below) doc.text(qr.below, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(0.8);
}
