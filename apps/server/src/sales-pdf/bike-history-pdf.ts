// A bike's history on A4 pages (docs/product.md §31.3), for the customer to keep or hand over with the bike: the
// workshop, the bike, what it cost per year and in all, each repair with its lines, its suspension units and the work
// recommended and not done. Drawn with the sales documents' helpers (decision 017: pdfkit's built-in Helvetica).
import type { Language } from '@rueda/domain';
import { bikeHistoryTexts, type BikeHistoryInput, type BikeHistoryTexts } from './bike-history-texts.ts';
import { startPdf } from './pdf-writer.ts';
import { TableWriter, type Column } from './table-writer.ts';

export { bikeHistoryFileName, type BikeHistoryInput } from './bike-history-texts.ts';

const MARGIN = 42;
const BODY_SIZE = 9;
const GREY = '#555555';
const BLACK = '#000000';

export interface BikeHistoryPdfOptions {
  language: Language;
  /** When it is printed: the date it says, and the PDF's own, so the same history prints the same bytes. */
  now: Date;
  /** false writes the content streams as plain text, for tests that read them; compressed otherwise. */
  compress?: boolean;
}

export async function renderBikeHistoryPdf(input: BikeHistoryInput, options: BikeHistoryPdfOptions): Promise<Buffer> {
  const texts = bikeHistoryTexts(input, options.language, options.now);
  const pdf = startPdf({
    size: 'A4',
    margin: MARGIN,
    language: options.language,
    title: `${texts.title} · ${texts.bikeName}`,
    author: input.workshop.name,
    createdAt: options.now.toISOString(),
    compress: options.compress,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  // A page after the first says whose it is.
  const onNewPage = () => {
    doc
      .font('Helvetica')
      .fontSize(BODY_SIZE - 1)
      .fillColor(GREY)
      .text(`${texts.title} · ${texts.bikeName}`, MARGIN, MARGIN, { width });
    doc.y += 8;
  };
  // A table only for its page breaks: sections and paragraphs move to a new page as its rows do.
  const page = new TableWriter(doc, { left: MARGIN, columns: [{ header: '', width }], fontSize: BODY_SIZE, top: MARGIN, onNewPage });

  drawHeader(doc, texts, width);
  drawTotals(doc, page, texts.totals, width, onNewPage);
  drawRepairs(doc, page, texts.repairs, width, onNewPage);
  if (texts.suspensions) drawSuspensions(doc, page, texts.suspensions);
  if (texts.recommendations) drawRecommendations(doc, page, texts.recommendations);
  return pdf.finish();
}

function paragraph(
  doc: PDFKit.PDFDocument,
  page: TableWriter,
  text: string,
  options: { bold?: boolean; size?: number; colour?: string } = {},
) {
  const width = doc.page.width - 2 * MARGIN;
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? BODY_SIZE)
    .fillColor(options.colour ?? BLACK);
  page.ensureSpace(doc.heightOfString(text, { width }) + 2);
  doc.text(text, MARGIN, doc.y, { width });
}

function heading(doc: PDFKit.PDFDocument, page: TableWriter, text: string) {
  doc.moveDown(0.8);
  // A heading never ends a page: it keeps some of what follows with it.
  page.ensureSpace(BODY_SIZE * 6);
  paragraph(doc, page, text, { bold: true, size: 12 });
  doc.moveDown(0.3);
}

/** The title and the workshop on the left, the bike's name and details under them. */
function drawHeader(doc: PDFKit.PDFDocument, texts: BikeHistoryTexts, width: number) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(BLACK).text(texts.title, MARGIN, MARGIN, { width });
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE + 1)
    .fillColor(GREY)
    .text(texts.issued, MARGIN, doc.y + 2, { width });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(BLACK).text(texts.bikeName, MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(BODY_SIZE + 1);
  if (texts.bikeDetails.length > 0) doc.text(texts.bikeDetails.join('   ·   '), MARGIN, doc.y + 2, { width });
}

function drawTotals(doc: PDFKit.PDFDocument, page: TableWriter, totals: BikeHistoryTexts['totals'], width: number, onNewPage: () => void) {
  heading(doc, page, totals.heading);
  if (!totals.total) {
    paragraph(doc, page, totals.empty, { colour: GREY });
    return;
  }
  paragraph(doc, page, totals.hint, { colour: GREY });
  doc.moveDown(0.3);
  const half = width / 2;
  const table = new TableWriter(doc, {
    left: MARGIN,
    columns: [
      { header: '', width: half / 2 },
      { header: '', width: half / 2, align: 'right' },
    ],
    fontSize: BODY_SIZE + 1,
    top: MARGIN,
    onNewPage,
  });
  for (const row of totals.rows) table.row(row);
  table.rule();
  doc.font('Helvetica-Bold').fontSize(BODY_SIZE + 2);
  table.ensureSpace(BODY_SIZE * 3);
  const y = doc.y;
  doc.text(totals.total[0], MARGIN, y, { width: half / 2 });
  doc.text(totals.total[1], MARGIN + half / 2, y, { width: half / 2, align: 'right' });
}

function drawRepairs(
  doc: PDFKit.PDFDocument,
  page: TableWriter,
  repairs: BikeHistoryTexts['repairs'],
  width: number,
  onNewPage: () => void,
) {
  heading(doc, page, repairs.heading);
  if (repairs.items.length === 0) paragraph(doc, page, repairs.empty, { colour: GREY });
  const figure = (header: string, columnWidth: number): Column => ({ header, width: columnWidth, align: 'right' });
  const [description, quantity, unitPrice, amount] = repairs.columns;
  const columns: Column[] = [
    { header: description, width: width - 45 - 80 - 80 },
    figure(quantity, 45),
    figure(unitPrice, 80),
    figure(amount, 80),
  ];
  for (const repair of repairs.items) {
    doc.moveDown(1);
    // A repair starts on a new page rather than leave its heading or a few lines behind, when it fits on one.
    page.ensureSpace(Math.min(BODY_SIZE * 1.6 * (6 + repair.lines.length), BODY_SIZE * 30));
    paragraph(doc, page, repair.heading, { bold: true, size: BODY_SIZE + 1 });
    if (repair.dates) paragraph(doc, page, repair.dates, { colour: GREY });
    if (repair.mechanics) paragraph(doc, page, repair.mechanics, { colour: GREY });
    if (repair.notCounted) paragraph(doc, page, repair.notCounted, { colour: GREY });
    doc.moveDown(0.3);
    const lines = new TableWriter(doc, { left: MARGIN, columns, fontSize: BODY_SIZE, top: MARGIN, onNewPage });
    if (repair.lines.length > 0) {
      lines.header();
      for (const line of repair.lines) lines.row(line);
      lines.rule();
    }
    doc.font('Helvetica-Bold').fontSize(BODY_SIZE);
    lines.ensureSpace(BODY_SIZE * 2);
    const y = doc.y;
    doc.text(repair.total[0], MARGIN + width - 160, y, { width: 80, align: 'right' });
    doc.text(repair.total[1], MARGIN + width - 80, y, { width: 80, align: 'right' });
  }
}

function drawSuspensions(doc: PDFKit.PDFDocument, page: TableWriter, suspensions: NonNullable<BikeHistoryTexts['suspensions']>) {
  heading(doc, page, suspensions.heading);
  for (const unit of suspensions.units) {
    page.ensureSpace(BODY_SIZE * 6);
    paragraph(doc, page, `${unit.heading} — ${unit.state}`, { bold: true, size: BODY_SIZE + 1 });
    for (const line of unit.next) paragraph(doc, page, line, { colour: GREY });
    for (const line of unit.services) paragraph(doc, page, line);
    doc.moveDown(0.5);
  }
}

function drawRecommendations(
  doc: PDFKit.PDFDocument,
  page: TableWriter,
  recommendations: NonNullable<BikeHistoryTexts['recommendations']>,
) {
  heading(doc, page, recommendations.heading);
  for (const line of recommendations.lines) paragraph(doc, page, `•  ${line}`);
  doc.moveDown(0.3);
  paragraph(doc, page, recommendations.hint, { colour: GREY, size: BODY_SIZE - 1 });
}
