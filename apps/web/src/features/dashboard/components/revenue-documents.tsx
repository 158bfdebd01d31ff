// The revenue of a workshop that issues documents (docs/product.md §16.1, §29): its documents' totals per VAT rate
// (base, tax and total, a rectification subtracting) and the money taken per payment method, net of refunds.
import { SALES_PAYMENT_METHODS, formatAmount, type TDashboard } from '@rueda/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import visuallyHidden from '@/components/visually-hidden.module.css';
import { formatRate } from '../format';
import { FigureRows } from './dashboard-card';

export interface RevenueDocumentsProps {
  documents: NonNullable<NonNullable<TDashboard['revenue']>['documents']>;
  currency: string;
}

function Heading({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {children}
    </Text>
  );
}

export function RevenueDocuments({ documents, currency }: RevenueDocumentsProps) {
  const { t } = useTranslation('dashboard');
  const money = (cents: number) => formatAmount(cents, currency);
  const methods = SALES_PAYMENT_METHODS.filter((method) => documents.byMethod[method] !== 0);
  return (
    <>
      <Stack gap={4}>
        <Heading>{t('revenueSources.byRate')}</Heading>
        {documents.byRate.length > 0 ? (
          <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs">
            <caption className={visuallyHidden.hidden}>{t('revenueSources.byRate')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('revenueSources.rate')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('revenueSources.base')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('revenueSources.tax')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('revenueSources.gross')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.byRate.map((rate) => (
                <Table.Tr key={rate.rateBp}>
                  <Table.Th scope="row" fw={500}>
                    {formatRate(rate.rateBp)}
                  </Table.Th>
                  <Table.Td ta="end">{money(rate.baseCents)}</Table.Td>
                  <Table.Td ta="end">{money(rate.taxCents)}</Table.Td>
                  <Table.Td ta="end" fw={600}>
                    {money(rate.grossCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('revenueSources.noDocuments')}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Heading>{t('revenueSources.byMethod')}</Heading>
        {methods.length > 0 ? (
          <FigureRows
            label={t('revenueSources.byMethod')}
            items={methods.map((method) => ({
              key: method,
              label: t(`revenueSources.methods.${method}`),
              value: money(documents.byMethod[method]),
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('revenueSources.noMethods')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('revenueSources.methodsNote')}
        </Text>
      </Stack>
    </>
  );
}
