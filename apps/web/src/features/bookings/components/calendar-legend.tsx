import type { RepairStatus } from '@rueda/domain';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_STATUSES, THEME_COLOURS, legendEntries } from '../calendar-colours';

const ENTRIES = legendEntries();

/** docs/product.md §4's colours and the statuses each stands for. */
export function CalendarLegend() {
  const { t } = useTranslation('bookings');
  const { t: repairsT } = useTranslation('repairs');
  const titleId = useId();
  const statusNames = (statuses: readonly RepairStatus[]) => statuses.map((status) => repairsT(`statuses.${status}`)).join(' · ');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={titleId}>
        {t('legend.title')}
      </Text>
      <Group component="ul" gap="md" aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ENTRIES.map((entry) => (
          <Group component="li" key={entry.colour} gap={6} wrap="nowrap" data-colour={entry.colour}>
            <ColorSwatch color={`var(--mantine-color-${THEME_COLOURS[entry.colour]}-filled)`} size={14} withShadow={false} aria-hidden />
            <Text size="sm">{statusNames(entry.statuses)}</Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('legend.hidden', { statuses: statusNames(HIDDEN_STATUSES) })}
      </Text>
    </Stack>
  );
}
