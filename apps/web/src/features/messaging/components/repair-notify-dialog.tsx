// docs/product.md §20.3: the Notify dialog for a repair asked for by id (lazy-repair-notify-dialog.tsx): its status's
// message when a card's "Notificar" asks, the new status's after a status change the workshop's settings propose
// (proposeOnStatus), as the repair page's NotifyButton does. The settings are read only for a status change.
// The dialog's code is a chunk of its own, loaded only once it opens: the board's download names the files of this
// small one only (a static import would list all of the dialog's in the board's).
import { templateKeyForStatus } from '@rueda/domain';
import { useEffect } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { useMessagingSettings } from '../api/get-messaging-settings';
import type { RepairNotifyDialogProps, RepairNotifyRequest } from './lazy-repair-notify-dialog';

const LazyNotifyDialog = lazyNamed(() => import('./notify-dialog'), 'NotifyDialog');

export function RepairNotifyDialog({ request, onClose }: RepairNotifyDialogProps & { request: RepairNotifyRequest }) {
  const { repairId, status } = request;
  const settings = useMessagingSettings(status !== undefined);
  const proposeOn = settings.data?.settings.proposeOnStatus;
  // Settings that cannot be read propose nothing: the change itself has saved, and "Notificar" is still there.
  const isDecided = status === undefined || proposeOn !== undefined || settings.isError;
  const isOpen = status === undefined || (proposeOn?.some((proposed) => proposed === status) ?? false);

  useEffect(() => {
    if (isDecided && !isOpen) onClose();
  }, [isDecided, isOpen, onClose]);

  if (!isDecided || !isOpen) return null;
  const initialKey = status === undefined ? null : templateKeyForStatus(status);
  return (
    <LazyNotifyDialog
      key={`${repairId}:${initialKey ?? 'status'}`}
      subject={{ kind: 'repair', repairId }}
      initialKey={initialKey}
      opened
      onClose={onClose}
    />
  );
}
