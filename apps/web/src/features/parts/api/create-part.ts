// Asks for a part for a repair (docs/product.md §31.2): its count on the repair changes, so the repair is read again.
import type { TPartsCreateInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useRepairRefresh } from './repair-refresh';

export function useCreatePart() {
  const refresh = useRepairRefresh();
  return useMutation({
    mutationFn: (input: TPartsCreateInput) => call('partsCreate', input),
    onSuccess: (part) => refresh.changed(part.repairId),
    onSettled: refresh.parts,
  });
}
