// docs/product.md §29.5: a payment or a deposit undone by a refund with its reason (salesPaymentsRefund).
import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { afterMoneyWrite, type MoneyOwner } from './list-payments';

/** Refunds an entry of `owner`'s money, whose balance is shown. */
export function useRefundPayment(owner: MoneyOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'salesPaymentsRefund'>) => call('salesPaymentsRefund', input),
    onSuccess: (balance) => afterMoneyWrite(queryClient, owner, balance),
  });
}
