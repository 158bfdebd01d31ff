// The repair's timed work (issue 16 point 1): its time per mechanic with the total, and its sessions, the newest first.
import type { TRepairWorkGetOutput } from '@rueda/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { durationLabel } from './work-time';

const CAPTION = { captionSide: 'top', textAlign: 'start' } as const;

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
      <Table verticalSpacing={4} horizontalSpacing="xs">
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
      <Table verticalSpacing={4} horizontalSpacing="xs" fz="xs">
        <caption style={CAPTION}>
          <Text span size="xs" c="dimmed">
            {t('sessions')}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('mechanic')}</Table.Th>
            <Table.Th scope="col">{t('started')}</Table.Th>
            <Table.Th scope="col">{t('stopped')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('duration')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {work.sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>{session.mechanicName}</Table.Td>
              <Table.Td>{formatDateTime(session.startedAt)}</Table.Td>
              <Table.Td>{session.stoppedAt ? formatDateTime(session.stoppedAt) : t('inProgress')}</Table.Td>
              <Table.Td ta="right">{durationLabel(session.minutes, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {work.sessionCount > work.sessions.length ? (
        <Text size="xs" c="dimmed">
          {t('more', { shown: work.sessions.length, count: work.sessionCount })}
        </Text>
      ) : null}
    </>
  );
}
