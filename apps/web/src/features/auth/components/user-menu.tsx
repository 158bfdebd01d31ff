import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useSignOut } from '../api/sign-out';
import { useSession } from '../session';

/** The signed-in user in the header: who they are, their profile and the way out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  if (session.status !== 'signed-in') return null;
  const { name, email } = session.user;
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu.open', { name: name || email })} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            {/* A person's outline, not initials: the button's name (its label) must hold every word it shows (WCAG 2.5.3). */}
            <Avatar size={32} radius="xl" color="indigo" aria-hidden />
            <Text size="sm" fw={500} truncate="end" maw={180} visibleFrom="sm">
              {name || email}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="dimmed" truncate="end">
            {t('shell.signedInAs', { email })}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={paths.app.profile.getHref()}>
          {t('shell.userMenu.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onError: () => notifyError(t('auth.signOut.failed')) })}
        >
          {t('auth.signOut.submit')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
