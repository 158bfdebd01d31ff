// docs/product.md §32.3: the head office publishes its catalogue to the chain's workshops.
import type { TChainsPublishInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

export function usePublishCatalogue() {
  return useMutation({ mutationFn: (input: TChainsPublishInput) => call('chainsPublish', input) });
}
