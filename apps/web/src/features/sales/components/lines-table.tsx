// A document's lines as it shows them (docs/product.md §29.2): each line's price with VAT, quantity, rate and amount,
// and its own base and tax, which are informative (the breakdown per rate is what the document declares).
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../sales-format';

export interface ShownLine {
  description: string;
  quantity: number;
  priceCents: number;
  rateBp: number;
  grossCents: number;
  baseCents: number;
  taxCents: number;
}

export function LinesTable({ lines, label }: { lines: readonly ShownLine[]; label: string }) {
  const { t } = useTranslation('sales');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.description')}</Table.Th>
            <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
            <Table.Th ta="right">{t('lines.price')}</Table.Th>
            <Table.Th ta="right">{t('lines.rate')}</Table.Th>
            <Table.Th ta="right">{t('lines.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.priceCents)}</Table.Td>
              <Table.Td ta="right">
                {formatRate(line.rateBp)}
                <Text size="xs" c="dimmed">
                  {t('lines.lineTax', { base: formatMoney(line.baseCents), tax: formatMoney(line.taxCents) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(line.grossCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
