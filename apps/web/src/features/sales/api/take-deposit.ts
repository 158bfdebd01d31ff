// docs/product.md §29.5: a deposit on a repair not yet invoiced (salesDepositsTake).
import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { afterMoneyWrite } from './list-payments';

export function useTakeDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'salesDepositsTake'>) => call('salesDepositsTake', input),
    onSuccess: (balance, input) => afterMoneyWrite(queryClient, { repairId: input.repairId }, balance),
  });
}
