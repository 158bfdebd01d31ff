// The repairs screen's view: timeframe, filters, search and view mode, kept in the URL so a reload
// or a shared link shows the same board (docs/product.md §3 client-side state: timeframe, default monthly).
import {
  DEFAULT_TIMEFRAME,
  REPAIR_PAYMENTS,
  REPAIR_STATUSES,
  TIMEFRAMES,
  type CustomDays,
  type RepairPayment,
  type RepairStatus,
  type Timeframe,
} from '@rueda/domain';

export interface RepairFilters {
  timeframe: Timeframe;
  /** The custom range's days (`YYYY-MM-DD`), when the timeframe is custom. */
  custom: CustomDays | null;
  statuses: RepairStatus[];
  payment: RepairPayment | null;
  mechanic: string | null;
  search: string;
}

export const REPAIRS_VIEWS = ['board', 'list'] as const;
export type RepairsView = (typeof REPAIRS_VIEWS)[number];

export const DEFAULT_FILTERS: RepairFilters = {
  timeframe: DEFAULT_TIMEFRAME,
  custom: null,
  statuses: [],
  payment: null,
  mechanic: null,
  search: '',
};

const PARAM = {
  timeframe: 'timeframe',
  from: 'from',
  to: 'to',
  status: 'status',
  payment: 'payment',
  mechanic: 'mechanic',
  search: 'q',
  view: 'view',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function filtersOfParams(params: URLSearchParams): RepairFilters {
  const timeframe = oneOf(TIMEFRAMES, params.get(PARAM.timeframe)) ?? DEFAULT_TIMEFRAME;
  const from = params.get(PARAM.from) ?? '';
  const to = params.get(PARAM.to) ?? '';
  const custom = timeframe === 'custom' && DAY.test(from) && DAY.test(to) ? { from, to } : null;
  const statuses = (params.get(PARAM.status) ?? '')
    .split(',')
    .map((status) => oneOf(REPAIR_STATUSES, status))
    .filter((status): status is RepairStatus => status !== null);
  return {
    // A custom range without its days covers everything; the picker asks for them.
    timeframe,
    custom,
    statuses: REPAIR_STATUSES.filter((status) => statuses.includes(status)),
    payment: oneOf(REPAIR_PAYMENTS, params.get(PARAM.payment)),
    mechanic: params.get(PARAM.mechanic) || null,
    search: params.get(PARAM.search) ?? '',
  };
}

export function viewOfParams(params: URLSearchParams): RepairsView {
  return oneOf(REPAIRS_VIEWS, params.get(PARAM.view)) ?? 'board';
}

/** The URL's query for a view; defaults are left out so the plain /repairs stays plain. */
export function paramsOf(filters: RepairFilters, view: RepairsView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.timeframe !== DEFAULT_TIMEFRAME) params.set(PARAM.timeframe, filters.timeframe);
  if (filters.timeframe === 'custom' && filters.custom) {
    params.set(PARAM.from, filters.custom.from);
    params.set(PARAM.to, filters.custom.to);
  }
  if (filters.statuses.length > 0) params.set(PARAM.status, filters.statuses.join(','));
  if (filters.payment) params.set(PARAM.payment, filters.payment);
  if (filters.mechanic) params.set(PARAM.mechanic, filters.mechanic);
  if (filters.search) params.set(PARAM.search, filters.search);
  if (view !== 'board') params.set(PARAM.view, view);
  return params;
}
