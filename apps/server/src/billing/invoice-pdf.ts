// An invoice as a PDF (docs/product.md §23.3, decision 017): the same content as the app's printable page
// (apps/web/src/features/subscription/components/invoice-page.tsx), drawn with pdfkit's built-in
// Helvetica (its WinAnsi encoding covers Spanish and Portuguese letters and €) so nothing is fetched.
import { formatAmount, formatLongDateInZone, type Language, type TChainInvoiceLine, type TInvoice } from '@rueda/domain';
import PDFDocument from 'pdfkit';
import { INTL_LOCALES, localeFor } from '../locales/index.ts';

/** Helvetica's encoding has no narrow no-break space, which some Intl formats use. */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

export function invoiceFileName(invoice: Pick<TInvoice, 'number'>, language: Language): string {
  return fill(localeFor(language).invoice.fileName, { number: invoice.number });
}

/**
 * `timeZone`: the workshop's (its booking calendar's), whose clock the dates are on (docs/product.md §1). `logo`: the
 * workshop's logo (a PNG, data/workshop-logo.ts), drawn above the block it is billed in, so the customer
 * recognises whose subscription it is (the seller above is the operator, docs/configuration.md OPERATOR_*).
 */
export function renderInvoicePdf(
  invoice: TInvoice & { lines?: TChainInvoiceLine[] },
  language: Language,
  timeZone: string,
  logo?: Buffer,
): Promise<Buffer> {
  const t = localeFor(language).invoice;
  const date = (iso: string) => printable(formatLongDateInZone(iso, timeZone, language));
  const money = (cents: number) => printable(formatAmount(cents, invoice.currency));
  const percent = printable(
    new Intl.NumberFormat(INTL_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(invoice.taxRate),
  );
  const title = fill(t.title, { number: invoice.number });

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: title, Author: invoice.seller.name, Subject: invoice.planName, CreationDate: new Date(invoice.issuedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;

  // The seller, Rueda's operator (OPERATOR_* in docs/configuration.md), on the left; the number and date on the right.
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(invoice.seller.name, left, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(10);
  doc.text(invoice.seller.address, { width: width / 2 });
  doc.text(fill(t.taxId, { taxId: invoice.seller.taxId }), { width: width / 2 });
  const afterSeller = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title, left + width / 2, top, { width: width / 2, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(fill(t.issuedAt, { date: date(invoice.issuedAt) }), { width: width / 2, align: 'right' });
  doc.y = Math.max(afterSeller, doc.y) + 24;

  // Billed to: the workshop (its logo first), by its name and the billing address it gave, else as it is in Rueda.
  const logoHeight = 48;
  if (logo) {
    doc.image(logo, left, doc.y, { fit: [width / 3, logoHeight] });
    doc.y += logoHeight + 8;
  }
  doc.font('Helvetica-Bold').fontSize(9).text(t.billedTo.toUpperCase(), left);
  doc.font('Helvetica').fontSize(10);
  const address = invoice.billingAddress;
  const { workshop } = invoice;
  const billedTo = address
    ? [
        address.name === workshop.name ? '' : workshop.name,
        address.name,
        address.line1,
        address.line2,
        [address.postalCode, address.city].filter(Boolean).join(' '),
        address.country,
        address.taxId ? fill(t.taxId, { taxId: address.taxId }) : '',
      ]
    : [workshop.name, workshop.address, workshop.taxId ? fill(t.taxId, { taxId: workshop.taxId }) : ''];
  for (const line of billedTo) if (line) doc.text(line, left);
  doc.moveDown(1.5);

  // The one line: the plan and its period, then the sums.
  const amountX = left + width - 140;
  const rule = () =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#cccccc')
      .stroke();
  const row = (label: string, value: string, options: { bold?: boolean; labelX?: number } = {}) => {
    const y = doc.y;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const labelX = options.labelX ?? left;
    doc.text(label, labelX, y, { width: amountX - labelX - 12, align: options.labelX ? 'right' : 'left' });
    const labelBottom = doc.y;
    doc.text(value, amountX, y, { width: 140, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 6;
  };
  rule();
  doc.moveDown(0.5);
  row(t.concept, t.amount, { bold: true });
  rule();
  doc.moveDown(0.5);
  // A chain's invoice (docs/product.md §32.6): a line per workshop, the plan and the period below them.
  if (invoice.lines) {
    for (const line of invoice.lines)
      row(line.taxId ? `${line.name} (${fill(t.taxId, { taxId: line.taxId })})` : line.name, money(line.net));
    doc.font('Helvetica').fontSize(10).text(invoice.planName, left, doc.y);
  } else row(invoice.planName, money(invoice.net));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(fill(t.period, { start: date(invoice.periodStart), end: date(invoice.periodEnd) }), left, doc.y - 4);
  doc.fillColor('#000000').moveDown(1);
  rule();
  doc.moveDown(0.5);
  const sumsX = left + width / 2;
  row(t.net, money(invoice.net), { labelX: sumsX });
  row(fill(t.tax, { rate: percent }), money(invoice.tax), { labelX: sumsX });
  row(t.total, money(invoice.total), { bold: true, labelX: sumsX });
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(fill(t.paid, { date: date(invoice.issuedAt) }), left);

  doc.end();
  return done;
}
