// docs/product.md §29.4: issuing a simplified or full invoice; every documents list is read again afterwards.
import type { TSalesInvoicesIssueInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSalesInvoicesIssueInput) => call('salesInvoicesIssue', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: salesKeys.lists() }),
  });
}
