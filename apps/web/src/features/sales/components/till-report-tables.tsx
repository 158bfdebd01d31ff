// docs/product.md §29.6: the day report's tables: the money per payment method (payments, deposits, refunds, net),
// the documents per series (count, first and last number) and per VAT rate (a rectification subtracts).
import type { TTillDay } from '@rueda/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../sales-format';

const money = (cents: number) => formatMoney(cents);

/** The day's money per method, with the total of each column. */
export function TillMethodsTable({ methods }: { methods: TTillDay['methods'] }) {
  const { t } = useTranslation('sales');
  if (methods.length === 0) return <Text c="dimmed">{t('till.methods.none')}</Text>;
  const sum = (pick: (method: TTillDay['methods'][number]) => number) => methods.reduce((total, method) => total + pick(method), 0);
  return (
    <Table aria-label={t('till.methods.title')} className="rueda-till-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('till.methods.method')}</Table.Th>
          <Table.Th ta="right">{t('till.methods.payments')}</Table.Th>
          <Table.Th ta="right">{t('till.methods.deposits')}</Table.Th>
          <Table.Th ta="right">{t('till.methods.refunds')}</Table.Th>
          <Table.Th ta="right">{t('till.methods.net')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {methods.map((method) => (
          <Table.Tr key={method.method}>
            <Table.Td>{t(`till.methodNames.${method.method}`)}</Table.Td>
            <Table.Td ta="right">{money(method.paymentsCents)}</Table.Td>
            <Table.Td ta="right">{money(method.depositsCents)}</Table.Td>
            <Table.Td ta="right">{money(method.refundsCents)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {money(method.netCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('till.total')}</Table.Th>
          <Table.Th ta="right">{money(sum((method) => method.paymentsCents))}</Table.Th>
          <Table.Th ta="right">{money(sum((method) => method.depositsCents))}</Table.Th>
          <Table.Th ta="right">{money(sum((method) => method.refundsCents))}</Table.Th>
          <Table.Th ta="right">{money(sum((method) => method.netCents))}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** The day's documents per series: how many, the first and last numbers, their total. */
export function TillSeriesTable({ documents }: { documents: TTillDay['documents'] }) {
  const { t } = useTranslation('sales');
  if (documents.count === 0) return <Text c="dimmed">{t('till.documents.none')}</Text>;
  return (
    <Table aria-label={t('till.documents.title')} className="rueda-till-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('till.documents.series')}</Table.Th>
          <Table.Th ta="right">{t('till.documents.count')}</Table.Th>
          <Table.Th>{t('till.documents.first')}</Table.Th>
          <Table.Th>{t('till.documents.last')}</Table.Th>
          <Table.Th ta="right">{t('till.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.series.map((series) => (
          <Table.Tr key={series.seriesCode}>
            <Table.Td fw={600}>{series.seriesCode}</Table.Td>
            <Table.Td ta="right">{series.count}</Table.Td>
            <Table.Td>{series.firstNumberText}</Table.Td>
            <Table.Td>{series.lastNumberText}</Table.Td>
            <Table.Td ta="right">{money(series.totalCents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('till.total')}</Table.Th>
          <Table.Th ta="right">{documents.count}</Table.Th>
          <Table.Th />
          <Table.Th />
          <Table.Th ta="right">{money(documents.totalCents)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** The day's documents per VAT rate, highest first: base, tax and gross. */
export function TillRatesTable({ documents }: { documents: TTillDay['documents'] }) {
  const { t } = useTranslation('sales');
  if (documents.byRate.length === 0) return null;
  return (
    <Table aria-label={t('till.rates.title')} className="rueda-till-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('till.rates.rate')}</Table.Th>
          <Table.Th ta="right">{t('till.rates.base')}</Table.Th>
          <Table.Th ta="right">{t('till.rates.tax')}</Table.Th>
          <Table.Th ta="right">{t('till.rates.gross')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.byRate.map((rate) => (
          <Table.Tr key={rate.rateBp}>
            <Table.Td>{formatRate(rate.rateBp)}</Table.Td>
            <Table.Td ta="right">{money(rate.baseCents)}</Table.Td>
            <Table.Td ta="right">{money(rate.taxCents)}</Table.Td>
            <Table.Td ta="right">{money(rate.grossCents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('till.total')}</Table.Th>
          <Table.Th ta="right">{money(documents.baseCents)}</Table.Th>
          <Table.Th ta="right">{money(documents.taxCents)}</Table.Th>
          <Table.Th ta="right">{money(documents.totalCents)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
