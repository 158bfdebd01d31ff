// The repair page's writes. Each carries the lastUpdate the page loaded (docs/product.md §4: two people never
// silently overwrite each other); a refused save is `aborted` and the page loads the current version.
import { FunctionError, type RepairPayment, type RepairStatus, type TRepair, type TRepairsUpdateInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreRepair } from './get-repair';
import { repairsKeys } from './query-keys';

/** Someone saved the repair after this page loaded it. */
export function isStaleRepairError(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'aborted';
}

type RepairWrite =
  | { kind: 'update'; input: TRepairsUpdateInput }
  | { kind: 'status'; id: string; status: RepairStatus; observations: string; expectedLastUpdate: string }
  | { kind: 'payment'; id: string; payment: RepairPayment; expectedLastUpdate: string }
  | { kind: 'includeLine'; id: string; lineId: string; expectedLastUpdate: string };

function write(change: RepairWrite): Promise<TRepair> {
  switch (change.kind) {
    case 'update':
      return call('repairsUpdate', change.input);
    case 'status':
      return call('repairsUpdateStatus', {
        id: change.id,
        status: change.status,
        observations: change.observations,
        expectedLastUpdate: change.expectedLastUpdate,
      });
    case 'payment':
      return call('repairsSetPayment', { id: change.id, payment: change.payment, expectedLastUpdate: change.expectedLastUpdate });
    case 'includeLine':
      // docs/product.md §3: a line the customer declined, back in the total.
      return call('repairsIncludeLine', { id: change.id, lineId: change.lineId, expectedLastUpdate: change.expectedLastUpdate });
  }
}

/** One mutation for every save of the page, so they queue behind each other's lastUpdate. */
export function useRepairWrite({ onStale }: { onStale: () => void }) {
  const queryClient = useQueryClient();
  const storeRepair = useStoreRepair();
  return useMutation({
    mutationFn: write,
    onSuccess: (repair, change) => {
      storeRepair(repair);
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      // Putting a line back is an entry of the repair's history.
      if (change.kind === 'includeLine') void queryClient.invalidateQueries({ queryKey: repairsKeys.events(repair.id) });
    },
    onError: async (error, change) => {
      if (!isStaleRepairError(error)) return;
      const id = change.kind === 'update' ? change.input.id : change.id;
      await queryClient.refetchQueries({ queryKey: repairsKeys.detail(id) });
      onStale();
    },
  });
}
