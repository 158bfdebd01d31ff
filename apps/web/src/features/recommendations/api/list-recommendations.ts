// A bike's open recommendations, newest first: what the repair page offers again (docs/product.md §31.1).
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { recommendationsKeys } from './query-keys';

export function useBikeRecommendations(bikeId: string) {
  return useQuery({
    queryKey: recommendationsKeys.bike(bikeId),
    queryFn: ({ signal }) => call('recommendationsList', { bikeId }, { signal }),
  });
}
