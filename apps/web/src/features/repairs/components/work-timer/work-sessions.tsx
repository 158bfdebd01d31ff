// The repair's timed work (docs/product.md §17.4): its time per mechanic with the total, and its sessions, the newest
// first, each a line of figures (the repair page's side column has no room for a table of four columns).
import type { TRepairWorkGetOutput } from '@rueda/domain';
import { Group, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlainList } from '@/components/plain-list';
import { formatDateTime, formatTime, zonedDate } from '@/lib/dates';
import { durationLabel } from './work-time';

const CAPTION = { captionSide: 'top', textAlign: 'start' } as const;

/** "16/11/2026 09:15 – 10:15", the day written once; a session over midnight names both; a running one says so. */
function sessionTimes(session: TRepairWorkGetOutput['sessions'][number], t: TFunction<'work'>): string {
  const start = formatDateTime(session.startedAt);
  if (!session.stoppedAt) return `${start} – ${t('inProgress')}`;
  const sameDay = zonedDate(session.startedAt).isSame(zonedDate(session.stoppedAt), 'day');
  return `${start} – ${sameDay ? formatTime(session.stoppedAt) : formatDateTime(session.stoppedAt)}`;
}

export function WorkSessions({ work }: { work: TRepairWorkGetOutput }) {
  const { t } = useTranslation('work');
  if (work.sessions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('none')}
      </Text>
    );
  return (
    <>
      <Table verticalSpacing={4} horizontalSpacing={0}>
        <caption style={CAPTION}>
          <Text span size="xs" c="dimmed">
            {t('perMechanic')}
          </Text>
        </caption>
        <Table.Tbody>
          {work.perMechanic.map((mechanic) => (
            <Table.Tr key={mechanic.mechanicId}>
              <Table.Th scope="row" fw={400}>
                {mechanic.name}
              </Table.Th>
              <Table.Td ta="right">{durationLabel(mechanic.minutes, t)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('total')}</Table.Th>
            <Table.Td ta="right" fw={600}>
              {durationLabel(work.totalMinutes, t)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" aria-hidden="true">
        {t('sessions')}
      </Text>
      <PlainList gap={6} aria-label={t('sessions')}>
        {work.sessions.map((session) => (
          <li key={session.id}>
            <Group justify="space-between" gap="sm" wrap="nowrap" align="baseline">
              <Text size="sm">{session.mechanicName}</Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {durationLabel(session.minutes, t)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {sessionTimes(session, t)}
            </Text>
          </li>
        ))}
      </PlainList>
      {work.sessionCount > work.sessions.length ? (
        <Text size="xs" c="dimmed">
          {t('more', { shown: work.sessions.length, count: work.sessionCount })}
        </Text>
      ) : null}
    </>
  );
}
