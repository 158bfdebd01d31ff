// Puts an open recommendation on a repair of its bike, at the catalogue's price today (docs/product.md §31.1).
import type { TRecommendationsAddInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useRepairAnswer } from './repair-answer';

export function useAddRecommendation() {
  const answer = useRepairAnswer();
  return useMutation({
    mutationFn: (input: TRecommendationsAddInput) => call('recommendationsAdd', input),
    onSuccess: answer.onSaved,
    onError: (error, input) => answer.onFailed(error, input.repairId),
    onSettled: answer.onSettled,
  });
}
