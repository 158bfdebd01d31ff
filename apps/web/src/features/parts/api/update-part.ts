// Changes a part that has not arrived, sent with the lastUpdate it was read at (docs/product.md §31.2, §4's stale save).
import type { TPartsUpdateInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useRepairRefresh } from './repair-refresh';

export function useUpdatePart() {
  const refresh = useRepairRefresh();
  return useMutation({
    mutationFn: (input: TPartsUpdateInput) => call('partsUpdate', input),
    onSettled: refresh.parts,
  });
}
