import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { messagingKeys } from './query-keys';

/** Which status changes propose their message, and whether the Cloud API is there; any member may read them. */
export function messagingSettingsQueryOptions() {
  return queryOptions({
    queryKey: messagingKeys.settings(),
    queryFn: ({ signal }) => call('messagingSettingsGet', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** isEnabled false: not read (the board reads them only after a status change it made). */
export function useMessagingSettings(isEnabled = true) {
  return useQuery({ ...messagingSettingsQueryOptions(), enabled: isEnabled });
}
