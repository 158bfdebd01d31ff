import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { messagingKeys } from './query-keys';

/** The workshop's messages in both languages (its own or the default) and its settings; admins and managers. */
export function messageTemplatesQueryOptions() {
  return queryOptions({
    queryKey: messagingKeys.templates(),
    queryFn: ({ signal }) => call('messageTemplatesGet', undefined, { signal }),
  });
}

export function useMessageTemplates() {
  return useQuery(messageTemplatesQueryOptions());
}
