// The documents list's search and filters (docs/product.md §29), kept in the page's address so that a link, a
// reload or the back button shows the same list.
import {
  SALES_DOCUMENT_KINDS,
  VERIFACTU_SEND_STATES,
  type FunctionInput,
  type SalesDocumentKind,
  type VerifactuSendState,
} from '@rueda/domain';

export interface DocumentFilters {
  /** A number ("T2026/15") or a customer's name, or part of one. */
  search: string;
  seriesId: string | null;
  kind: SalesDocumentKind | null;
  /** Issue days, inclusive ("2026-11-01"). */
  from: string | null;
  to: string | null;
  /** A Spanish workshop's documents whose VERI*FACTU record stands in this sending state; absent for any. */
  sendState?: VerifactuSendState | null;
}

export const NO_FILTERS: DocumentFilters = { search: '', seriesId: null, kind: null, from: null, to: null };

/** How many documents a list shows (the function's own bound is 200). */
export const DOCUMENTS_LIST_LIMIT = 100;

const PARAMS = { search: 'q', seriesId: 'series', kind: 'kind', from: 'from', to: 'to', sendState: 'aeat' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isKind(value: string | null): value is SalesDocumentKind {
  return value !== null && (SALES_DOCUMENT_KINDS as readonly string[]).includes(value);
}

function isSendState(value: string | null): value is VerifactuSendState {
  return value !== null && (VERIFACTU_SEND_STATES as readonly string[]).includes(value);
}

/** The filters an address holds; anything malformed is no filter. */
export function filtersOfParams(params: URLSearchParams): DocumentFilters {
  const day = (value: string | null) => (value && DAY.test(value) ? value : null);
  const kind = params.get(PARAMS.kind);
  const sendState = params.get(PARAMS.sendState);
  return {
    search: params.get(PARAMS.search) ?? '',
    seriesId: params.get(PARAMS.seriesId) || null,
    kind: isKind(kind) ? kind : null,
    from: day(params.get(PARAMS.from)),
    to: day(params.get(PARAMS.to)),
    ...(isSendState(sendState) ? { sendState } : {}),
  };
}

/** The address's parameters for the filters: only those set. */
export function paramsOfFilters(filters: DocumentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(PARAMS) as [keyof DocumentFilters, string][]) {
    const value = filters[field];
    if (value) params.set(name, value);
  }
  return params;
}

/** Whether any filter or search narrows the list. */
export function isFiltered(filters: DocumentFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** The list's input to salesInvoicesList (the sending state only when one is chosen). */
export function listInputOf({ sendState, ...filters }: DocumentFilters): FunctionInput<'salesInvoicesList'> {
  return { ...filters, ...(sendState ? { sendState } : {}), search: filters.search.trim(), limit: DOCUMENTS_LIST_LIMIT };
}
