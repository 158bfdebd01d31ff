// docs/product.md §30.4: an intake (or a repair's new customer) naming a customer merged into another meanwhile: it is
// made for the customer kept instead, with a new change id, or let go.
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newChangeId } from '@/lib/outbox/change-id';
import type { QueuedChange } from '@/lib/outbox/queued-change';
import { useKeptCustomer } from '../api/get-current-state';
import { toSendAgain, withKeptCustomer } from '../conflicts';
import { DiscardControl } from './discard-control';

export interface MergedChoiceProps {
  change: QueuedChange;
  keptCustomerId: string;
  onSave: (next: QueuedChange | null) => Promise<void>;
}

export function MergedChoice({ change, keptCustomerId, onSave }: MergedChoiceProps) {
  const { t } = useTranslation('offline');
  const kept = useKeptCustomer(keptCustomerId);
  const [isSaving, setIsSaving] = useState(false);
  const discard = <DiscardControl onDiscard={() => onSave(null)} />;
  if (kept.isError)
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('merged.loadFailed')}
        </Alert>
        {discard}
      </Stack>
    );
  if (!kept.data)
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">{t('merged.loading')}</Text>
      </Group>
    );
  const name = [kept.data.name, kept.data.surname].filter(Boolean).join(' ') || kept.data.phone;
  const apply = () => {
    setIsSaving(true);
    void onSave(toSendAgain(change, withKeptCustomer(change.call, keptCustomerId, newChangeId()))).finally(() => setIsSaving(false));
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('merged.intro', { name })}</Text>
      <Group gap="sm" align="flex-start">
        <Button onClick={apply} loading={isSaving}>
          {change.call.fn === 'repairsCreate' ? t('merged.createFor', { name }) : t('merged.useFor', { name })}
        </Button>
        {discard}
      </Group>
    </Stack>
  );
}
