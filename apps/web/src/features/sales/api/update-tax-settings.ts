// docs/product.md §29.1: an admin saves the tax settings whole; the answer (the tax id as the server normalised it,
// and the series made the first time) replaces the cached settings.
import type { TSalesTaxSettings } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TSalesTaxSettings) => call('salesTaxSettingsUpdate', settings),
    onSuccess: (answer) => queryClient.setQueryData(salesKeys.settings(), answer),
  });
}
