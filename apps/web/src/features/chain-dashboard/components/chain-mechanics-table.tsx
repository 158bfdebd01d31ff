// docs/product.md §32.2 "The chain's view": work per mechanic, each with their workshop (a name in two workshops is two
// people), as each workshop's dashboard counts it: the timeframe's repairs, their estimated hours and the timed hours.
import type { TChainsDashboardOutput } from '@rueda/domain';
import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, hoursOf } from '../format';

export function ChainMechanicsTable({ mechanics }: { mechanics: TChainsDashboardOutput['total']['mechanics'] }) {
  const { t } = useTranslation('chain');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('mechanics.title')}
      </Title>
      {mechanics.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mechanics.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
          <Table striped verticalSpacing="xs" fz="sm" aria-label={t('mechanics.title')}>
            <Table.Caption>{t('mechanics.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mechanics.workshop')}</Table.Th>
                <Table.Th>{t('mechanics.mechanic')}</Table.Th>
                <Table.Th ta="right">{t('mechanics.repairs')}</Table.Th>
                <Table.Th ta="right">{t('mechanics.estimated')}</Table.Th>
                <Table.Th ta="right">{t('mechanics.tracked')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mechanics.map((mechanic) => (
                <Table.Tr key={`${mechanic.workshopId}:${mechanic.id ?? ''}`} data-testid="chain-mechanic-row">
                  <Table.Td>{mechanic.workshopName}</Table.Td>
                  <Table.Td c={mechanic.id === null ? 'dimmed' : undefined}>
                    {mechanic.id === null ? t('mechanics.nobody') : mechanic.name || t('mechanics.unknown')}
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(mechanic.repairs)}</Table.Td>
                  <Table.Td ta="right">{hoursOf(mechanic.workMinutes)}</Table.Td>
                  <Table.Td ta="right">{hoursOf(mechanic.trackedMinutes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
