// A bike's history (issue 12 point 4): every repair of it, newest first, each a link to its page, with who
// brought it in, so the repairs made while it belonged to a previous owner are there too.
import { formatAmount, type TBikeRepair } from '@rueda/domain';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkshopCurrency } from '@/features/account';
import { StatusBadge } from '@/features/repairs';
import { formatDate } from '@/lib/dates';

export function BikeHistory({ repairs, ownerId }: { repairs: TBikeRepair[]; ownerId: string }) {
  const { t } = useTranslation('customers');
  const currency = useWorkshopCurrency();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bike-history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bike-history-title">
          {t('bikePage.history')}
        </Title>
        {repairs.length === 0 ? (
          <Text c="dimmed">{t('bikePage.noRepairs')}</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('repair.date')}</Table.Th>
                <Table.Th>{t('repair.status')}</Table.Th>
                <Table.Th>{t('bikePage.broughtBy')}</Table.Th>
                <Table.Th ta="right">{t('repair.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {repairs.map((repair) => (
                <Table.Tr key={repair.id} data-testid="bike-repair">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.app.repair.getHref(repair.id)}
                      aria-label={t('repair.open', { date: formatDate(repair.created) })}
                    >
                      {formatDate(repair.created)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={repair.status} />
                  </Table.Td>
                  <Table.Td>
                    {repair.customerId && repair.customerId !== ownerId ? (
                      <Anchor component={Link} to={paths.app.customer.getHref(repair.customerId)}>
                        {repair.customerName || t('list.unnamed')} ({t('bikePage.previousOwner')})
                      </Anchor>
                    ) : (
                      repair.customerName || t('list.unnamed')
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatAmount(repair.total, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
