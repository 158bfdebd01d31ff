// docs/product.md §32.5: the chain card's "Clientes compartidos". Everyone who sees the chain reads whether it shares its
// customers; its administrators switch it: on, once the chain's privacy notice is read and accepted (who and when are
// recorded and shown); off, after a confirmation, and nothing crosses from then on.
import { FunctionError, type TChain } from '@rueda/domain';
import { Button, Checkbox, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetCustomerSharing } from '../api/chain';

function messageOf(error: unknown): 'sharing.notChainAdmin' | 'errors.failed' {
  const reason = error instanceof FunctionError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return reason === 'not-chain-admin' ? 'sharing.notChainAdmin' : 'errors.failed';
}

export function CustomerSharing({ chain, isChainAdmin }: { chain: TChain; isChainAdmin: boolean }) {
  const { t } = useTranslation('chain-settings');
  const set = useSetCustomerSharing();
  const [opened, dialog] = useDisclosure(false);
  const [accepted, setAccepted] = useState(false);
  const shares = chain.sharesCustomers;
  const open = () => {
    setAccepted(false);
    dialog.open();
  };
  const confirm = () =>
    set.mutate(!shares, {
      onSuccess: () => {
        notifySuccess(t('sharing.saved'));
        dialog.close();
      },
      onError: (error) => notifyError(t(messageOf(error))),
    });
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('sharing.title')}
      </Text>
      {isChainAdmin ? <Switch label={t('sharing.switch')} checked={shares} onChange={open} disabled={set.isPending} /> : null}
      <Text size="sm" c="dimmed">
        {shares ? t('sharing.on') : t('sharing.off')}
      </Text>
      {chain.customersNotice ? (
        <Text size="xs" c="dimmed">
          {t('sharing.acceptedBy', { name: chain.customersNotice.acceptedBy, date: formatDate(chain.customersNotice.acceptedAt) })}
        </Text>
      ) : null}
      <Modal opened={opened} onClose={dialog.close} title={shares ? t('sharing.offTitle') : t('sharing.noticeTitle')}>
        <Stack gap="md">
          <Text size="sm">{shares ? t('sharing.offText') : t('sharing.notice')}</Text>
          {shares ? null : (
            <Checkbox label={t('sharing.accept')} checked={accepted} onChange={(event) => setAccepted(event.currentTarget.checked)} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close}>
              {t('sharing.cancel')}
            </Button>
            <Button color={shares ? 'red' : undefined} onClick={confirm} disabled={!shares && !accepted} loading={set.isPending}>
              {shares ? t('sharing.turnOff') : t('sharing.turnOn')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
