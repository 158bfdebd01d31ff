import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/features/auth';
import { isNavItemActive, visibleNavItems } from '../nav-items';
import { NavIcon } from './nav-icons';

export interface AppNavigationProps {
  /** Called after a link is followed, so the tablet's drawer can close. */
  onNavigate?: () => void;
}

/** The main navigation's links (the layout's <nav> holds them), highlighted on the current page; plain links, so Tab reaches each. */
export function AppNavigation({ onNavigate }: AppNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const items = visibleNavItems(session.status === 'signed-in' ? session.claims : null);
  return (
    <Stack gap={4}>
      {items.map((item) => {
        const isActive = isNavItemActive(item, pathname);
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.href}
            label={t(`nav.${item.key}`)}
            leftSection={<NavIcon name={item.key} />}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            variant="light"
            onClick={onNavigate}
            styles={{
              root: { borderRadius: 'var(--mantine-radius-md)' },
              label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 },
            }}
          />
        );
      })}
    </Stack>
  );
}
