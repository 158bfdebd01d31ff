// docs/product.md §29.5: a repair's or a document's money (its deposits, payments and refunds, what remains), read
// with salesPaymentsList. Every write of money answers with the balance after it and refreshes every other.
import type { TSalesBalance } from '@rueda/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { repairsKeys } from '@/features/repairs';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

/** Whose money is read: a repair's or a document's. */
export type MoneyOwner = { repairId: string; documentId?: null } | { repairId?: null; documentId: string };

/** The keys of the money's answers, under the sales feature's tree. */
export const paymentsKeys = {
  all: () => [...salesKeys.all, 'payments'] as const,
  of: (owner: MoneyOwner) => [...paymentsKeys.all(), owner.repairId ?? null, owner.documentId ?? null] as const,
};

export function paymentsQueryOptions(owner: MoneyOwner) {
  return queryOptions({
    queryKey: paymentsKeys.of(owner),
    queryFn: ({ signal }) =>
      call('salesPaymentsList', { repairId: owner.repairId ?? null, documentId: owner.documentId ?? null }, { signal }),
  });
}

/** The money of a repair or a document, as it stands. */
export function useSalesBalance(owner: MoneyOwner, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentsQueryOptions(owner), enabled });
}

/**
 * After a write of money: its own answer kept, every other balance read again, and the repair read again since its
 * payment state follows its money (docs/product.md §29.5).
 */
export function afterMoneyWrite(queryClient: QueryClient, owner: MoneyOwner, balance: TSalesBalance): void {
  queryClient.setQueryData(paymentsKeys.of(owner), balance);
  void queryClient.invalidateQueries({ queryKey: paymentsKeys.all(), predicate: (query) => query.state.data !== balance });
  if (balance.repairId !== null) void queryClient.invalidateQueries({ queryKey: repairsKeys.detail(balance.repairId) });
  void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
}
