// Deleting a customer or a bike after a confirmation (docs/product.md §11.4, §12.2). The server refuses one with repairs
// with failed-precondition and says how many (their history would lose its customer or bike): the dialog
// shows that reason and keeps the delete button off.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { repairsBlockingDelete } from '../api/delete-customer';

export interface DeleteRecordDialogProps {
  opened: boolean;
  onClose: () => void;
  id: string;
  name: string;
  /** The delete mutation, taking the record's id. */
  remove: UseMutationResult<unknown, Error, string>;
  /** The texts' group in the customers namespace: title, message, confirm, deleted, hasRepairs. */
  texts: 'delete' | 'deleteBike';
  /** Where to go once it is deleted. */
  afterDelete: string;
}

export function DeleteRecordDialog({ opened, onClose, id, name, remove, texts, afterDelete }: DeleteRecordDialogProps) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const blockingRepairs = remove.error ? repairsBlockingDelete(remove.error) : null;

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    remove.mutate(id, {
      onSuccess: () => {
        notifySuccess(t(`${texts}.deleted`));
        void navigate(afterDelete);
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={t(`${texts}.title`)} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text>{t(`${texts}.message`, { name })}</Text>
        {remove.error ? (
          <Alert color="red" role="alert">
            {blockingRepairs !== null ? t(`${texts}.hasRepairs`, { count: blockingRepairs }) : t(`errors.${writeFailureOf(remove.error)}`)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} disabled={blockingRepairs !== null}>
            {t(`${texts}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
