// docs/product.md §29.4: issuing a simplified or full invoice, for a repair (its chargeable lines at their frozen
// prices) or a counter sale. One transaction reads the workshop's tax settings, locks the repair so it is invoiced
// once, computes each line's and each rate's VAT (§29.2), takes the series' next number (§29.3) and writes the
// document, which is never changed afterwards.
import { randomUUID } from 'node:crypto';
import {
  checkTaxId,
  checkVatRate,
  dayInZone,
  FunctionError,
  invalidField,
  lineVat,
  salesLinesOfRepair,
  salesNumberText,
  vatBreakdown,
  type TSalesCustomer,
  type TSalesDocument,
  type TSalesInvoicesIssueInput,
  type TSalesLine,
  type TSalesTaxSettings,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { catalogueItems } from '../data/catalogue.ts';
import { findCustomer } from '../data/customers.ts';
import { lockRepair } from '../data/repairs.ts';
import { insertSalesDocument, invoiceOfRepair } from '../data/sales-documents.ts';
import { takeSalesNumber } from '../data/sales-numbers.ts';
import { readSalesSettings, seriesForKind } from '../data/sales-settings.ts';
import type { VerifactuConfig } from '../verifactu/system.ts';
import { recordAlta } from './verifactu-alta.ts';

/** Who issues: the workshop from the token, the account, the server's clock, and the installation's VERI*FACTU system. */
export interface SalesIssuer {
  workshopId: string;
  userId: string;
  now: Date;
  verifactu: VerifactuConfig;
}

/** The workshop's settings, or failed-precondition: nothing is issued before an admin set them (§29.1). */
export async function requireSalesSettings(tx: Executor, workshopId: string): Promise<TSalesTaxSettings> {
  const settings = await readSalesSettings(tx, workshopId, { lock: true });
  if (!settings) throw new FunctionError('failed-precondition', "Set the workshop's tax settings first.", { reason: 'no-tax-settings' });
  return settings;
}

/**
 * A Spanish or Portuguese customer's tax id must pass its check digit (§29.1); a foreign one is kept as typed. The
 * customer record it names must be this workshop's.
 */
export async function checkedCustomer(tx: Executor, workshopId: string, customer: TSalesCustomer | null): Promise<TSalesCustomer | null> {
  if (!customer) return null;
  if (customer.customerId !== null && !(await findCustomer(tx, workshopId, customer.customerId)))
    throw new FunctionError('not-found', 'This customer does not exist.', {
      fields: [{ field: 'customer.customerId', message: 'Unknown customer.' }],
    });
  if (customer.country !== 'ES' && customer.country !== 'PT') return customer;
  return { ...customer, taxId: checkTaxId(customer.country, customer.taxId, 'customer.taxId') };
}

/** The stock items a counter sale names must be this workshop's. */
async function checkStockItems(tx: Executor, workshopId: string, lines: TSalesInvoicesIssueInput['lines']): Promise<void> {
  const ids = lines.flatMap((line) => (line.stockItemId ? [line.stockItemId] : []));
  const known = await catalogueItems(tx, workshopId, 'stockItems', ids);
  lines.forEach((line, index) => {
    if (line.stockItemId && !known.has(line.stockItemId)) throw invalidField(`lines.${index}.stockItemId`, 'Unknown stock item.');
  });
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

export async function issueSalesInvoice(db: Db, issuer: SalesIssuer, input: TSalesInvoicesIssueInput): Promise<TSalesDocument> {
  const { workshopId, now } = issuer;
  return db.transaction(async (tx) => {
    const settings = await requireSalesSettings(tx, workshopId);
    const series = await seriesForKind(tx, workshopId, input.kind);
    if (!series)
      throw new FunctionError('failed-precondition', 'The workshop has no active series for this document.', { reason: 'no-series' });
    let lineInputs = input.lines;
    if (input.repairId !== null) {
      const repair = await lockRepair(tx, workshopId, input.repairId, now);
      const invoiced = await invoiceOfRepair(tx, workshopId, repair.id);
      if (invoiced)
        throw new FunctionError('aborted', 'This repair is already invoiced.', { reason: 'repair-invoiced', documentId: invoiced.id });
      lineInputs = salesLinesOfRepair(repair);
      if (lineInputs.length === 0) throw invalidField('repairId', 'The repair has nothing to charge.');
    } else await checkStockItems(tx, workshopId, lineInputs);
    const customer = await checkedCustomer(tx, workshopId, input.customer);
    const lines = pricedLines(lineInputs, settings);
    const totals = vatBreakdown(lines);
    // docs/product.md §29.4: a simplified invoice up to the workshop's limit; above it, a full one names the customer.
    if (input.kind === 'simplified' && totals.totalCents > settings.simplifiedLimitCents)
      throw invalidField('kind', 'The total is over the simplified invoice limit: issue a full invoice.');
    const { timeZone } = await readBookingSettings(tx, workshopId);
    const issueDay = dayInZone(now.getTime(), timeZone);
    const year = Number(issueDay.slice(0, 4));
    const number = await takeSalesNumber(tx, workshopId, series.id, series.numbering === 'yearly' ? year : 0);
    const { country, region, legalName, taxId, street, postalCode, town, province } = settings;
    const document: TSalesDocument = {
      id: randomUUID(),
      seriesId: series.id,
      seriesCode: series.code,
      year,
      number,
      numberText: salesNumberText(series.code, series.numbering, year, number),
      kind: input.kind,
      issuedAt: now.toISOString(),
      issueDay,
      repairId: input.repairId,
      correctsId: null,
      issuer: { country, region, legalName, taxId, street, postalCode, town, province },
      customer,
      lines,
      breakdown: totals.perRate,
      totalCents: totals.totalCents,
      baseCents: totals.baseCents,
      taxCents: totals.taxCents,
    };
    await insertSalesDocument(tx, workshopId, document, issuer.userId);
    // docs/product.md §29.7: a Spanish workshop's invoice and its billing record are written together, or neither.
    if (settings.country === 'ES') await recordAlta(tx, document, { workshopId, system: issuer.verifactu.system, timeZone, now });
    return document;
  });
}
