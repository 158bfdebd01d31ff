// docs/product.md §30.4: the choice a queued change waits for, opened from the list of queued changes: a change made
// stale by someone else's edit, item by item; an intake whose customer was merged, for the customer kept instead.
// Whatever the user decides is written to the queue, which then sends it (or has let it go).
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { removeQueued, updateQueued } from '@/lib/outbox/outbox-store';
import type { QueuedChange } from '@/lib/outbox/queued-change';
import { changeTitle } from '../change-text';
import { decisionOf, keptCustomerIdOf } from '../conflicts';
import { MergedChoice } from './merged-choice';
import { StaleChoice } from './stale-choice';

export interface ConflictDialogProps {
  change: QueuedChange;
  onClose: () => void;
}

export function ConflictDialog({ change, onClose }: ConflictDialogProps) {
  const { t } = useTranslation(['offline', 'repairs']);
  const decision = decisionOf(change);
  const keptCustomerId = keptCustomerIdOf(change);
  /** Null lets the change go; else it is written back, waiting to be sent. */
  const save = async (next: QueuedChange | null) => {
    try {
      if (next) await updateQueued(next);
      else await removeQueued(change.seq!);
      onClose();
    } catch {
      notifyError(t('saveFailed'));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={decision === 'merged' ? t('merged.title') : t('conflict.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {changeTitle(t, change)} · {change.subject}
        </Text>
        {decision === 'merged' && keptCustomerId ? (
          <MergedChoice change={change} keptCustomerId={keptCustomerId} onSave={save} />
        ) : decision === 'stale' && change.repairId ? (
          <StaleChoice change={change} repairId={change.repairId} onSave={save} onCancel={onClose} />
        ) : (
          <Text size="sm">{t('conflict.notComparable')}</Text>
        )}
      </Stack>
    </Modal>
  );
}
