import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useSignOut } from '../api/sign-out';
import { useSession } from '../session';

/** The signed-in user's email and the sign-out button. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <Text size="sm" c="dimmed" truncate="end" maw={260} title={t('shell.signedInAs', { email: session.user.email })} visibleFrom="sm">
        {session.user.email}
      </Text>
      <Button
        variant="default"
        size="sm"
        loading={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onError: () => notifyError(t('auth.signOut.failed')) })}
      >
        {t('auth.signOut.submit')}
      </Button>
    </>
  );
}
