// The pieces of a bike's history (docs/product.md §31.3): what it cost per year of delivery and in all, one repair's
// details (its dates, mechanics, lines and photos) and its open recommendations, read-only.
import { formatAmount, type TBikeHistoryRepair, type TBikeHistoryTotals, type TRecommendation } from '@rueda/domain';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkshopCurrency } from '@/features/account';
import { PhotoImage } from '@/features/photos';
import { formatDate } from '@/lib/dates';

export function SpentTotals({ totals }: { totals: TBikeHistoryTotals }) {
  const { t } = useTranslation('customers');
  const currency = useWorkshopCurrency();
  return (
    <Stack gap={4} miw={260} component="section" aria-labelledby="bike-spent-title">
      <Title order={3} size="h5" id="bike-spent-title">
        {t('bikeHistory.spent')}
      </Title>
      {totals.years.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bikeHistory.noneDelivered')}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('bikeHistory.spentHint')}
          </Text>
          <Table withTableBorder={false} verticalSpacing={4} w="auto">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bikeHistory.year')}</Table.Th>
                <Table.Th ta="right">{t('bikeHistory.repairs')}</Table.Th>
                <Table.Th ta="right">{t('bikeHistory.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.years.map((row) => (
                <Table.Tr key={row.year} data-testid="bike-spent-year">
                  <Table.Td>{row.year}</Table.Td>
                  <Table.Td ta="right">{row.repairs}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.total, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-testid="bike-spent-total" fw={700}>
                <Table.Td colSpan={2}>{t('bikeHistory.total')}</Table.Td>
                <Table.Td ta="right">{formatAmount(totals.total, currency)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </>
      )}
    </Stack>
  );
}

export function RepairDetails({ repair }: { repair: TBikeHistoryRepair }) {
  const { t } = useTranslation('customers');
  const currency = useWorkshopCurrency();
  const dates = [
    repair.entryDate ? t('bikeHistory.entry', { date: formatDate(repair.entryDate) }) : null,
    repair.finishedAt ? t('bikeHistory.finished', { date: formatDate(repair.finishedAt) }) : null,
    repair.deliveredAt ? t('bikeHistory.delivered', { date: formatDate(repair.deliveredAt) }) : null,
  ].filter(Boolean);
  return (
    <Stack gap={6} py={4} data-testid="bike-repair-details">
      {dates.length > 0 ? <Text size="sm">{dates.join(' · ')}</Text> : null}
      {repair.status === 'delivered' ? null : (
        <Text size="sm" c="dimmed">
          {t('bikeHistory.notCounted')}
        </Text>
      )}
      {repair.mechanics.length > 0 ? <Text size="sm">{t('bikeHistory.mechanics', { names: repair.mechanics.join(', ') })}</Text> : null}
      {repair.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bikeHistory.noLines')}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {repair.lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>{line.title}</Table.Td>
                <Table.Td ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {line.quantity} × {formatAmount(line.price, currency)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(line.price * line.quantity, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {repair.photoIds.length > 0 ? (
        <Group gap="xs">
          {repair.photoIds.map((id, index) => (
            <PhotoImage key={id} id={id} size="thumb" alt={t('bikeHistory.photo', { number: index + 1 })} height={72} width={96} />
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** Nothing when the bike has none open. */
export function OpenRecommendations({ recommendations }: { recommendations: TRecommendation[] }) {
  const { t } = useTranslation('customers');
  const currency = useWorkshopCurrency();
  if (recommendations.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="bike-recommendations-title">
      <Title order={3} size="h5" id="bike-recommendations-title">
        {t('bikeHistory.recommendations')}
      </Title>
      {recommendations.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="bike-open-recommendation">
          <div>
            <Text size="sm" fw={500}>
              {item.quantity} × {item.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t('bikeHistory.recommended', { date: formatDate(item.created), reason: t(`bikeHistory.reasons.${item.reason}`) })}
            </Text>
          </div>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatAmount(item.priceAtTheTime, currency)}
          </Text>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('bikeHistory.priceThen')}
      </Text>
    </Stack>
  );
}
