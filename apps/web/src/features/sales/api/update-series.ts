// docs/product.md §29.8: an admin gives a Portuguese series the AT's validation code; the answer (the settings and
// every series) replaces the cached settings.
import type { TSalesSeriesUpdateInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

export function useUpdateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSalesSeriesUpdateInput) => call('salesSeriesUpdate', input),
    onSuccess: (answer) => queryClient.setQueryData(salesKeys.settings(), answer),
  });
}
