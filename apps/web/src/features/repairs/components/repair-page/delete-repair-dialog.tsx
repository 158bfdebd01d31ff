import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteRepair } from '../../api/delete-repair';
import { errorMessageKey } from './save-error';

interface DeleteRepairDialogProps {
  repairId: string;
  customerName: string;
  opened: boolean;
  onClose: () => void;
}

/** Asks before deleting; once deleted, back to the board. */
export function DeleteRepairDialog({ repairId, customerName, opened, onClose }: DeleteRepairDialogProps) {
  const { t } = useTranslation('repairs');
  const navigate = useNavigate();
  const deleteRepair = useDeleteRepair();

  function confirmDelete() {
    deleteRepair.mutate(repairId, {
      onSuccess: () => {
        onClose();
        notifySuccess(t('repair.deleted'));
        void navigate(paths.app.repairs.getHref());
      },
      onError: (error) => notifyError(t(errorMessageKey(error))),
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('repair.deleteTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('repair.deleteConfirm', { name: customerName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirmDelete} loading={deleteRepair.isPending}>
            {t('repair.deleteAction')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
