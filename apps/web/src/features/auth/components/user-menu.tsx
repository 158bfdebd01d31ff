import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';
import { notifyError } from '@/lib/notify';
import { useSignOut } from '../api/sign-out';
import { useSession } from '../session';

/** The menu itself (Mantine's Menu, Popover and Floating UI) arrives after the first paint: decision 073. */
const userMenuDropdown = deferredModule(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown));

/** The signed-in user in the header: who they are, their profile and the way out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  if (session.status !== 'signed-in') return null;
  const { name, email } = session.user;
  return (
    <DeferredMenu
      menu={userMenuDropdown}
      props={{
        email,
        isSigningOut: signOut.isPending,
        onSignOut: () => signOut.mutate(undefined, { onError: () => notifyError(t('auth.signOut.failed')) }),
      }}
      target={
        <UnstyledButton aria-label={t('shell.userMenu.open', { name: name || email })} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            {/* A person's outline, not initials: the button's name (its label) must hold every word it shows (WCAG 2.5.3). */}
            <Avatar size={32} radius="xl" color="indigo" aria-hidden />
            <Text size="sm" fw={500} truncate="end" maw={180} visibleFrom="sm">
              {name || email}
            </Text>
          </Group>
        </UnstyledButton>
      }
    />
  );
}
