// docs/product.md §29.3: the workshop's series, read-only for now: each one's code, what it numbers, how its numbers
// run and, in Portugal, the validation code the AT gave it.
import type { TSalesSeries } from '@rueda/domain';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SeriesTable({ series }: { series: readonly TSalesSeries[] }) {
  const { t } = useTranslation('sales');
  if (series.length === 0) return <Text c="dimmed">{t('series.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={t('series.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('series.code')}</Table.Th>
            <Table.Th>{t('series.kind')}</Table.Th>
            <Table.Th>{t('series.numbering')}</Table.Th>
            <Table.Th>{t('series.validationCode')}</Table.Th>
            <Table.Th>{t('series.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map((each) => (
            <Table.Tr key={each.id}>
              <Table.Td fw={600}>{each.code}</Table.Td>
              <Table.Td>{t(`series.kinds.${each.kind}`)}</Table.Td>
              <Table.Td>{t(`series.numberings.${each.numbering}`, { code: each.code, year: new Date().getFullYear() })}</Table.Td>
              <Table.Td>{each.validationCode ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={each.active ? 'green' : 'gray'}>
                  {each.active ? t('series.active') : t('series.inactive')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
