// docs/product.md §14.1: the customers to contact, from the server's rules.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { alertsKeys } from './query-keys';

export function alertsQueryOptions(includeHandled: boolean) {
  return queryOptions({
    queryKey: alertsKeys.list(includeHandled),
    queryFn: ({ signal }) => call('alertsList', { includeHandled }, { signal }),
  });
}

export function useAlerts(includeHandled: boolean) {
  return useQuery(alertsQueryOptions(includeHandled));
}

/**
 * How many alerts are open (the customers screen's filter shows it); undefined while unknown. Asked alone: a workshop
 * with a long history has thousands of alerts, megabytes the count does not need (docs/decisions/069).
 */
export function useOpenAlertsCount(): number | undefined {
  return useQuery({
    queryKey: alertsKeys.openCount,
    queryFn: ({ signal }) => call('alertsList', { countOnly: true }, { signal }),
    select: (list) => list.open,
  }).data;
}
