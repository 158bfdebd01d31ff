// docs/product.md §29.8: a Portuguese workshop's month as its SAF-T (PT) invoicing file (Portaria 302/2016), built
// from the documents as they were issued and stored: the workshop's header, the customers and products the
// documents name, the tax table of the rates they use, and SalesInvoices with each document's signature, ATCUD and,
// for a credit note, the invoice it corrects. SAF-T's amounts exclude VAT: each line's amount is its own base, those
// of a rate adjusted by the cent its rounding left so that they add up to the rate's base the document declares
// (docs/product.md §29.2), and the file's totals are the document's. A file the AT's XSD refuses is never handed out.
import { createHash } from 'node:crypto';
import {
  dayInZone,
  finalConsumerCustomer,
  FunctionError,
  saftTaxCode,
  vatRateOf,
  type PortugueseTaxSpace,
  type SaftCustomer,
  type SaftInvoice,
  type SaftInvoicingFile,
  type SaftLine,
  type SaftProduct,
  type SaftTaxTableEntry,
  type TSalesCustomer,
  type TSalesDocument,
  type TSalesTaxSettings,
} from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { portugueseDocumentsBetween, type StoredPortugueseDocument } from '../data/portugal-signatures.ts';
import { readSalesSettings } from '../data/sales-settings.ts';
import { saftInvoicingXml } from '../portugal/saft.ts';
import { validateSaftXml } from '../portugal/saft-xsd.ts';

const UNKNOWN = 'Desconhecido';
const FINAL_CONSUMER_ID = 'CF';
/**
 * A line at 0 % names its exemption (SAF-T 4.1.4.19.16/17). Rueda does not yet ask why a line is exempt; a workshop
 * charging 0 % in Portugal is taken to be in the small businesses' exemption scheme (Código do IVA art. 53.º, the AT's
 * code M10).
 */
const EXEMPTION = { reason: 'IVA - regime de isenção', code: 'M10' } as const;

/** Who makes the program, as the header names it (1.14, 1.16), and its certificate number and version. */
export interface SaftProgram {
  producerName: string;
  producerTaxId: string;
  certificateNumber: string | null;
  version: string;
}

const clip = (text: string, max: number) => text.trim().slice(0, max);

function customerIdOf(customer: TSalesCustomer | null): string {
  return customer ? `C-${customer.country}-${customer.taxId}` : FINAL_CONSUMER_ID;
}

function customerOf(customer: TSalesCustomer | null): SaftCustomer {
  if (!customer) return finalConsumerCustomer(FINAL_CONSUMER_ID);
  return {
    customerId: customerIdOf(customer),
    customerTaxId: customer.taxId,
    companyName: clip(customer.name, 100),
    billingAddress: {
      addressDetail: clip(customer.street, 210),
      city: clip(customer.town, 50) || UNKNOWN,
      postalCode: clip(customer.postalCode, 20) || UNKNOWN,
      country: customer.country,
    },
  };
}

/** A line's product: its stock item, else a code made from its description (the same text, the same product). */
function productOf(line: TSalesDocument['lines'][number]): SaftProduct {
  const productCode =
    line.stockItemId && line.stockItemId.length <= 60
      ? line.stockItemId
      : `L-${createHash('sha1').update(line.description, 'utf8').digest('hex').slice(0, 16)}`;
  return { productType: line.stockItemId ? 'P' : 'S', productCode, productDescription: clip(line.description, 200).padEnd(2, '.') };
}

/** Each line's amount without VAT: its own base, never negative, those of a rate adding up to the rate's declared base. */
function lineAmounts(document: TSalesDocument): number[] {
  const amounts = document.lines.map((line) => Math.abs(line.baseCents));
  for (const rate of document.breakdown) {
    const indexes = document.lines.flatMap((line, index) => (line.rateBp === rate.rateBp ? [index] : []));
    const largest = indexes.reduce((best, index) => (amounts[index]! > amounts[best]! ? index : best), indexes[0]!);
    amounts[largest]! += Math.abs(rate.baseCents) - indexes.reduce((sum, index) => sum + amounts[index]!, 0);
  }
  return amounts;
}

function invoiceOf(stored: StoredPortugueseDocument, month: number): { invoice: SaftInvoice; products: SaftProduct[] } {
  const { document, columns } = stored;
  const region = document.issuer.region as PortugueseTaxSpace;
  const amounts = lineAmounts(document);
  const sourceId = clip(stored.issuedBy, 30);
  const products = document.lines.map(productOf);
  const lines = document.lines.map((line, index): SaftLine => ({
    productCode: products[index]!.productCode,
    productDescription: products[index]!.productDescription,
    quantity: line.quantity,
    unitOfMeasure: 'UN',
    unitPriceCents: Math.round(amounts[index]! / line.quantity),
    taxPointDate: document.issueDay,
    ...(stored.correctsInvoiceNo && {
      references: [{ reference: stored.correctsInvoiceNo, ...(document.reason && { reason: clip(document.reason, 50) }) }],
    }),
    description: clip(line.description, 200),
    amountCents: amounts[index]!,
    tax: { region, code: saftTaxCode(region, line.rateBp), rateBp: line.rateBp },
    ...(line.rateBp === 0 && { taxExemption: EXEMPTION }),
  }));
  const invoice: SaftInvoice = {
    invoiceNo: `${columns.ptDocType} ${document.numberText}`,
    atcud: columns.atcud,
    status: 'N',
    statusDate: columns.systemEntryDate,
    statusSourceId: sourceId,
    sourceBilling: 'P',
    hash: columns.signature,
    hashControl: columns.hashControl,
    period: month,
    invoiceDate: document.issueDay,
    invoiceType: columns.ptDocType,
    sourceId,
    systemEntryDate: columns.systemEntryDate,
    customerId: customerIdOf(document.customer),
    lines,
    taxPayableCents: Math.abs(document.taxCents),
    netTotalCents: Math.abs(document.baseCents),
    grossTotalCents: Math.abs(document.totalCents),
  };
  return { invoice, products };
}

/** A YYYY-MM month's year, number, first and last days. */
function monthBounds(month: string): { year: number; number: number; from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { year, number, from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The first of each id, in the order met. */
function unique<T>(items: readonly T[], idOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(idOf(item))) seen.set(idOf(item), item);
  return [...seen.values()];
}

/** The month's file as the domain describes it. */
export function saftFileOf(
  settings: TSalesTaxSettings,
  documents: readonly StoredPortugueseDocument[],
  month: string,
  today: string,
  program: SaftProgram,
): SaftInvoicingFile {
  const bounds = monthBounds(month);
  const built = documents.map((stored) => invoiceOf(stored, bounds.number));
  const region = settings.region as PortugueseTaxSpace;
  const rates = unique(
    documents.flatMap(({ document }) => document.lines.map((line) => line.rateBp)),
    String,
  );
  const taxTable = rates.map((rateBp): SaftTaxTableEntry => ({
    region,
    code: saftTaxCode(region, rateBp),
    rateBp,
    description: vatRateOf(region, rateBp)?.legalName ?? `${rateBp / 100} %`,
  }));
  return {
    header: {
      companyId: settings.taxId,
      taxRegistrationNumber: settings.taxId,
      companyName: clip(settings.legalName, 100),
      companyAddress: {
        addressDetail: clip(settings.street, 210),
        city: clip(settings.town, 50),
        postalCode: clip(settings.postalCode, 20),
        ...(settings.province.trim() && { region: clip(settings.province, 50) }),
        country: 'PT',
      },
      fiscalYear: bounds.year,
      startDate: bounds.from,
      endDate: bounds.to,
      dateCreated: today,
      taxEntity: 'Global',
      productCompanyTaxId: clip(program.producerTaxId, 30),
      softwareCertificateNumber: program.certificateNumber ?? '0',
      productId: `Rueda/${clip(program.producerName.replaceAll('/', '-'), 200)}`,
      productVersion: program.version,
    },
    customers: unique(
      documents.map(({ document }) => customerOf(document.customer)),
      (customer) => customer.customerId,
    ),
    products: unique(
      built.flatMap(({ products }) => products),
      (product) => product.productCode,
    ),
    taxTable,
    invoices: built.map(({ invoice }) => invoice),
  };
}

/** The month's SAF-T (PT) file, checked against the AT's XSD, as its file name and bytes in base 64. */
export async function exportSaftMonth(
  db: Executor,
  workshopId: string,
  month: string,
  context: { now: Date; program: SaftProgram },
): Promise<{ fileName: string; contentBase64: string }> {
  const settings = await readSalesSettings(db, workshopId);
  if (settings?.country !== 'PT')
    throw new FunctionError('failed-precondition', 'The SAF-T (PT) file is a Portuguese workshop’s.', { reason: 'not-portugal' });
  const { timeZone } = await readBookingSettings(db, workshopId);
  const { from, to } = monthBounds(month);
  const documents = await portugueseDocumentsBetween(db, workshopId, from, to);
  const xml = saftInvoicingXml(saftFileOf(settings, documents, month, dayInZone(context.now.getTime(), timeZone), context.program));
  const validation = await validateSaftXml(xml);
  // A file the AT would refuse is a fault of ours, never the workshop's to send: logged by the transport, answered internal.
  if (!validation.valid)
    throw new Error(`The SAF-T (PT) file of ${month} is not valid against the AT's XSD: ${validation.errors.join('; ')}`);
  return { fileName: `SAFT-PT_${settings.taxId}_${month}.xml`, contentBase64: Buffer.from(xml, 'utf8').toString('base64') };
}
