import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useSignOut } from '../api/sign-out';

/** A plain "sign out" button, for pages without the header's user menu. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Button
      variant="default"
      size="sm"
      {...props}
      loading={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onError: () => notifyError(t('auth.signOut.failed')) })}
    >
      {t('auth.signOut.submit')}
    </Button>
  );
}
