// Deleting a customer after a confirmation. The server refuses one with repairs (their history would lose
// its customer) and says how many: the dialog shows that reason.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { repairsBlockingDelete, useDeleteCustomer } from '../api/delete-customer';

export interface DeleteCustomerDialogProps {
  opened: boolean;
  onClose: () => void;
  id: string;
  name: string;
}

export function DeleteCustomerDialog({ opened, onClose, id, name }: DeleteCustomerDialogProps) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  const blockingRepairs = remove.error ? repairsBlockingDelete(remove.error) : null;

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    remove.mutate(id, {
      onSuccess: () => {
        notifySuccess(t('delete.deleted'));
        void navigate(paths.app.customers.getHref());
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text>{t('delete.message', { name })}</Text>
        {remove.error ? (
          <Alert color="red" role="alert">
            {blockingRepairs !== null ? t('delete.hasRepairs', { count: blockingRepairs }) : t(`errors.${writeFailureOf(remove.error)}`)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} disabled={blockingRepairs !== null}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
