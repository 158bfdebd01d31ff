// docs/product.md §19.2: a new appointment may be a repair the board does not hold yet (a booking made online, a
// repair whose customer just answered its estimate): when an id joins the highlighted ones while the board is
// open, its lists are read again, so the card shows without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { repairsKeys } from '../api/query-keys';

export function useRefreshOnNewAppointments({ newIds, isKnown }: { newIds: ReadonlySet<string>; isKnown: boolean }): void {
  const queryClient = useQueryClient();
  const known = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!isKnown) return;
    const before = known.current;
    known.current = newIds;
    // The ids the document held when first read are already in the lists being read.
    if (before && [...newIds].some((id) => !before.has(id))) void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
  }, [newIds, isKnown, queryClient]);
}
