// One transfer (docs/product.md §32.4): the other shop, its state, when it was made and sent, its note and lines with
// what arrived of each; the sender sends or cancels a draft, the receiver receives it whole or line by line.
import type { TransferState, TTransfer } from '@rueda/domain';
import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useReceiveTransfer } from '../api/receive-transfer';
import { useSendTransfer } from '../api/send-transfer';
import { ConfirmDialog } from './confirm-dialog';
import { ReceiveDialog } from './receive-dialog';
import { useRefusalMessage } from './refusal-message';

const STATE_COLOURS: Record<TransferState, string> = {
  draft: 'gray',
  sent: 'blue',
  partlyReceived: 'yellow',
  received: 'green',
  cancelled: 'red',
};

type Asking = 'send' | 'cancel' | 'receiveAll' | 'receiveLines' | null;

export function TransferCard({ transfer, direction }: { transfer: TTransfer; direction: 'outgoing' | 'incoming' }) {
  const { t } = useTranslation('transfers');
  const [asking, setAsking] = useState<Asking>(null);
  const send = useSendTransfer();
  const cancel = useCancelTransfer();
  const receive = useReceiveTransfer();
  const refusalMessage = useRefusalMessage();
  const other =
    direction === 'outgoing' ? t('card.to', { name: transfer.toWorkshopName }) : t('card.from', { name: transfer.fromWorkshopName });
  const awaiting = transfer.state === 'sent' || transfer.state === 'partlyReceived';
  const close = () => setAsking(null);
  const onError = (error: unknown) => notifyError(refusalMessage(error, transfer));

  return (
    <Card withBorder padding="md" component="article" aria-label={other}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{other}</Text>
          <Badge color={STATE_COLOURS[transfer.state]} variant="light">
            {t(`states.${transfer.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {transfer.sentAt
            ? t('card.sentAt', { date: formatDateTime(transfer.sentAt) })
            : t('card.createdAt', { date: formatDateTime(transfer.createdAt), name: transfer.createdByName })}
        </Text>
        {transfer.note ? <Text size="sm">{transfer.note}</Text> : null}
        <List size="sm" spacing={4}>
          {transfer.lines.map((line) => (
            <List.Item key={line.id}>
              {t('card.line', { quantity: line.quantity, title: line.title })}
              {line.reference ? ` · ${t('card.reference', { reference: line.reference })}` : ''}
              {line.receivedQuantity !== null ? (
                <Text span size="sm" c={line.difference ? 'orange' : 'dimmed'}>
                  {' — '}
                  {line.difference
                    ? t('card.receivedShort', { count: line.receivedQuantity, missing: line.difference })
                    : t('card.received', { count: line.receivedQuantity })}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
        {direction === 'outgoing' && transfer.state === 'draft' ? (
          <Group gap="xs">
            <Button size="sm" onClick={() => setAsking('send')}>
              {t('actions.send')}
            </Button>
            <Button size="sm" variant="default" onClick={() => setAsking('cancel')}>
              {t('actions.cancel')}
            </Button>
          </Group>
        ) : null}
        {direction === 'incoming' && awaiting ? (
          <Group gap="xs">
            <Button size="sm" onClick={() => setAsking('receiveAll')}>
              {t('actions.receiveAll')}
            </Button>
            <Button size="sm" variant="default" onClick={() => setAsking('receiveLines')}>
              {t('actions.receiveLines')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={asking === 'send'}
        title={t('confirm.sendTitle', { name: transfer.toWorkshopName })}
        message={t('confirm.sendMessage')}
        confirmLabel={t('actions.send')}
        closeLabel={t('confirm.back')}
        loading={send.isPending}
        onClose={close}
        onConfirm={() => send.mutate(transfer.id, { onSuccess: () => notifySuccess(t('done.sent')), onError, onSettled: close })}
      />
      <ConfirmDialog
        opened={asking === 'cancel'}
        title={t('confirm.cancelTitle')}
        message={t('confirm.cancelMessage')}
        confirmLabel={t('actions.cancelConfirm')}
        closeLabel={t('confirm.back')}
        color="red"
        loading={cancel.isPending}
        onClose={close}
        onConfirm={() => cancel.mutate(transfer.id, { onSuccess: () => notifySuccess(t('done.cancelled')), onError, onSettled: close })}
      />
      <ConfirmDialog
        opened={asking === 'receiveAll'}
        title={t('confirm.receiveTitle', { name: transfer.fromWorkshopName })}
        message={t('confirm.receiveMessage')}
        confirmLabel={t('actions.receiveAll')}
        closeLabel={t('confirm.back')}
        loading={receive.isPending}
        onClose={close}
        onConfirm={() =>
          receive.mutate({ id: transfer.id }, { onSuccess: () => notifySuccess(t('done.received')), onError, onSettled: close })
        }
      />
      {asking === 'receiveLines' ? <ReceiveDialog transfer={transfer} onClose={close} /> : null}
    </Card>
  );
}
