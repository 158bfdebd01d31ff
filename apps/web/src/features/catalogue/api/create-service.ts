import type { TServicesCreateInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreService } from './catalogue-cache';

/** A new item, which the server puts at the end of its kind. */
export function useCreateService() {
  const storeService = useStoreService();
  return useMutation({
    mutationFn: (input: TServicesCreateInput) => call('servicesCreate', input),
    onSuccess: storeService,
  });
}
