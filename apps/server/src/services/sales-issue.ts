// docs/product.md §29.4: issuing a simplified or full invoice, for a repair (its chargeable lines at their frozen
// prices) or a counter sale. One transaction reads the workshop's tax settings, locks the repair so it is invoiced
// once (again only after a total rectification), computes each line's and each rate's VAT (§29.2), and writes the
// document with the series' next number (sales-document-write.ts), and the payments given with it (§29.5).
import {
  FunctionError,
  invalidField,
  salesLinesOfRepair,
  vatBreakdown,
  type TSalesDocument,
  type TSalesInvoicesIssueInput,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { catalogueItems } from '../data/catalogue.ts';
import { lockRepair } from '../data/repairs.ts';
import { liveInvoiceOfRepair } from '../data/sales-documents.ts';
import { recordPaymentsInTransaction } from './sales-payments.ts';
import {
  checkedCustomer,
  pricedLines,
  requireSalesSettings,
  requireSeries,
  writeSalesDocument,
  type SalesIssuer,
} from './sales-document-write.ts';

/** The stock items a counter sale names must be this workshop's. */
async function checkStockItems(tx: Executor, workshopId: string, lines: TSalesInvoicesIssueInput['lines']): Promise<void> {
  const ids = lines.flatMap((line) => (line.stockItemId ? [line.stockItemId] : []));
  const known = await catalogueItems(tx, workshopId, 'stockItems', ids);
  lines.forEach((line, index) => {
    if (line.stockItemId && !known.has(line.stockItemId)) throw invalidField(`lines.${index}.stockItemId`, 'Unknown stock item.');
  });
}

export async function issueSalesInvoice(db: Db, issuer: SalesIssuer, input: TSalesInvoicesIssueInput): Promise<TSalesDocument> {
  const { workshopId, now } = issuer;
  return db.transaction(async (tx) => {
    const settings = await requireSalesSettings(tx, workshopId);
    const series = await requireSeries(tx, workshopId, input.kind);
    let lineInputs = input.lines;
    if (input.repairId !== null) {
      const repair = await lockRepair(tx, workshopId, input.repairId, now);
      const invoiced = await liveInvoiceOfRepair(tx, workshopId, repair.id);
      if (invoiced)
        throw new FunctionError('aborted', 'This repair is already invoiced.', { reason: 'repair-invoiced', documentId: invoiced.id });
      lineInputs = salesLinesOfRepair(repair);
      if (lineInputs.length === 0) throw invalidField('repairId', 'The repair has nothing to charge.');
    } else await checkStockItems(tx, workshopId, lineInputs);
    const customer = await checkedCustomer(tx, { workshopId, country: settings.country }, input.customer);
    const lines = pricedLines(lineInputs, settings);
    // docs/product.md §29.4: a simplified invoice up to the workshop's limit; above it, a full one names the customer.
    if (input.kind === 'simplified' && vatBreakdown(lines).totalCents > settings.simplifiedLimitCents)
      throw invalidField('kind', 'The total is over the simplified invoice limit: issue a full invoice.');
    const document = await writeSalesDocument(tx, issuer, settings, {
      kind: input.kind,
      series,
      lines,
      customer,
      repairId: input.repairId,
      corrects: null,
      reason: null,
    });
    // The payments fit what remains after the repair's deposits, or nothing is issued; the repair's state follows.
    if (input.repairId !== null || input.payments?.length)
      await recordPaymentsInTransaction(tx, { workshopId, userId: issuer.userId, now }, document.id, input.payments ?? []);
    return document;
  });
}
