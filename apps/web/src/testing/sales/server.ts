// A fake server for the sales screens' tests: the repairs' fake server (accounts, repairs, the catalogue) plus the
// sales functions answering from in-memory state with the domain's own rules, as the real ones do
// (apps/server/src/services/sales-issue.ts): the tax settings' checks, a repair invoiced once, a customer's tax id
// checked, VAT per rate, the simplified invoice's limit and numbers with no gap.
import {
  FunctionError,
  checkTaxId,
  checkVatRate,
  countryOfVatRegion,
  DEFAULT_SALES_SERIES,
  lineVat,
  salesLinesOfRepair,
  salesNumberText,
  vatBreakdown,
  type FunctionInput,
  type TRepair,
  type TSalesDocument,
  type TSalesDocumentView,
  type TSalesSeries,
  type TSalesTaxSettings,
  type TWorkshopClaim,
} from '@rueda/domain';
import { ACTIVE_ADMIN } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { repairsServer, type RepairsServerOptions } from '@/testing/repairs/server';
import { seriesOf } from './factories';
import { paymentsIn, type PaymentsServerOptions } from './payments';
import { correctionLinksOf, rectifyIn } from './rectify';

export const MANAGER: TWorkshopClaim = { ...ACTIVE_ADMIN, role: 'manager' };
export const MECHANIC: TWorkshopClaim = { ...ACTIVE_ADMIN, role: 'mechanic' };

/** When the fake server issues: the server's clock in the tests. */
export const ISSUED_AT = '2026-11-23T10:00:00.000Z';

export interface SalesServerOptions extends RepairsServerOptions, PaymentsServerOptions {
  /** The workshop's tax settings; none set unless given. */
  settings?: TSalesTaxSettings | null;
  series?: TSalesSeries[];
  documents?: TSalesDocument[];
  /** The VERI*FACTU records salesInvoicesGet answers with, by document id (none unless given). */
  verifactu?: Record<string, TSalesDocumentView['verifactu']>;
}

/** A FunctionError as the wire carries it. */
function failureOf(error: unknown): Response {
  if (!(error instanceof FunctionError)) throw error;
  return failure(error.code, { message: error.message, details: error.details });
}

/** What salesInvoicesGet answers: the document with its VERI*FACTU record, if the test gave one. */
function viewOf(document: TSalesDocument, verifactu: TSalesDocumentView['verifactu'] = null): TSalesDocumentView {
  return { ...document, verifactu };
}

export function salesServer({ settings = null, series = [], documents = [], verifactu = {}, ...options }: SalesServerOptions = {}) {
  const state = {
    settings: settings === null ? null : structuredClone(settings),
    series: structuredClone(series),
    documents: structuredClone(documents),
  };
  const repairOf = (id: string): TRepair | undefined => server.repairsState.repairs.get(id);
  // docs/product.md §29.5: the money (testing/sales/payments.ts); the repair's payment state saved as it follows it.
  const money = paymentsIn(
    { documents: () => state.documents, repairOf, saveRepair: (repair) => server.repairsState.repairs.set(repair.id, repair) },
    options.payments,
  );

  function issue(input: FunctionInput<'salesInvoicesIssue'>): TSalesDocument {
    const current = state.settings;
    if (!current) throw new FunctionError('failed-precondition', "Set the workshop's tax settings first.", { reason: 'no-tax-settings' });
    const series = state.series.find((each) => each.kind === input.kind && each.active);
    if (!series) throw new FunctionError('failed-precondition', 'No active series.', { reason: 'no-series' });
    const repairId = input.repairId ?? null;
    let lines = (input.lines ?? []).map((line) => ({ rateBp: null, stockItemId: null, ...line }));
    if (repairId !== null) {
      const repair = repairOf(repairId);
      if (!repair) throw new FunctionError('not-found', 'This repair does not exist.');
      const invoiced = state.documents.find((document) => document.repairId === repairId);
      if (invoiced)
        throw new FunctionError('aborted', 'This repair is already invoiced.', { reason: 'repair-invoiced', documentId: invoiced.id });
      lines = salesLinesOfRepair(repair);
    }
    const customer = input.customer ? { postalCode: '', town: '', customerId: null, ...input.customer } : null;
    if (customer && (customer.country === 'ES' || customer.country === 'PT'))
      customer.taxId = checkTaxId(customer.country, customer.taxId, 'customer.taxId');
    const priced = lines.map((line, index) => {
      const rateBp = line.rateBp ?? current.defaultRateBp;
      checkVatRate(current.region, rateBp, `lines.${index}.rateBp`);
      return { ...line, rateBp, ...lineVat({ priceCents: line.priceCents, quantity: line.quantity, rateBp }) };
    });
    const totals = vatBreakdown(priced);
    if (input.kind === 'simplified' && totals.totalCents > current.simplifiedLimitCents)
      throw new FunctionError('invalid-argument', 'Invalid data: kind.', {
        fields: [{ field: 'kind', message: 'The total is over the simplified invoice limit: issue a full invoice.' }],
      });
    const number = state.documents.filter((document) => document.seriesId === series.id).length + 1;
    const { country, region, legalName, taxId, street, postalCode, town, province } = current;
    const document: TSalesDocument = {
      id: `doc-${series.code}-${number}`,
      seriesId: series.id,
      seriesCode: series.code,
      year: 2026,
      number,
      numberText: salesNumberText(series.code, series.numbering, 2026, number),
      kind: input.kind,
      issuedAt: ISSUED_AT,
      issueDay: ISSUED_AT.slice(0, 10),
      repairId,
      correctsId: null,
      reason: null,
      issuer: { country, region, legalName, taxId, street, postalCode, town, province },
      customer,
      lines: priced,
      breakdown: totals.perRate,
      totalCents: totals.totalCents,
      baseCents: totals.baseCents,
      taxCents: totals.taxCents,
    };
    const payments = money.checkIssue(document, input.payments);
    state.documents.push(document);
    money.recordIssued(document, payments);
    return document;
  }

  function list({
    search = '',
    seriesId = null,
    kind = null,
    from = null,
    to = null,
    sendState = null,
    limit = 50,
  }: FunctionInput<'salesInvoicesList'>) {
    const words = search.trim().toLowerCase();
    return state.documents
      .filter(
        (document) =>
          (!words ||
            document.numberText.toLowerCase().includes(words) ||
            (document.customer?.name.toLowerCase().includes(words) ?? false)) &&
          (!seriesId || document.seriesId === seriesId) &&
          (!kind || document.kind === kind) &&
          (!from || document.issueDay >= from) &&
          (!to || document.issueDay <= to) &&
          // The document's VERI*FACTU record's sending state, as the test gave it.
          (!sendState || verifactu[document.id]?.sendState === sendState),
      )
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number - a.number)
      .slice(0, limit);
  }

  const server = repairsServer({
    ...options,
    functions: {
      salesTaxSettingsGet: () => ({ settings: state.settings, series: state.series }),
      salesTaxSettingsUpdate: (input) => {
        try {
          const taxId = checkTaxId(input.country, input.taxId, 'taxId');
          if (countryOfVatRegion(input.region) !== input.country)
            throw new FunctionError('invalid-argument', 'Invalid data: region.', {
              fields: [{ field: 'region', message: "The VAT region is not the country's." }],
            });
          checkVatRate(input.region, input.defaultRateBp, 'defaultRateBp');
          state.settings = { province: '', ...input, taxId };
          // The server lists the series by code (data/sales-settings.ts).
          if (state.series.length === 0)
            state.series = DEFAULT_SALES_SERIES.map(({ code, kind }) => seriesOf(code, kind)).sort((a, b) => a.code.localeCompare(b.code));
          return { settings: state.settings, series: state.series };
        } catch (error) {
          return failureOf(error);
        }
      },
      salesInvoicesIssue: (input) => {
        try {
          return issue(input);
        } catch (error) {
          return failureOf(error);
        }
      },
      salesInvoicesGet: ({ id }) => {
        const document = state.documents.find((each) => each.id === id);
        return document
          ? { ...viewOf(document, verifactu[id]), ...correctionLinksOf(state.documents, document) }
          : failure('not-found', { message: 'This document does not exist.' });
      },
      salesInvoicesRectify: (input) => {
        try {
          return rectifyIn(state, input);
        } catch (error) {
          return failureOf(error);
        }
      },
      salesInvoicesList: (input) => ({ documents: list(input) }),
      // The server draws the file; its bytes here are a stand-in, its name as the server gives it.
      salesInvoicesPdf: ({ id, format }) => {
        const document = state.documents.find((each) => each.id === id);
        if (!document) return failure('not-found', { message: 'This document does not exist.' });
        const name = `Factura ${document.numberText.replace('/', '-')}${format === 'receipt' ? ' (ticket)' : ''}.pdf`;
        return { fileName: name, contentBase64: btoa('%PDF-1.3') };
      },
      ...money.functions,
      ...options.functions,
    },
  });
  return { ...server, salesState: state, paymentsState: money.payments };
}
