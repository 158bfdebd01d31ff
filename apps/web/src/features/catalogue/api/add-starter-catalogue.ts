import type { Language } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { catalogueKeys } from './query-keys';

/** A typical workshop's catalogue, in the user's language, for a workshop whose catalogue is empty. */
export function useAddStarterCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => call('servicesAddStarter', { language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
