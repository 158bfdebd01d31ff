// Dismisses an open recommendation with the reason given (docs/product.md §31.1); it stays in the bike's history.
import type { TRecommendationsDismissInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { recommendationsKeys } from './query-keys';

export function useDismissRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecommendationsDismissInput) => call('recommendationsDismiss', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationsKeys.all }),
  });
}
