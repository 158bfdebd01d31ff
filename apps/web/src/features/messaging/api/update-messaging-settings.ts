import type { TMessageTemplatesGetOutput, TMessagingSettings, TMessagingSettingsGetOutput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { messagingKeys } from './query-keys';

/** Saves the country, the statuses that propose their message and the Cloud API's templates. */
export function useUpdateMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TMessagingSettings) => call('messagingSettingsUpdate', settings),
    onSuccess: (settings) => {
      queryClient.setQueryData<TMessageTemplatesGetOutput>(messagingKeys.templates(), (current) =>
        current ? { ...current, settings } : current,
      );
      queryClient.setQueryData<TMessagingSettingsGetOutput>(messagingKeys.settings(), (current) =>
        current ? { ...current, settings } : current,
      );
    },
  });
}
