// docs/product.md §29.4: correcting a document with another (all of it, some lines, or a full invoice replacing a
// simplified one); the corrected document and every list are read again afterwards.
import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

export function useRectifyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'salesInvoicesRectify'>) => call('salesInvoicesRectify', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: salesKeys.documents() }),
  });
}
