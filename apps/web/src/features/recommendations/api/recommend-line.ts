// Takes a saved line off the repair and keeps it on the repair's bike as recommended, not done (docs/product.md §31.1).
import type { TRepairsRecommendLineInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useRepairAnswer } from './repair-answer';

export function useRecommendLine() {
  const answer = useRepairAnswer();
  return useMutation({
    mutationFn: (input: TRepairsRecommendLineInput) => call('repairsRecommendLine', input),
    onSuccess: answer.onSaved,
    onError: (error, input) => answer.onFailed(error, input.id),
    onSettled: answer.onSettled,
  });
}
