// docs/product.md §30.5: the account's queued changes, in the order they were made, each with its state; opened from
// the header's indicator, and loaded then with IndexedDB's code. A change waiting for a decision opens the choice
// (conflict-dialog.tsx) in the drawer's place, and the list comes back once it is closed.
import { Alert, Button, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionOf } from '../conflicts';
import { useQueuedChanges } from '../hooks/use-queued-changes';
import { sendQueueNow } from '../hooks/use-send-queue';
import { ConflictDialog } from './conflict-dialog';
import { QueuedChangeRow } from './queued-change-row';

export interface OutboxPanelProps {
  /** The signed-in account's id, or null: only its changes are listed. */
  account: string | null;
  isOnline: boolean;
  onClose: () => void;
}

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function OutboxPanel({ account, isOnline, onClose }: OutboxPanelProps) {
  const { t } = useTranslation('offline');
  const queryClient = useQueryClient();
  const { changes, isError, sendingSeq } = useQueuedChanges(account);
  const [isSendingNow, setIsSendingNow] = useState(false);
  const [decidingSeq, setDecidingSeq] = useState<number | null>(null);
  // Once decided, the change waits to be sent again (or is gone): the list is shown again.
  const deciding = changes?.find((change) => change.seq === decidingSeq && decisionOf(change) !== null);

  function content() {
    if (!account) return <Text size="sm">{t('signedOut')}</Text>;
    if (isError)
      return (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      );
    if (!changes) return <Loader size="sm" />;
    if (changes.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      );
    // The queue is sent by itself when the connection comes back; this is for whoever would rather not wait.
    const canSendNow = isOnline && sendingSeq === null && changes.some((change) => change.state === 'waiting');
    const sendNow = () => {
      setIsSendingNow(true);
      void sendQueueNow(queryClient, account)
        .catch(() => undefined)
        .finally(() => setIsSendingNow(false));
    };
    return (
      <Stack gap="sm">
        {canSendNow || isSendingNow ? (
          <Button variant="light" onClick={sendNow} loading={isSendingNow} style={{ alignSelf: 'flex-start' }}>
            {t('sendNow')}
          </Button>
        ) : null}
        <Stack component="ol" gap="sm" aria-label={t('list')} style={LIST}>
          {changes.map((change) => (
            <QueuedChangeRow
              key={change.seq}
              change={change}
              isSending={change.seq === sendingSeq}
              onDecide={(chosen) => setDecidingSeq(chosen.seq ?? null)}
            />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <>
      <Drawer opened={!deciding} onClose={onClose} position="right" title={t('title')} closeButtonProps={{ 'aria-label': t('close') }}>
        {content()}
      </Drawer>
      {deciding ? <ConflictDialog change={deciding} onClose={() => setDecidingSeq(null)} /> : null}
    </>
  );
}
