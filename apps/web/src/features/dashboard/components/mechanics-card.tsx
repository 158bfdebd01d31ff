// Work per mechanic (issue 13 point 4): the repairs of the timeframe each one has and their
// estimated hours, each mechanic a link to their repairs; and (issue 16 point 1) the hours their work timer
// ran in the timeframe.
import type { TDashboard } from '@rueda/domain';
import { Anchor, Progress, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, hoursOf } from '../format';
import type { RepairsLinks } from '../links';
import { DashboardCard } from './dashboard-card';

type MechanicWork = TDashboard['mechanics'][number];

export function MechanicsCard({ mechanics, links }: { mechanics: TDashboard['mechanics']; links: RepairsLinks }) {
  const { t } = useTranslation('dashboard');
  // A mechanic deleted since has no name left: the repairs still count, under a plain label.
  const nameOf = (mechanic: MechanicWork) => {
    if (mechanic.id === null) return t('mechanics.nobody');
    if (!mechanic.name) return t('mechanics.unknown');
    return mechanic.active ? mechanic.name : t('mechanics.inactive', { name: mechanic.name });
  };
  const mostMinutes = Math.max(1, ...mechanics.map((mechanic) => mechanic.workMinutes));
  return (
    <DashboardCard title={t('mechanics.title')}>
      {mechanics.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mechanics.none')}
        </Text>
      ) : (
        <Table verticalSpacing={6} horizontalSpacing="xs">
          <caption style={{ captionSide: 'top', textAlign: 'start' }}>
            <Text span size="xs" c="dimmed">
              {t('mechanics.caption')}
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('mechanics.mechanic')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('mechanics.repairs')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('mechanics.hours')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('mechanics.tracked')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mechanics.map((mechanic) => {
              const name = nameOf(mechanic);
              return (
                <Table.Tr key={mechanic.id ?? ''}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor component={Link} to={links.mechanic(mechanic.id)} size="sm" c={mechanic.id === null ? 'dimmed' : undefined}>
                      {name}
                    </Anchor>
                    <Progress aria-hidden="true" value={(mechanic.workMinutes / mostMinutes) * 100} size={4} mt={4} color="indigo.4" />
                  </Table.Th>
                  <Table.Td ta="right">{formatCount(mechanic.repairs)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('mechanics.hoursValue', { hours: hoursOf(mechanic.workMinutes) })}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('mechanics.hoursValue', { hours: hoursOf(mechanic.trackedMinutes) })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </DashboardCard>
  );
}
