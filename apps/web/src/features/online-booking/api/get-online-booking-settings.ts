import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { onlineBookingKeys } from './query-keys';

/** The page's address, whether it is paused, the notice it asks and the services it offers (the admin's). */
export function onlineBookingSettingsQueryOptions() {
  return queryOptions({
    queryKey: onlineBookingKeys.settings(),
    queryFn: ({ signal }) => call('onlineBookingSettingsGet', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useOnlineBookingSettings() {
  return useQuery(onlineBookingSettingsQueryOptions());
}
