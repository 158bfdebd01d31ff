// docs/product.md §29.5: a warranty or sponsorship repair closed without charging (salesRepairsCloseWithoutCharge).
import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { afterMoneyWrite } from './list-payments';

export function useCloseWithoutCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'salesRepairsCloseWithoutCharge'>) => call('salesRepairsCloseWithoutCharge', input),
    onSuccess: (balance, input) => afterMoneyWrite(queryClient, { repairId: input.repairId }, balance),
  });
}
