// docs/product.md §30.2: signing out forgets what the device kept for the account, its queue of changes too; when
// changes still wait to be sent, the user is asked first, with how many would be lost.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SignOutConfirmProps {
  /** The account's changes not yet applied on the server. */
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SignOutConfirm({ count, onConfirm, onCancel }: SignOutConfirmProps) {
  const { t } = useTranslation('offline');
  return (
    <Modal opened onClose={onCancel} title={t('signOut.unsentTitle')} centered>
      <Text size="sm">{t('signOut.unsent', { count })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('signOut.keep')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('signOut.discardAndLeave')}
        </Button>
      </Group>
    </Modal>
  );
}
