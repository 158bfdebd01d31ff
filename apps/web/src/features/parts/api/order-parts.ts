// Marks a supplier's parts to order as ordered, today on the workshop's clock unless a day is given (docs/product.md §31.2).
import type { TPartsOrderInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useRepairRefresh } from './repair-refresh';

export function useOrderParts() {
  const refresh = useRepairRefresh();
  return useMutation({
    mutationFn: (input: TPartsOrderInput) => call('partsOrder', input),
    onSettled: refresh.parts,
  });
}
