// What every document's issue shares (docs/product.md §29.3, §29.4, §29.7): the workshop's tax settings, a
// customer checked to be valid and the workshop's, lines priced by §29.2's rule, and the write itself: the series'
// next number, the issue date on the server's clock in the workshop's zone, the issuer as it is today, the document
// (never changed afterwards) and, for a Spanish workshop, its VERI*FACTU record in the same transaction; for a
// Portuguese one, its ATCUD and chained signature (portugal-signature.ts).
import { randomUUID } from 'node:crypto';
import {
  checkCustomerCountry,
  checkTaxId,
  checkVatRate,
  dayInZone,
  FunctionError,
  lineVat,
  salesNumberText,
  vatBreakdown,
  type TSalesCustomer,
  type TSalesDocument,
  type TSalesInvoicesIssueInput,
  type TSalesLine,
  type TSalesSeries,
  type TSalesTaxSettings,
} from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { findCustomer } from '../data/customers.ts';
import { insertSalesDocument } from '../data/sales-documents.ts';
import { takeSalesNumber } from '../data/sales-numbers.ts';
import { readSalesSettings, seriesForKind } from '../data/sales-settings.ts';
import { insertPortugueseDocument } from '../data/portugal-signatures.ts';
import type { VerifactuConfig } from '../verifactu/system.ts';
import { requirePortugueseSeries, signPortugueseDocument } from './portugal-signature.ts';
import type { PortugalConfig } from './portugal-signing-key.ts';
import { recordAlta } from './verifactu-alta.ts';

/** Who issues: the workshop from the token, the account, the server's clock, and the installation's VERI*FACTU system. */
export interface SalesIssuer {
  workshopId: string;
  userId: string;
  now: Date;
  verifactu: VerifactuConfig;
  /** The installation's key that signs a Portuguese workshop's documents (docs/product.md §29.8). */
  portugal?: PortugalConfig;
}

/** The workshop's settings, or failed-precondition: nothing is issued before an admin set them (§29.1). */
export async function requireSalesSettings(tx: Executor, workshopId: string): Promise<TSalesTaxSettings> {
  const settings = await readSalesSettings(tx, workshopId, { lock: true });
  if (!settings) throw new FunctionError('failed-precondition', "Set the workshop's tax settings first.", { reason: 'no-tax-settings' });
  return settings;
}

/** The workshop's active series for `kind`, or failed-precondition. */
export async function requireSeries(tx: Executor, workshopId: string, kind: TSalesSeries['kind']): Promise<TSalesSeries> {
  const series = await seriesForKind(tx, workshopId, kind);
  if (!series)
    throw new FunctionError('failed-precondition', 'The workshop has no active series for this document.', { reason: 'no-series' });
  return series;
}

/**
 * A Spanish or Portuguese customer's tax id must pass its check digit (§29.1); a foreign one is kept as typed, from a
 * country the workshop's tax authority lists (customer-countries.ts in the domain). The customer record it names must
 * be this workshop's.
 */
export async function checkedCustomer(
  tx: Executor,
  settings: Pick<TSalesTaxSettings, 'country'> & { workshopId: string },
  customer: TSalesCustomer | null,
): Promise<TSalesCustomer | null> {
  if (!customer) return null;
  const { workshopId } = settings;
  checkCustomerCountry(settings.country, customer.country, 'customer.country');
  if (customer.customerId !== null && !(await findCustomer(tx, workshopId, customer.customerId)))
    throw new FunctionError('not-found', 'This customer does not exist.', {
      fields: [{ field: 'customer.customerId', message: 'Unknown customer.' }],
    });
  if (customer.country !== 'ES' && customer.country !== 'PT') return customer;
  return { ...customer, taxId: checkTaxId(customer.country, customer.taxId, 'customer.taxId') };
}

/** Each line with its rate (the workshop's default when it names none) and its own base and tax. */
export function pricedLines(lines: TSalesInvoicesIssueInput['lines'], settings: TSalesTaxSettings): TSalesLine[] {
  return lines.map((line, index) => {
    const rateBp = line.rateBp ?? settings.defaultRateBp;
    checkVatRate(settings.region, rateBp, `lines.${index}.rateBp`);
    const { grossCents, baseCents, taxCents } = lineVat({ priceCents: line.priceCents, quantity: line.quantity, rateBp });
    return { ...line, rateBp, grossCents, baseCents, taxCents };
  });
}

export interface NewSalesDocument {
  kind: TSalesDocument['kind'];
  series: TSalesSeries;
  lines: TSalesLine[];
  customer: TSalesCustomer | null;
  repairId: string | null;
  /** The document a rectifying one corrects, or the simplified one a replacing one replaces. */
  corrects: TSalesDocument | null;
  reason: string | null;
}

/** Numbers, dates, totals and writes the document (and its VERI*FACTU record), inside the caller's transaction. */
export async function writeSalesDocument(
  tx: Executor,
  issuer: SalesIssuer,
  settings: TSalesTaxSettings,
  fields: NewSalesDocument,
): Promise<TSalesDocument> {
  const { workshopId, now } = issuer;
  const { series } = fields;
  const totals = vatBreakdown(fields.lines);
  const { timeZone } = await readBookingSettings(tx, workshopId);
  const issueDay = dayInZone(now.getTime(), timeZone);
  const year = Number(issueDay.slice(0, 4));
  // docs/product.md §29.8: a Portuguese document's series has its AT code, checked before a number is taken.
  const portugueseSeries = settings.country === 'PT' ? await requirePortugueseSeries(tx, workshopId, series, fields.kind, year) : null;
  const number = await takeSalesNumber(tx, workshopId, series.id, series.numbering === 'yearly' ? year : 0);
  const { country, region, legalName, taxId, street, postalCode, town, province } = settings;
  let document: TSalesDocument = {
    id: randomUUID(),
    seriesId: series.id,
    seriesCode: series.code,
    year,
    number,
    numberText: salesNumberText(series.code, series.numbering, year, number),
    kind: fields.kind,
    issuedAt: now.toISOString(),
    issueDay,
    repairId: fields.repairId,
    correctsId: fields.corrects?.id ?? null,
    reason: fields.reason,
    issuer: { country, region, legalName, taxId, street, postalCode, town, province },
    customer: fields.customer,
    lines: fields.lines,
    breakdown: totals.perRate,
    totalCents: totals.totalCents,
    baseCents: totals.baseCents,
    taxCents: totals.taxCents,
  };
  if (portugueseSeries) {
    const signed = await signPortugueseDocument(tx, { workshopId, config: issuer.portugal, timeZone }, document, portugueseSeries);
    document = signed.document;
    await insertPortugueseDocument(tx, workshopId, document, issuer.userId, signed.columns);
  } else await insertSalesDocument(tx, workshopId, document, issuer.userId);
  // docs/product.md §29.7: a Spanish workshop's document and its billing record are written together, or neither.
  if (settings.country === 'ES')
    await recordAlta(tx, document, { workshopId, system: issuer.verifactu.system, timeZone, now, corrects: fields.corrects });
  return document;
}
