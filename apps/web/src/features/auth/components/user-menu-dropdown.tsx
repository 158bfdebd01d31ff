// The account's menu around its button (components/user-menu.tsx), fetched after the first paint (decision 073).
import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadedMenuProps } from '@/components/deferred-menu';
import { paths } from '@/config/paths';

export interface UserMenuDropdownProps {
  email: string;
  isSigningOut: boolean;
  onSignOut: () => void;
}

/**
 * Imports nothing of the signed-in shell's chunk, which fetches it (the sign-out is handed in): rolldown otherwise
 * moves i18next out of the entry into a chunk of its own, more to download on every page (decision 071).
 */
export function UserMenuDropdown({ target, defaultOpened, email, isSigningOut, onSignOut }: LoadedMenuProps & UserMenuDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={260} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
        <Menu.Item color="red" disabled={isSigningOut} onClick={onSignOut}>
          {t('auth.signOut.submit')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
