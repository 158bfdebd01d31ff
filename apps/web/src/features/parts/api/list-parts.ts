// The parts: a repair's (its page's section), or the workshop's in some states (the Pedidos view, the arrived ones of
// the last 30 days as the server answers), with their repair's customer and bike, oldest first (docs/product.md §31.2).
import type { PartState } from '@rueda/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { partsKeys } from './query-keys';

export function useRepairParts(repairId: string, enabled = true) {
  return useQuery({
    queryKey: partsKeys.repair(repairId),
    queryFn: ({ signal }) => call('partsList', { repairId }, { signal }),
    enabled,
  });
}

export function usePartsIn(states: readonly PartState[]) {
  return useQuery({
    queryKey: partsKeys.states(states),
    queryFn: ({ signal }) => call('partsList', { states: [...states] }, { signal }),
  });
}
