import { DEFAULT_PLAN, SUBSCRIPTION_CACHE_MS, type TPlan } from '@rueda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { subscriptionKeys } from './query-keys';

/** docs/product.md §7 callablesGetSubscriptionPlans; on failure the default plan of §9 (docs/product.md §8 fallbacks). */
export async function getSubscriptionPlans(signal?: AbortSignal): Promise<TPlan[]> {
  try {
    const plans = await call('callablesGetSubscriptionPlans', undefined, { signal });
    return plans.length > 0 ? plans : [DEFAULT_PLAN];
  } catch (error) {
    console.warn('The subscription plans could not be fetched; showing the default plan', error);
    return [DEFAULT_PLAN];
  }
}

export const subscriptionPlansQueryOptions = queryOptions({
  queryKey: subscriptionKeys.plans(),
  queryFn: ({ signal }) => getSubscriptionPlans(signal),
  // docs/product.md §4: subscription data is stale after 30 seconds.
  staleTime: SUBSCRIPTION_CACHE_MS,
});

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions);
}
