// The fake server's salesInvoicesRectify and the links salesInvoicesGet answers with, by the rules of the real one
// (apps/server/src/services/sales-rectify.ts, sales-document-view.ts): a rectifying document takes back all of a
// document or some lines (their prices with a minus), never more than it still charges nor at a rate it did not
// charge; a full invoice replaces a simplified one once, never in Portugal, its customer's tax id checked.
import {
  FunctionError,
  checkTaxId,
  invalidField,
  lineVat,
  salesNumberText,
  vatBreakdown,
  type FunctionInput,
  type TSalesDocument,
  type TSalesDocumentLink,
  type TSalesDocumentView,
  type TSalesLine,
  type TSalesSeries,
  type TSalesTaxSettings,
} from '@rueda/domain';

export interface RectifyState {
  settings: TSalesTaxSettings | null;
  series: TSalesSeries[];
  documents: TSalesDocument[];
}

/** When the fake server rectifies. */
const RECTIFIED_AT = '2026-11-24T09:00:00.000Z';

const linkOf = ({ id, kind, numberText, issueDay, totalCents }: TSalesDocument): TSalesDocumentLink => ({
  id,
  kind,
  numberText,
  issueDay,
  totalCents,
});

/** What salesInvoicesGet adds to a document: the one it corrects and those correcting it, left out when none. */
export function correctionLinksOf(documents: readonly TSalesDocument[], document: TSalesDocument): Partial<TSalesDocumentView> {
  const corrects = documents.find((each) => each.id === document.correctsId);
  const corrections = documents.filter((each) => each.correctsId === document.id).map((each) => ({ ...linkOf(each), lines: each.lines }));
  return { ...(corrects && { corrects: linkOf(corrects) }), ...(corrections.length > 0 && { corrections }) };
}

function write(state: RectifyState, settings: TSalesTaxSettings, kind: 'rectifying' | 'replacing', fields: Partial<TSalesDocument>) {
  const series = state.series.find((each) => each.kind === (kind === 'rectifying' ? 'rectifying' : 'full') && each.active);
  if (!series) throw new FunctionError('failed-precondition', 'No active series.', { reason: 'no-series' });
  const lines = fields.lines ?? [];
  const totals = vatBreakdown(lines);
  const number = state.documents.filter((document) => document.seriesId === series.id).length + 1;
  const { country, region, legalName, taxId, street, postalCode, town, province } = settings;
  const document: TSalesDocument = {
    id: `doc-${series.code}-${number}`,
    seriesId: series.id,
    seriesCode: series.code,
    year: 2026,
    number,
    numberText: salesNumberText(series.code, series.numbering, 2026, number),
    kind,
    issuedAt: RECTIFIED_AT,
    issueDay: RECTIFIED_AT.slice(0, 10),
    repairId: null,
    correctsId: null,
    reason: null,
    issuer: { country, region, legalName, taxId, street, postalCode, town, province },
    customer: null,
    ...fields,
    lines,
    breakdown: totals.perRate,
    totalCents: totals.totalCents,
    baseCents: totals.baseCents,
    taxCents: totals.taxCents,
  };
  state.documents.push(document);
  return document;
}

/** salesInvoicesRectify as the server answers it; throws the server's FunctionError when it refuses. */
export function rectifyIn(state: RectifyState, input: FunctionInput<'salesInvoicesRectify'>): TSalesDocument {
  const settings = state.settings;
  if (!settings) throw new FunctionError('failed-precondition', "Set the workshop's tax settings first.", { reason: 'no-tax-settings' });
  const document = state.documents.find((each) => each.id === input.id);
  if (!document) throw new FunctionError('not-found', 'This document does not exist.');
  const corrections = state.documents.filter((each) => each.correctsId === document.id);
  const rectifiedCents = corrections.filter((each) => each.kind === 'rectifying').reduce((sum, each) => sum + each.totalCents, 0);
  const replacedBy = corrections.find((each) => each.kind === 'replacing')?.id ?? null;
  if (document.kind === 'rectifying')
    throw invalidField('id', 'A rectifying document is not rectified: rectify the invoice it corrects.', 'is-rectifying');
  const common = { repairId: document.repairId, correctsId: document.id };
  if (input.mode === 'replace') {
    if (document.kind !== 'simplified') throw invalidField('id', 'Only a simplified invoice is replaced by a full one.', 'not-simplified');
    if (replacedBy)
      throw new FunctionError('aborted', 'This invoice is already replaced.', { reason: 'already-replaced', documentId: replacedBy });
    if (rectifiedCents !== 0) throw invalidField('id', 'A rectified invoice is not replaced.', 'rectified');
    const customer = { postalCode: '', town: '', customerId: null, ...input.customer };
    if (customer.country === 'ES' || customer.country === 'PT')
      customer.taxId = checkTaxId(customer.country, customer.taxId, 'customer.taxId');
    if (settings.country === 'PT')
      throw invalidField('mode', 'In Portugal a simplified invoice is not replaced by another: issue a credit note and a new invoice.');
    return write(state, settings, 'replacing', { ...common, lines: document.lines, customer });
  }
  if (replacedBy) throw invalidField('id', 'This invoice was replaced: rectify the full invoice that replaced it.', 'replaced');
  const back = input.mode === 'total' ? document.lines : input.lines;
  const taken: TSalesLine[] = back.map(({ description, quantity, priceCents, rateBp, stockItemId }) => {
    const rate = rateBp ?? settings.defaultRateBp;
    return {
      description,
      quantity,
      priceCents: -priceCents,
      rateBp: rate,
      stockItemId: stockItemId ?? null,
      ...lineVat({ priceCents: -priceCents, quantity, rateBp: rate }),
    };
  });
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
  return write(state, settings, 'rectifying', { ...common, lines: taken, customer: document.customer, reason: input.reason });
}
