// The bell's menu around its button (notifications-bell.tsx), fetched after the first paint (decision 073).
import { Menu, Text } from '@mantine/core';
import type { LoadedMenuProps } from '@/components/deferred-menu';
import type { RaisedSource } from '../api/live-notifications';

export interface NotificationsMenuProps {
  /** What the bell says, one line per source raised. */
  items: { key: RaisedSource; text: string }[];
  onOpen: (source: RaisedSource) => void;
  /** Said when nothing is raised. */
  emptyText: string;
}

/**
 * Its texts are handed in: with react-i18next imported here, rolldown moves i18next out of the entry into a chunk of
 * its own, more to download on every page (decision 071).
 */
export function NotificationsMenu({ target, defaultOpened, items, onOpen, emptyText }: LoadedMenuProps & NotificationsMenuProps) {
  return (
    <Menu position="bottom-end" width={300} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {emptyText}
          </Text>
        ) : (
          items.map((item) => (
            <Menu.Item key={item.key} onClick={() => onOpen(item.key)} style={{ whiteSpace: 'normal' }}>
              {item.text}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
