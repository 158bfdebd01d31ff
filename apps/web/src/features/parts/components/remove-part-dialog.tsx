// Taking back a part not arrived asks first (docs/product.md §31.2: `partsDelete`, after a confirmation).
import type { TPart } from '@rueda/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeletePart } from '../api/delete-part';
import { useRefusalMessage } from './refusal-message';

export function RemovePartDialog({ part, onClose }: { part: TPart | null; onClose: () => void }) {
  const { t } = useTranslation('parts');
  const remove = useDeletePart();
  const refusalMessage = useRefusalMessage();

  function confirm() {
    if (!part) return;
    remove.mutate(
      { id: part.id, repairId: part.repairId },
      {
        onSuccess: () => notifySuccess(t('remove.done')),
        onError: (error) => notifyError(refusalMessage(error)),
        onSettled: onClose,
      },
    );
  }

  return (
    <Modal opened={part !== null} onClose={onClose} title={t('remove.title', { title: part?.title ?? '' })} centered>
      <Stack gap="md">
        <Text size="sm">{t('remove.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('remove.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
