// Work per mechanic (docs/product.md §16.1): the repairs of the timeframe each one has and their
// estimated hours, each mechanic a link to their repairs; and (§17.4) the hours their work timer
// ran in the timeframe, once the workshop times any work at all. A list, not a table: a third of the
// dashboard's width cannot hold four columns, and each mechanic reads as a line of figures under the name.
import type { TDashboard } from '@rueda/domain';
import { Anchor, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, hoursOf } from '../format';
import type { RepairsLinks } from '../links';
import { DashboardCard } from './dashboard-card';
import { PlainList } from '@/components/plain-list';

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
  const timed = mechanics.some((mechanic) => mechanic.trackedMinutes > 0);
  const caption = t(timed ? 'mechanics.captionTracked' : 'mechanics.caption');
  if (mechanics.length === 0)
    return (
      <DashboardCard title={t('mechanics.title')}>
        <Text size="sm" c="dimmed">
          {t('mechanics.none')}
        </Text>
      </DashboardCard>
    );
  return (
    <DashboardCard title={t('mechanics.title')}>
      <Text size="xs" c="dimmed" aria-hidden="true">
        {caption}
      </Text>
      <PlainList gap="sm" aria-label={caption}>
        {mechanics.map((mechanic) => {
          // A session always has its mechanic: the unassigned repairs have no timed hours to show.
          const hours = [t('mechanics.estimatedValue', { hours: hoursOf(mechanic.workMinutes) })];
          if (timed && mechanic.id !== null) hours.push(t('mechanics.trackedValue', { hours: hoursOf(mechanic.trackedMinutes) }));
          return (
            <li key={mechanic.id ?? ''}>
              <Group justify="space-between" align="baseline" gap="sm" wrap="nowrap">
                <Anchor component={Link} to={links.mechanic(mechanic.id)} size="sm" c={mechanic.id === null ? 'dimmed' : undefined} miw={0}>
                  {nameOf(mechanic)}
                </Anchor>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('mechanics.repairsValue', { count: mechanic.repairs, formatted: formatCount(mechanic.repairs) })}
                </Text>
              </Group>
              <Progress aria-hidden="true" value={(mechanic.workMinutes / mostMinutes) * 100} size={4} my={4} color="indigo.4" />
              <Text size="xs" c="dimmed">
                {hours.join(' · ')}
              </Text>
            </li>
          );
        })}
      </PlainList>
    </DashboardCard>
  );
}
