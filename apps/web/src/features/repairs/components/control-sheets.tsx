import type { TControlSheet } from '@rueda/domain';
import { Checkbox, Group, Progress, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceLine } from '../services';

export interface ControlSheetsProps {
  sheets: readonly TControlSheet[];
  lines: readonly ServiceLine[];
  /** Saves one sheet's items at once (repairsUpdate with controlSheets). */
  onToggle: (sheet: TControlSheet, items: TControlSheet['items']) => void;
  disabled?: boolean;
}

/** docs/product.md §3: a checklist per pack or maintenance; each tick is saved as it is made. */
export const ControlSheets = memo(function ControlSheets({ sheets, lines, onToggle, disabled }: ControlSheetsProps) {
  const { t } = useTranslation('repairs');
  if (sheets.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('controlSheets.none')}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {sheets.map((sheet) => {
        const service = lines.find(
          (line) =>
            (sheet.packId && line.kind === 'packs' && line.id === sheet.packId) ||
            (sheet.maintenanceId && line.kind === 'maintenances' && line.id === sheet.maintenanceId),
        );
        const title = service?.title ?? t('controlSheets.untitled');
        const done = sheet.items.filter((item) => item.checked).length;
        return (
          <Stack key={sheet.controlSheetId} gap="xs" role="group" aria-label={t('controlSheets.sheetOf', { title })}>
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                {t('controlSheets.progress', { done, total: sheet.items.length })}
              </Text>
            </Group>
            <Progress value={sheet.items.length ? (done / sheet.items.length) * 100 : 0} size="xs" color="teal" aria-hidden />
            {sheet.items.map((item, index) => (
              <Checkbox
                key={`${item.label}-${index}`}
                label={item.label}
                checked={item.checked}
                disabled={disabled}
                onChange={(event) =>
                  onToggle(
                    sheet,
                    sheet.items.map((other, position) => (position === index ? { ...other, checked: event.currentTarget.checked } : other)),
                  )
                }
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
});
