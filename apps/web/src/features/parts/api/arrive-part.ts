// Marks a part arrived (docs/product.md §31.2): it is put on its repair, which the answer carries (null for a repair
// delivered meanwhile), and `allIn` says whether its customer is now to be told.
import type { TPartsArriveInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useRepairRefresh } from './repair-refresh';

export function useArrivePart() {
  const refresh = useRepairRefresh();
  return useMutation({
    mutationFn: (input: TPartsArriveInput) => call('partsArrive', input),
    onSuccess: ({ part, repair }) => (repair ? refresh.stored(repair) : refresh.changed(part.repairId)),
    onSettled: refresh.parts,
  });
}
