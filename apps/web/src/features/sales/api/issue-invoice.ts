// docs/product.md §29.4: issuing a simplified or full invoice; every documents list is read again afterwards. The input is
// what the function takes (its defaults filled in by the server), so a field added with a default asks nothing here.
import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'salesInvoicesIssue'>) => call('salesInvoicesIssue', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: salesKeys.lists() }),
  });
}
