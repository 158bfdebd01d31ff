// repairWorkGet (docs/product.md §17.4): a repair's work sessions and its time per mechanic, for the repair page's panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { workKeys } from './work-keys';

export function repairWorkQueryOptions(repairId: string) {
  return queryOptions({
    queryKey: workKeys.repair(repairId),
    queryFn: ({ signal }) => call('repairWorkGet', { repairId }, { signal }),
    // Another mechanic's timer changes it: look again whenever the page comes back.
    staleTime: 0,
  });
}

export function useRepairWork(repairId: string) {
  return useQuery(repairWorkQueryOptions(repairId));
}
