// The spreadsheet button's menu (spreadsheet-menu.tsx), fetched after the first paint (decision 073). Its texts and
// icons are handed in, so the chunk imports nothing of the screen's (decision 071's note on rolldown and i18next).
import { Menu, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LoadedMenuProps } from '@/components/deferred-menu';

export interface SpreadsheetDropdownProps {
  label: string;
  hint: string;
  exportItem: { text: string; icon: ReactNode; disabled: boolean; onClick: () => void };
  /** Null for a role that only reads the catalogue. */
  importItem: { text: string; icon: ReactNode; onClick: () => void } | null;
}

export function SpreadsheetDropdown({
  target,
  defaultOpened,
  label,
  hint,
  exportItem,
  importItem,
}: LoadedMenuProps & SpreadsheetDropdownProps) {
  return (
    <Menu position="bottom-end" width={300} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item leftSection={exportItem.icon} onClick={exportItem.onClick} disabled={exportItem.disabled}>
          {exportItem.text}
        </Menu.Item>
        {importItem ? (
          <Menu.Item leftSection={importItem.icon} onClick={importItem.onClick}>
            {importItem.text}
          </Menu.Item>
        ) : null}
        <Text size="xs" c="dimmed" px="sm" py={6}>
          {hint}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
