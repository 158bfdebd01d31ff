// Deleting a bike after a confirmation (issue 12 point 3): only one without repairs; the server refuses the
// rest with failed-precondition and the dialog says why (transfer it instead).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useDeleteBike } from '../api/bikes';
import { repairsBlockingDelete } from '../api/delete-customer';

export interface DeleteBikeDialogProps {
  opened: boolean;
  onClose: () => void;
  id: string;
  customerId: string;
  name: string;
}

export function DeleteBikeDialog({ opened, onClose, id, customerId, name }: DeleteBikeDialogProps) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const remove = useDeleteBike();
  const blockingRepairs = remove.error ? repairsBlockingDelete(remove.error) : null;

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    remove.mutate(id, {
      onSuccess: () => {
        notifySuccess(t('deleteBike.deleted'));
        void navigate(paths.app.customer.getHref(customerId));
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('deleteBike.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text>{t('deleteBike.message', { name })}</Text>
        {remove.error ? (
          <Alert color="red" role="alert">
            {blockingRepairs !== null
              ? t('deleteBike.hasRepairs', { count: blockingRepairs })
              : t(`errors.${writeFailureOf(remove.error)}`)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} disabled={blockingRepairs !== null}>
            {t('deleteBike.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
