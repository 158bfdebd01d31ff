// docs/product.md §29.4: an issued document is corrected by another, never edited. A rectifying document (series R)
// takes back all of a simplified or full invoice, or some of its lines, never more than it still charges; a full
// invoice (F3, in the full series) replaces a simplified one with the customer's name and tax id. Rectifications of
// one document take turns (sales-documents.ts lockForRectification), so two at once cannot together exceed it.
import { FunctionError, invalidField, vatBreakdown, type TSalesDocument, type TSalesInvoicesRectifyInput } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { lockForRectification } from '../data/sales-documents.ts';
import { annulledDocumentIds } from '../data/verifactu-records.ts';
import {
  checkedCustomer,
  pricedLines,
  requireSalesSettings,
  requireSeries,
  writeSalesDocument,
  type SalesIssuer,
} from './sales-document-write.ts';

export async function rectifySalesInvoice(db: Db, issuer: SalesIssuer, input: TSalesInvoicesRectifyInput): Promise<TSalesDocument> {
  const { workshopId } = issuer;
  return db.transaction(async (tx) => {
    const settings = await requireSalesSettings(tx, workshopId);
    const { document, rectifiedCents, replacedBy } = await lockForRectification(tx, workshopId, input.id);
    if ((await annulledDocumentIds(tx, workshopId, [document.id])).size > 0)
      throw new FunctionError('failed-precondition', 'This document was cancelled: it is corrected no more.', { reason: 'cancelled' });
    if (document.kind === 'rectifying')
      throw invalidField('id', 'A rectifying document is not rectified: rectify the invoice it corrects.', 'is-rectifying');
    if (input.mode === 'replace') {
      if (document.kind !== 'simplified')
        throw invalidField('id', 'Only a simplified invoice is replaced by a full one.', 'not-simplified');
      if (replacedBy)
        throw new FunctionError('aborted', 'This invoice is already replaced.', { reason: 'already-replaced', documentId: replacedBy });
      if (rectifiedCents !== 0) throw invalidField('id', 'A rectified invoice is not replaced.', 'rectified');
      return writeSalesDocument(tx, issuer, settings, {
        kind: 'replacing',
        series: await requireSeries(tx, workshopId, 'full'),
        lines: document.lines,
        customer: await checkedCustomer(tx, { workshopId, country: settings.country }, input.customer),
        repairId: document.repairId,
        corrects: document,
        reason: null,
      });
    }
    if (replacedBy) throw invalidField('id', 'This invoice was replaced: rectify the full invoice that replaced it.', 'replaced');
    // What takes back is negative: the lines' prices as charged, with a minus.
    const back = input.mode === 'total' ? document.lines : input.lines;
    const taken = pricedLines(
      back.map(({ description, quantity, priceCents, rateBp, stockItemId }) => ({
        description,
        quantity,
        priceCents: -priceCents,
        rateBp,
        stockItemId,
      })),
      settings,
    );
    const charged = new Set(document.lines.map((line) => line.rateBp));
    taken.forEach((line, index) => {
      if (!charged.has(line.rateBp)) throw invalidField(`lines.${index}.rateBp`, 'The invoice charged nothing at this rate.');
    });
    const remaining = document.totalCents + rectifiedCents;
    const totalTaken = -vatBreakdown(taken).totalCents;
    if (totalTaken <= 0) throw invalidField('lines', 'A rectification takes something back.');
    if (totalTaken > remaining)
      throw invalidField(
        input.mode === 'total' ? 'id' : 'lines',
        'The rectification is larger than what the invoice still charges.',
        'over-remaining',
      );
    return writeSalesDocument(tx, issuer, settings, {
      kind: 'rectifying',
      series: await requireSeries(tx, workshopId, 'rectifying'),
      lines: taken,
      customer: document.customer,
      repairId: document.repairId,
      corrects: document,
      reason: input.reason,
    });
  });
}
