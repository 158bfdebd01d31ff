// docs/product.md §20.3 on the repairs board: one Notify dialog for the whole board, opened for a card's repair by its
// "Notificar", or proposed after a status change saved on the board. Its code and texts load when first asked for:
// the board's own download carries only this.
import type { RepairStatus } from '@rueda/domain';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

const LazyRepairNotifyDialog = lazyNamed(() => import('./repair-notify-dialog'), 'RepairNotifyDialog');

export interface RepairNotifyRequest {
  repairId: string;
  /** A status just set: the dialog opens with its message only if the messaging settings propose it (proposeOnStatus). */
  status?: RepairStatus;
}

export interface RepairNotifyDialogProps {
  /** Null: nothing asked, nothing drawn. */
  request: RepairNotifyRequest | null;
  /** The dialog closed, or a status change the settings do not propose. */
  onClose: () => void;
}

export function RepairNotifyDialog({ request, onClose }: RepairNotifyDialogProps) {
  return request ? (
    <Suspense fallback={null}>
      <LazyRepairNotifyDialog request={request} onClose={onClose} />
    </Suspense>
  ) : null;
}
