// The header's bell (docs/product.md §9): the notifications document, live (§19.1, §19.2). Raised customer alerts
// say 'Han saltado alertas de clientes a los que debes contactar' and open the customers page's alerts filter;
// new appointments say 'Tienes nuevas citas' and open the repairs, where the flag is cleared (§7). What a
// change raises while the app is open is also a toast with the same words.
import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeferredMenu } from '@/components/deferred-menu';
import { paths } from '@/config/paths';
import { deferredModule } from '@/lib/deferred-module';
import { alertsFilterHref } from '../alerts-filter';
import { notifyInfo } from '@/lib/notify';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useLiveNotifications, type RaisedSource } from '../api/live-notifications';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The bell's menu (Mantine's Menu, Popover and Floating UI) arrives after the first paint: decision 073. */
const notificationsMenu = deferredModule(() => import('./notifications-menu').then((module) => module.NotificationsMenu));

export function NotificationsBell() {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const sources = useNotifications().data?.sources;
  const clear = useClearNotifications();
  const open = (source: RaisedSource) => {
    if (source === 'appointments') {
      clear.mutate('appointments');
      void navigate(paths.app.repairs.getHref());
    } else void navigate(alertsFilterHref());
  };
  useLiveNotifications((raised) => {
    for (const source of raised) notifyInfo(t(`bell.${source}`), { label: t('bell.open'), onClick: () => open(source) });
  });
  const items = [
    ...(sources?.garage ? [{ key: 'garage' as const, text: t('bell.garage') }] : []),
    ...(sources?.appointments ? [{ key: 'appointments' as const, text: t('bell.appointments') }] : []),
  ];
  const label = items.length > 0 ? t('bell.labelWithCount', { count: items.length }) : t('bell.label');
  return (
    // The menu's button is the bell itself, not the indicator's box around it, which may not carry aria-expanded.
    <Indicator label={items.length} size={16} disabled={items.length === 0} color="red" offset={4}>
      <DeferredMenu
        menu={notificationsMenu}
        props={{ items, onOpen: open, emptyText: t('bell.empty') }}
        target={
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} title={label}>
            <BellIcon />
          </ActionIcon>
        }
      />
    </Indicator>
  );
}
