// A titled section of the customer and bike pages, and the repairs table both show: newest first, each
// repair's date a link to its page, its status and total, and any column of the page's own.
import { formatAmount, type RepairStatus } from '@rueda/domain';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkshopCurrency } from '@/features/account';
import { StatusBadge } from '@/features/repairs';
import { formatDate } from '@/lib/dates';

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface HistoryRepair {
  id: string;
  status: RepairStatus;
  created: string;
  /** Cents. */
  total: number;
}

export interface RepairsHistoryProps<R extends HistoryRepair> {
  repairs: R[];
  /** Said when there are none. */
  empty: string;
  /** Each row's test id. */
  rowTestId: string;
  /** A column between the status and the total. */
  extra?: { title: string; cell: (repair: R) => React.ReactNode };
}

export function RepairsHistory<R extends HistoryRepair>({ repairs, empty, rowTestId, extra }: RepairsHistoryProps<R>) {
  const { t } = useTranslation('customers');
  const currency = useWorkshopCurrency();
  if (repairs.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('repair.date')}</Table.Th>
          <Table.Th>{t('repair.status')}</Table.Th>
          {extra ? <Table.Th>{extra.title}</Table.Th> : null}
          <Table.Th ta="right">{t('repair.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {repairs.map((repair) => (
          <Table.Tr key={repair.id} data-testid={rowTestId}>
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
            {extra ? <Table.Td>{extra.cell(repair)}</Table.Td> : null}
            <Table.Td ta="right">{formatAmount(repair.total, currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
