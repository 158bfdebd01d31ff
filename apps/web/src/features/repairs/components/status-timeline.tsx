import { REPAIR_STATUSES, type RepairStatus, type TRepairEvent, type TStatusEntry } from '@rueda/domain';
import { Button, Group, Select, Stack, Text, TextInput, Timeline } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { statusColour } from '../board';
import { historyEventColour, historyEventTitle, RepairHistoryEvent } from './repair-history-event';

export interface StatusTimelineProps {
  entries: readonly TStatusEntry[];
  /** docs/product.md §20.5 and §21.4: the messages and the customer's answers, shown among the status changes by their time. */
  events?: readonly TRepairEvent[];
  /** The workshop's currency, for the amounts the events name. */
  currency: string;
  /** Adds a status (repairsUpdateStatus); resolves to whether it was saved. */
  onAdd: (status: RepairStatus, observations: string) => Promise<boolean>;
  disabled?: boolean;
}

/** The next status in the usual order, as the likeliest next step. */
function nextStatusOf(current: RepairStatus | undefined): RepairStatus {
  const index = current ? REPAIR_STATUSES.indexOf(current) : -1;
  return REPAIR_STATUSES[Math.min(index + 1, REPAIR_STATUSES.length - 1)]!;
}

type HistoryItem = { kind: 'status'; at: string; entry: TStatusEntry; index: number } | { kind: 'event'; at: string; event: TRepairEvent };

/** The status changes and the other events in one list, oldest first; at the same time, the status change first. */
function historyOf(entries: readonly TStatusEntry[], events: readonly TRepairEvent[]): HistoryItem[] {
  const items: HistoryItem[] = [
    ...entries.map((entry, index) => ({ kind: 'status' as const, at: entry.date, entry, index })),
    ...events.map((event) => ({ kind: 'event' as const, at: event.at, event })),
  ];
  // A stable sort: equal times keep the status list's own order before the events.
  return items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

const NO_EVENTS: readonly TRepairEvent[] = [];

/**
 * docs/product.md §4: the status list, oldest first (the last entry is the status), with the repair's other
 * events among them (§20.5, §21.4), and a way to add a status.
 */
export const StatusTimeline = memo(function StatusTimeline({
  entries,
  events = NO_EVENTS,
  currency,
  onAdd,
  disabled,
}: StatusTimelineProps) {
  const { t } = useTranslation('repairs');
  const current = entries[entries.length - 1]?.status;
  const [status, setStatus] = useState<RepairStatus>(() => nextStatusOf(current));
  const [observations, setObservations] = useState('');
  const history = useMemo(() => historyOf(entries, events), [entries, events]);

  async function add() {
    if (await onAdd(status, observations.trim())) setObservations('');
  }

  return (
    <Stack gap="md">
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label={t('status.timeline')}>
        {history.map((item) =>
          item.kind === 'status' ? (
            <Timeline.Item key={`status-${item.index}`} color={statusColour(item.entry.status)} title={t(`statuses.${item.entry.status}`)}>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.entry.date)}
              </Text>
              {item.entry.observations ? (
                <Text size="sm" mt={2}>
                  {item.entry.observations}
                </Text>
              ) : null}
            </Timeline.Item>
          ) : (
            <Timeline.Item key={item.event.id} color={historyEventColour(item.event)} title={historyEventTitle(t, item.event)}>
              <RepairHistoryEvent event={item.event} currency={currency} />
            </Timeline.Item>
          ),
        )}
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
