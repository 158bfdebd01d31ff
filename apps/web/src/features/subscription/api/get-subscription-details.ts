import { SUBSCRIPTION_CACHE_MS, type TSubscriptionDetails } from '@rueda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { subscriptionKeys } from './query-keys';

/** docs/product.md §7 callablesGetSubscriptionDetails: the subscription as the screen shows it (§3). */
export function getSubscriptionDetails(signal?: AbortSignal): Promise<TSubscriptionDetails> {
  return call('callablesGetSubscriptionDetails', undefined, { signal });
}

export const subscriptionDetailsQueryOptions = queryOptions({
  queryKey: subscriptionKeys.details(),
  queryFn: ({ signal }) => getSubscriptionDetails(signal),
  // docs/product.md §4, §9: subscription data is stale after 30 seconds and is then fetched again.
  staleTime: SUBSCRIPTION_CACHE_MS,
});

/** `enabled` false for a role or a page that does not show the details. */
export function useSubscriptionDetails({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionDetailsQueryOptions, enabled });
}
