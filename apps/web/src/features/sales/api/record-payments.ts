// docs/product.md §29.5: one or several payments of an issued document (salesPaymentsRecord).
import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { afterMoneyWrite } from './list-payments';

export function useRecordPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'salesPaymentsRecord'>) => call('salesPaymentsRecord', input),
    onSuccess: (balance, input) => afterMoneyWrite(queryClient, { documentId: input.documentId }, balance),
  });
}
