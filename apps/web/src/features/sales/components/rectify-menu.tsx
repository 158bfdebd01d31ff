// The rectify button's menu (rectify-actions.tsx), fetched after the first paint (decision 073). Its texts are handed
// in, so the chunk imports nothing of the screen's (decision 071's note on rolldown and i18next).
import { Menu, Text } from '@mantine/core';
import type { LoadedMenuProps } from '@/components/deferred-menu';

export interface RectifyMenuProps {
  totalText: string;
  /** Why the whole document cannot be rectified, or null when it can. */
  totalBlockedText: string | null;
  partialText: string;
  onChoose: (mode: 'total' | 'partial') => void;
}

export function RectifyMenu({
  target,
  defaultOpened,
  totalText,
  totalBlockedText,
  partialText,
  onChoose,
}: LoadedMenuProps & RectifyMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChoose('total')} disabled={totalBlockedText !== null}>
          {totalText}
          {totalBlockedText !== null ? (
            <Text size="xs" c="dimmed" maw={260}>
              {totalBlockedText}
            </Text>
          ) : null}
        </Menu.Item>
        <Menu.Item onClick={() => onChoose('partial')}>{partialText}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
