// The Notify dialog opened on one of a repair's messages, whatever its status: the Pedidos view's "Piezas recibidas"
// (docs/product.md §31.2, §20.1). A module of its own, with the dialog's code and texts loaded when it first opens, so
// that a screen using it shares nothing with the board's one dialog (lazy-repair-notify-dialog.tsx) and the board's
// first download stays as it was.
import type { RepairTemplateKey } from '@rueda/domain';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

const LazyNotifyDialog = lazyNamed(() => import('./notify-dialog'), 'NotifyDialog');

export interface RepairMessageDialogProps {
  /** The repair and the message to open with; null: nothing asked, nothing drawn. */
  request: { repairId: string; templateKey: RepairTemplateKey } | null;
  onClose: () => void;
}

export function RepairMessageDialog({ request, onClose }: RepairMessageDialogProps) {
  return request ? (
    <Suspense fallback={null}>
      <LazyNotifyDialog
        key={`${request.repairId}:${request.templateKey}`}
        subject={{ kind: 'repair', repairId: request.repairId }}
        initialKey={request.templateKey}
        opened
        onClose={onClose}
      />
    </Suspense>
  ) : null;
}
