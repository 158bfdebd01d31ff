import { REPAIR_STATUSES, type RepairStatus, type TStatusEntry } from '@rueda/domain';
import { Button, Group, Select, Stack, Text, TextInput, Timeline } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { statusColour } from '../board';

export interface StatusTimelineProps {
  entries: readonly TStatusEntry[];
  /** Adds a status (repairsUpdateStatus); resolves to whether it was saved. */
  onAdd: (status: RepairStatus, observations: string) => Promise<boolean>;
  disabled?: boolean;
}

/** The next status in the usual order, as the likeliest next step. */
function nextStatusOf(current: RepairStatus | undefined): RepairStatus {
  const index = current ? REPAIR_STATUSES.indexOf(current) : -1;
  return REPAIR_STATUSES[Math.min(index + 1, REPAIR_STATUSES.length - 1)]!;
}

/** docs/product.md §4: the status list, oldest first (the last entry is the status), and a way to add one. */
export const StatusTimeline = memo(function StatusTimeline({ entries, onAdd, disabled }: StatusTimelineProps) {
  const { t } = useTranslation('repairs');
  const current = entries[entries.length - 1]?.status;
  const [status, setStatus] = useState<RepairStatus>(() => nextStatusOf(current));
  const [observations, setObservations] = useState('');

  async function add() {
    if (await onAdd(status, observations.trim())) setObservations('');
  }

  return (
    <Stack gap="md">
      <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label={t('status.timeline')}>
        {entries.map((entry, index) => (
          <Timeline.Item key={`${entry.date}-${index}`} color={statusColour(entry.status)} title={t(`statuses.${entry.status}`)}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.date)}
            </Text>
            {entry.observations ? (
              <Text size="sm" mt={2}>
                {entry.observations}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
      <Stack gap="xs">
        <Select
          label={t('status.new')}
          data={REPAIR_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => value && setStatus(value as RepairStatus)}
          allowDeselect={false}
          disabled={disabled}
        />
        <TextInput
          label={t('status.observations')}
          value={observations}
          onChange={(event) => setObservations(event.currentTarget.value)}
          disabled={disabled}
          maxLength={2000}
        />
        <Group justify="flex-end">
          <Button variant="light" onClick={() => void add()} disabled={disabled}>
            {t('status.add')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
});
