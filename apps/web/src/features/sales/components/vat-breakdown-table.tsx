// docs/product.md §29.2: a document's VAT per rate (base, tax and gross of each rate) and its totals, as the
// document declares them: the same table on the charge screen, computed by vatBreakdown, and on the document.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../sales-format';

export interface BreakdownTotals {
  perRate: readonly { rateBp: number; grossCents: number; baseCents: number; taxCents: number }[];
  totalCents: number;
  baseCents: number;
  taxCents: number;
}

export function VatBreakdownTable({ breakdown }: { breakdown: BreakdownTotals }) {
  const { t } = useTranslation('sales');
  return (
    <Table aria-label={t('breakdown.title')} data-testid="vat-breakdown">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('breakdown.rate')}</Table.Th>
          <Table.Th ta="right">{t('breakdown.base')}</Table.Th>
          <Table.Th ta="right">{t('breakdown.tax')}</Table.Th>
          <Table.Th ta="right">{t('breakdown.gross')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {breakdown.perRate.map((rate) => (
          <Table.Tr key={rate.rateBp}>
            <Table.Td>{t('breakdown.rateRow', { rate: formatRate(rate.rateBp) })}</Table.Td>
            <Table.Td ta="right">{formatMoney(rate.baseCents)}</Table.Td>
            <Table.Td ta="right">{formatMoney(rate.taxCents)}</Table.Td>
            <Table.Td ta="right">{formatMoney(rate.grossCents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('breakdown.total')}</Table.Th>
          <Table.Td ta="right">{formatMoney(breakdown.baseCents)}</Table.Td>
          <Table.Td ta="right">{formatMoney(breakdown.taxCents)}</Table.Td>
          <Table.Td ta="right" data-testid="breakdown-total">
            <Text fw={700} span>
              {formatMoney(breakdown.totalCents)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
