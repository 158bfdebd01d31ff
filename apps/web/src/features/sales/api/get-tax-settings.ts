// docs/product.md §29.1: the workshop's tax settings (null until an admin sets them) and its series; whoever
// charges reads them, since the charge screen computes with the region's rates and the simplified invoice's limit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

export function taxSettingsQueryOptions() {
  return queryOptions({
    queryKey: salesKeys.settings(),
    queryFn: ({ signal }) => call('salesTaxSettingsGet', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTaxSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...taxSettingsQueryOptions(), enabled });
}
