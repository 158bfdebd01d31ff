import type { FunctionInput, TMessageTemplatesGetOutput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { messagingKeys } from './query-keys';

/** Saves one message's text in one language, or (body null) goes back to the default. */
export function useUpdateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'messageTemplatesUpdate'>) => call('messageTemplatesUpdate', input),
    onSuccess: (saved) =>
      queryClient.setQueryData<TMessageTemplatesGetOutput>(messagingKeys.templates(), (current) =>
        current
          ? {
              ...current,
              templates: current.templates.map((template) =>
                template.key === saved.key && template.language === saved.language ? saved : template,
              ),
            }
          : current,
      ),
  });
}
