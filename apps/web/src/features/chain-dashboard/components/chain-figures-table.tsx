// docs/product.md §32.2 "The chain's view": each workshop's figures of the timeframe (repairs by status, revenue, time in
// the workshop), as its own dashboard shows them, and the chain's total in the last row.
import { REPAIR_STATUSES, formatAmount, type TChainsDashboardOutput, type TChainWorkshopFigures } from '@rueda/domain';
import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDecimal } from '../format';

type Figures = Pick<TChainWorkshopFigures, 'repairs' | 'repairsByStatus' | 'revenue' | 'stay'>;

export interface ChainFiguresTableProps {
  dashboard: TChainsDashboardOutput;
  currency: string;
}

export function ChainFiguresTable({ dashboard, currency }: ChainFiguresTableProps) {
  const { t } = useTranslation('chain');
  const { t: tr } = useTranslation('repairs');
  const cells = (figures: Figures) => (
    <>
      <Table.Td ta="right">{formatCount(figures.repairs)}</Table.Td>
      {REPAIR_STATUSES.map((status) => (
        <Table.Td key={status} ta="right" c={figures.repairsByStatus[status] === 0 ? 'dimmed' : undefined}>
          {formatCount(figures.repairsByStatus[status])}
        </Table.Td>
      ))}
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(figures.revenue, currency)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {figures.stay.averageDays === null
          ? t('figures.noStay')
          : t('figures.stayValue', { days: formatDecimal(figures.stay.averageDays) })}
      </Table.Td>
    </>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t('figures.title')}
      </Title>
      {dashboard.total.repairs === 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t('figures.empty')}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={960} type="native" tabIndex={0}>
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={t('figures.title')}>
          <Table.Caption>{t('figures.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('figures.workshop')}</Table.Th>
              <Table.Th ta="right">{t('figures.repairs')}</Table.Th>
              {REPAIR_STATUSES.map((status) => (
                <Table.Th key={status} ta="right">
                  {tr(`statuses.${status}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('figures.revenue')}</Table.Th>
              <Table.Th ta="right">{t('figures.stay')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dashboard.workshops.map((workshop) => (
              <Table.Tr key={workshop.workshopId} data-testid="chain-workshop-row">
                <Table.Th scope="row" fw={500}>
                  <Group gap="xs" wrap="nowrap">
                    <span>{workshop.workshopName}</span>
                    {workshop.isHeadOffice ? (
                      <Badge size="xs" variant="light">
                        {t('figures.headOffice')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
                {cells(workshop)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="chain-total-row" fw={700}>
              <Table.Th scope="row">{t('figures.total')}</Table.Th>
              {cells(dashboard.total)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
