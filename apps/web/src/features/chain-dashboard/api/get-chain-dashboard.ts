// chainsDashboard (docs/product.md §32.2): the chain's figures of a timeframe, per workshop and in total.
import type { TDashboardGetInput } from '@rueda/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { chainKeys } from './query-keys';

export function chainDashboardQueryOptions(input: TDashboardGetInput | null) {
  return queryOptions({
    queryKey: chainKeys.dashboard(input),
    queryFn: input ? ({ signal }) => call('chainsDashboard', input, { signal }) : skipToken,
    staleTime: 30_000,
    // A new timeframe keeps the last figures on screen until its own arrive, as the dashboard does.
    placeholderData: keepPreviousData,
  });
}

/** The chain's figures of a range; nothing is asked while the range is null (a custom one not chosen yet). */
export function useChainDashboard(input: TDashboardGetInput | null) {
  return useQuery(chainDashboardQueryOptions(input));
}
