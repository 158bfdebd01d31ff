import { NavLink, Stack } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccount } from '@/features/account';
import { useSession } from '@/features/auth';
import { whenIdle } from '@/lib/idle';
import { isNavItemActive, visibleNavItems, type NavItemKey } from '../nav-items';
import { NavIcon } from './nav-icons';

export interface AppNavigationProps {
  /** Called after a link is followed, so the tablet's drawer can close. */
  onNavigate?: () => void;
  /**
   * Decision 036: starts loading a screen's code before it is needed: the link's screen when the link is
   * hovered or focused, and every linked screen once the browser is idle after the first one.
   */
  onPrefetch?: (key: NavItemKey) => void;
}

/** The main navigation's links (the layout's <nav> holds them), highlighted on the current page; plain links, so Tab reaches each. */
export function AppNavigation({ onNavigate, onPrefetch }: AppNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const account = useAccount();
  const items = visibleNavItems(
    session.status === 'signed-in' ? session.claims : null,
    account.data?.isChainAdmin === true,
    account.data?.inChain === true,
  );
  const itemKeys = items.map((item) => item.key).join(' ');
  const prefetchAll = useEffectEvent(() => {
    for (const item of items) onPrefetch?.(item.key);
  });
  // Once per set of links (a role or an access change brings others), not on every page.
  useEffect(() => whenIdle(prefetchAll), [itemKeys]);
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
            onMouseEnter={() => onPrefetch?.(item.key)}
            onFocus={() => onPrefetch?.(item.key)}
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
