// The repair page's panel for the customer's link (docs/product.md §21, decision 052): copy it, open it, revoke it
// (managers and admins, after a confirmation; a new one can be made after), until when it works, and the
// customer's answer to the estimate. Reading makes no link: a repair gets one when someone asks for it.
import type { TRepairLinkGetOutput } from '@rueda/domain';
import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard, useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useWorkshopCurrency } from '@/features/account';
import { usePermission } from '@/features/auth';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateRepairLink, useRepairLink, useRevokeRepairLink } from '../api/repair-link';
import { RepairLinkAnswer } from './repair-link-answer';

/** Until when the link works: 30 days after the delivery, counted once the repair is delivered. */
function expiryOf(link: TRepairLinkGetOutput) {
  if (link.expiresAt === null) return { key: 'untilDelivery', date: '' } as const;
  const date = formatDate(link.expiresAt);
  return Date.parse(link.expiresAt) > Date.now() ? ({ key: 'expires', date } as const) : ({ key: 'expired', date } as const);
}

export interface RepairLinkPanelProps {
  repairId: string;
}

export function RepairLinkPanel({ repairId }: RepairLinkPanelProps) {
  const { t } = useTranslation('repair-link');
  const link = useRepairLink(repairId);
  const create = useCreateRepairLink(repairId);
  const revoke = useRevokeRepairLink(repairId);
  const mayRevoke = usePermission('repairLinks.revoke');
  const currency = useWorkshopCurrency();
  const clipboard = useClipboard();
  const [isConfirming, confirmation] = useDisclosure(false);

  function copy(url: string) {
    clipboard.copy(url);
    notifySuccess(t('copied'));
  }

  function confirmRevoke() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        confirmation.close();
        notifySuccess(t('revoked'));
      },
      onError: () => notifyError(t('revokeFailed')),
    });
  }

  let body;
  if (link.isPending) body = <Skeleton h={72} aria-label={t('loading')} />;
  else if (link.isError)
    body = (
      <Alert color="red" role="alert">
        <Text size="sm">{t('loadFailed')}</Text>
        <Button variant="light" size="xs" mt="xs" onClick={() => void link.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (link.data === null)
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <Button
          variant="light"
          size="xs"
          loading={create.isPending}
          onClick={() => create.mutate(undefined, { onError: () => notifyError(t('createFailed')) })}
        >
          {t('create')}
        </Button>
      </Stack>
    );
  else {
    const { url } = link.data;
    const expiry = expiryOf(link.data);
    body = (
      <Stack gap="sm">
        <TextInput label={t('address')} value={url} readOnly size="xs" onFocus={(event) => event.currentTarget.select()} />
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => copy(url)}>
            {t('copy')}
          </Button>
          <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="default" size="xs">
            {t('open')}
          </Button>
          {mayRevoke ? (
            <Button variant="subtle" color="red" size="xs" onClick={confirmation.open}>
              {t('revoke')}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t(expiry.key, { date: expiry.date })}
        </Text>
        {link.data.response ? (
          <RepairLinkAnswer response={link.data.response} currency={currency} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('waiting')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="section-repair-link">
      <Title order={2} size="h5" id="section-repair-link" mb="sm">
        {t('title')}
      </Title>
      {body}
      <Modal opened={isConfirming} onClose={confirmation.close} title={t('revokeTitle')} centered>
        <Text size="sm">{t('revokeText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={confirmation.close}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={confirmRevoke}>
            {t('revokeConfirm')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
