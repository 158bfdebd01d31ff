// What a sales document prints (docs/product.md §29), in the reader's language and ready for Helvetica: the A4 page
// and the receipt lay out the same texts. The issuer is the one the document recorded when it was issued, never the
// workshop's settings of today, so a document prints the same for as long as it is kept.
import { formatAmount, formatTimeInZone, type Language, type SalesDocumentKind, type TSalesDocument } from '@rueda/domain';
import { INTL_LOCALES, localeFor } from '../locales/index.ts';
import type { SalesPdfOptions } from './render-options.ts';
import { printableDeep } from './winansi.ts';

/** One line of the document: its description and the four figures each column shows. */
export interface LineTexts {
  description: string;
  quantity: string;
  unitPrice: string;
  rate: string;
  amount: string;
  /** "2 × 12,50 €": the quantity and price in one, for the receipt's narrow column. */
  quantityTimesPrice: string;
}

export interface SalesDocumentTexts {
  title: string;
  number: string;
  issued: string;
  issuer: { name: string; lines: string[] };
  customer: { heading: string; name: string; lines: string[] } | null;
  /** "Rectifica la factura F2026/3 de 05/06/2026.": the document this one corrects or replaces. */
  corrects: string | null;
  /** Why a rectifying document corrects (RD 1619/2012 art. 15), as it recorded it. */
  reason: string | null;
  columns: Omit<LineTexts, 'quantityTimesPrice'>;
  lines: LineTexts[];
  breakdown: { heading: string; rate: string; base: string; tax: string; rows: { rate: string; base: string; tax: string }[] };
  /** The sums, label and amount: the bases, the VAT, and the total the customer pays (last). */
  totals: [string, string][];
}

/**
 * A Portuguese document is printed by its id as SAF-T (PT) writes InvoiceNo: its type, a space, its series and number
 * ("FS T2026/15"; Portaria 302/2016, 4.1.4.1). Simplified FS, full and replacing FT, rectifying NC (a credit note).
 */
const PORTUGUESE_DOCUMENT_TYPES: Record<SalesDocumentKind, string> = { simplified: 'FS', full: 'FT', replacing: 'FT', rectifying: 'NC' };

/** The document's number as the issuer's country prints it: Spain's series and number, Portugal's SAF-T id. */
export function printedNumber(
  document: Pick<TSalesDocument, 'numberText'> & Partial<Pick<TSalesDocument, 'kind'>>,
  country: string,
): string {
  return country === 'PT' && document.kind ? `${PORTUGUESE_DOCUMENT_TYPES[document.kind]} ${document.numberText}` : document.numberText;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (mark, key: string) => values[key] ?? mark);
}

/** A day (YYYY-MM-DD, already the workshop's) as the reader's language writes it in figures: 05/06/2026. */
function dayText(day: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "28001 Madrid, Madrid": the postal code and town, and the province when it is not the town's name. */
function placeLine(postalCode: string, town: string, province = ''): string {
  const place = [postalCode, town].filter(Boolean).join(' ');
  return province && province !== town ? [place, province].filter(Boolean).join(', ') : place;
}

/** The texts of a document, in `language`, its issue time on the workshop's clock. */
export function salesDocumentTexts(
  document: TSalesDocument,
  { language, timeZone, corrects }: Pick<SalesPdfOptions, 'language' | 'timeZone' | 'corrects'>,
): SalesDocumentTexts {
  const t = localeFor(language).salesDocument;
  const money = (cents: number) => formatAmount(cents);
  const percentFormat = new Intl.NumberFormat(INTL_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 });
  const rate = (rateBp: number) => percentFormat.format(rateBp / 10_000);
  const quantityFormat = new Intl.NumberFormat(INTL_LOCALES[language]);
  const { issuer, customer } = document;
  const countryNames = new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region' });
  const correctsTemplate = document.kind === 'replacing' ? t.replaces : t.corrects;

  return printableDeep({
    // The title names the document as the issuer's country names its kinds (docs/product.md §29.4).
    title: t.titles[issuer.country][document.kind],
    number: fill(t.number, { number: printedNumber(document, issuer.country) }),
    issued: fill(t.issuedAt, { date: dayText(document.issueDay, language), time: formatTimeInZone(document.issuedAt, timeZone) }),
    issuer: {
      name: issuer.legalName,
      lines: [fill(t.taxId, { taxId: issuer.taxId }), issuer.street, placeLine(issuer.postalCode, issuer.town, issuer.province)],
    },
    customer: customer && {
      heading: t.customer,
      name: customer.name,
      lines: [
        fill(t.taxId, { taxId: customer.taxId }),
        customer.street,
        placeLine(customer.postalCode, customer.town),
        customer.country === issuer.country ? '' : (countryNames.of(customer.country) ?? customer.country),
      ].filter(Boolean),
    },
    corrects: corrects
      ? fill(correctsTemplate, { number: printedNumber(corrects, issuer.country), date: dayText(corrects.issueDay, language) })
      : null,
    reason: document.reason ? fill(t.reason, { reason: document.reason }) : null,
    columns: { description: t.description, quantity: t.quantity, unitPrice: t.unitPrice, rate: t.rate, amount: t.amount },
    lines: document.lines.map((line) => ({
      description: line.description,
      quantity: quantityFormat.format(line.quantity),
      unitPrice: money(line.priceCents),
      rate: rate(line.rateBp),
      amount: money(line.grossCents),
      quantityTimesPrice: fill(t.line, { quantity: quantityFormat.format(line.quantity), price: money(line.priceCents) }),
    })),
    breakdown: {
      heading: t.breakdown,
      rate: t.rate,
      base: t.base,
      tax: t.tax,
      rows: document.breakdown.map((row) => ({ rate: rate(row.rateBp), base: money(row.baseCents), tax: money(row.taxCents) })),
    },
    totals: [
      [t.base, money(document.baseCents)],
      [t.totalTax, money(document.taxCents)],
      [t.total, money(document.totalCents)],
    ],
  });
}

/** "Factura T2026-15.pdf": a file name has no "/", so the number's becomes "-". */
export function salesDocumentFileName(document: Pick<TSalesDocument, 'numberText'>, language: Language): string {
  return fill(localeFor(language).salesDocument.fileName, { number: document.numberText.replaceAll('/', '-') });
}
