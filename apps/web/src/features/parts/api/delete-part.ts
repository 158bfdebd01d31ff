// Takes back a part that has not arrived, after a confirmation (docs/product.md §31.2): the repair's count changes.
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useRepairRefresh } from './repair-refresh';

export function useDeletePart() {
  const refresh = useRepairRefresh();
  return useMutation({
    mutationFn: ({ id }: { id: string; repairId: string }) => call('partsDelete', { id }),
    onSuccess: (_answer, { repairId }) => refresh.changed(repairId),
    onSettled: refresh.parts,
  });
}
