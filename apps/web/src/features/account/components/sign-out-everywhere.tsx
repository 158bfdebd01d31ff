import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { forgetDevice, forgetSession } from '@/features/auth';
import { notifyError } from '@/lib/notify';
import { useSignOutEverywhere } from '../api/account-settings';

/** docs/product.md §18.1: every session of the account ends, after a confirmation; this tab then signs in again. */
export function SignOutEverywhere() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const signOut = useSignOutEverywhere();

  function confirm() {
    signOut.mutate(undefined, {
      // docs/product.md §30.2: what the device kept goes, waited for, before the sign-in page takes over.
      onSuccess: () => void forgetDevice(queryClient).then(() => forgetSession(queryClient)),
      onError: () => notifyError(t('account.signOutEverywhereFailed')),
    });
  }

  return (
    <>
      <Button variant="default" color="red" size="sm" onClick={dialog.open}>
        {t('account.signOutEverywhere')}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t('account.signOutEverywhereTitle')}>
        <Stack gap="md">
          <Text>{t('account.signOutEverywhereBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close} data-autofocus>
              {t('account.cancel')}
            </Button>
            <Button color="red" loading={signOut.isPending} onClick={confirm}>
              {t('account.signOutEverywhereConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
