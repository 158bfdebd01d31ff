// The repair page's repair (docs/product.md §2), with the changes made to it on this device and not yet applied on top
// (docs/product.md §30.3). Apart from get-repair.ts, which the board's first load carries, with the domain's rules the
// overlay applies.
import type { TRepairsGetOutput } from '@rueda/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePendingChanges } from '../hooks/use-pending-changes';
import { overlayRepair } from '../queued-overlay';
import { repairQueryOptions } from './get-repair';

export function useRepair(id: string) {
  const pending = usePendingChanges();
  const select = useCallback((data: TRepairsGetOutput) => overlayRepair(data, pending), [pending]);
  return useQuery({ ...repairQueryOptions(id), select });
}
