// A confirmation before a team change that takes someone's access away (deactivate, remove, revoke). A refusal
// stays in the dialog, in words (the last admin, an admin's row), until it is closed.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isPending: boolean;
  /** Why the server refused, already in words; null while there is nothing to say. */
  error: string | null;
}

export function ConfirmDialog({ opened, title, message, confirmLabel, onConfirm, onClose, isPending, error }: ConfirmDialogProps) {
  const { t } = useTranslation('team');
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text>{message}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
