// The header's bell (SPEC.md §9): the notifications document read every minute (its live stream comes
// with issue 17). Raised customer alerts say 'Han saltado alertas de clientes a los que debes contactar'
// and open the customers page's alerts filter; new appointments say 'Tienes nuevas citas' and open the repairs.
import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { alertsFilterHref } from '../alerts-filter';
import { useNotifications } from '../api/get-notifications';

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

export function NotificationsBell() {
  const { t } = useTranslation('alerts');
  const navigate = useNavigate();
  const sources = useNotifications().data?.sources;
  const items = [
    ...(sources?.garage ? [{ key: 'garage', text: t('bell.garage'), href: alertsFilterHref() }] : []),
    ...(sources?.appointments ? [{ key: 'appointments', text: t('bell.appointments'), href: paths.app.repairs.getHref() }] : []),
  ];
  const label = items.length > 0 ? t('bell.labelWithCount', { count: items.length }) : t('bell.label');
  return (
    <Menu position="bottom-end" width={300} withinPortal>
      {/* The menu's button is the bell itself, not the indicator's box around it, which may not carry aria-expanded. */}
      <Indicator label={items.length} size={16} disabled={items.length === 0} color="red" offset={4}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} title={label}>
            <BellIcon />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t('bell.empty')}
          </Text>
        ) : (
          items.map((item) => (
            <Menu.Item key={item.key} onClick={() => void navigate(item.href)} style={{ whiteSpace: 'normal' }}>
              {item.text}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
