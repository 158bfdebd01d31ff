// The dashboard's timeframe (docs/product.md §16.1): the repairs screen's, without "all", kept in the URL
// with the repairs screen's own parameters (?timeframe=…&from=…&to=…).
import { DEFAULT_TIMEFRAME, timeframeRange, type CustomDays, type TDashboardGetInput, type Timeframe } from '@rueda/domain';
import { DEFAULT_FILTERS, filtersOfParams, paramsOf } from '@/features/repairs';

export const DASHBOARD_TIMEFRAMES = ['weekly', 'monthly', 'yearly', 'custom'] as const satisfies readonly Timeframe[];
export type DashboardTimeframe = (typeof DASHBOARD_TIMEFRAMES)[number];

/** What the dashboard shows: a timeframe and, for a custom one, its days (both included). */
export interface DashboardScope {
  timeframe: DashboardTimeframe;
  custom: CustomDays | null;
}

function isDashboardTimeframe(timeframe: Timeframe): timeframe is DashboardTimeframe {
  return (DASHBOARD_TIMEFRAMES as readonly Timeframe[]).includes(timeframe);
}

const DEFAULT_DASHBOARD_TIMEFRAME: DashboardTimeframe = isDashboardTimeframe(DEFAULT_TIMEFRAME) ? DEFAULT_TIMEFRAME : 'monthly';

export function scopeOfParams(params: URLSearchParams): DashboardScope {
  const { timeframe, custom } = filtersOfParams(params);
  // A link to the repairs list's "all" lands here on the default: the dashboard needs a range.
  return isDashboardTimeframe(timeframe) ? { timeframe, custom } : { timeframe: DEFAULT_DASHBOARD_TIMEFRAME, custom: null };
}

export function paramsOfScope(scope: DashboardScope): URLSearchParams {
  return paramsOf({ ...DEFAULT_FILTERS, timeframe: scope.timeframe, custom: scope.custom }, 'board');
}

/**
 * The range dashboardGet is asked for: the repairs screen's (timeframeRange), closed at the next
 * midnight for the rolling timeframes, so the range (and the query's key) stays the same all day.
 * Null for a custom timeframe whose days are not chosen yet.
 */
export function dashboardInputOf(scope: DashboardScope, now: Date): TDashboardGetInput | null {
  const range = timeframeRange(scope.timeframe, now, scope.custom ?? undefined);
  if (!range.from) return null;
  if (range.to) return { from: range.from, to: range.to };
  const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: range.from, to: nextMidnight.toISOString() };
}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days (both included) of a range dashboardGet was asked for, in the user's calendar. */
export function daysOfInput(input: TDashboardGetInput): CustomDays {
  return { from: localDay(new Date(input.from)), to: localDay(new Date(Date.parse(input.to) - 1)) };
}
