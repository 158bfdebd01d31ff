// docs/product.md §20.5 and §21.4: the repair's history beyond its status list (messages to the customer, their
// answers through the repair link, the link made or revoked). It changes from outside the page (the customer
// answers from their phone), so it is read again whenever the page is looked at again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { repairsKeys } from './query-keys';

export function repairEventsQueryOptions(repairId: string) {
  return queryOptions({
    queryKey: repairsKeys.events(repairId),
    queryFn: ({ signal }) => call('repairEventsList', { repairId }, { signal }),
    staleTime: 0,
  });
}

export function useRepairEvents(repairId: string) {
  return useQuery(repairEventsQueryOptions(repairId));
}
