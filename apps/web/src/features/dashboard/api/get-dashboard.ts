// dashboardGet (docs/product.md §16.1): the dashboard's figures for a range.
import type { TDashboardGetInput } from '@rueda/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  range: (input: TDashboardGetInput | null) => [...dashboardKeys.all, input] as const,
};

export function dashboardQueryOptions(input: TDashboardGetInput | null) {
  return queryOptions({
    queryKey: dashboardKeys.range(input),
    queryFn: input ? ({ signal }) => call('dashboardGet', input, { signal }) : skipToken,
    staleTime: 30_000,
    // A new timeframe keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** The figures of a range; nothing is asked while the range is null (a custom one not chosen yet). */
export function useDashboard(input: TDashboardGetInput | null) {
  return useQuery(dashboardQueryOptions(input));
}
