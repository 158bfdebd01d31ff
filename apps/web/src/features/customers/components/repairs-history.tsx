// A titled section of the customer and bike pages, and the repairs table both show: newest first, each
// repair's date a link to its page, its status and total, any column of the page's own, and rows that open to a
// repair's details where the page has them (the bike's history, docs/product.md §31.3).
import { formatAmount, type RepairStatus } from '@rueda/domain';
import { Anchor, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWorkshopCurrency } from '@/features/account';
import { StatusBadge } from '@/features/repairs';
import { formatDate } from '@/lib/dates';

export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {actions}
        </Group>
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
  /** A repair's details, shown under its row once its date's toggle opens them; the toggle's name says which repair. */
  details?: { label: (repair: R) => string; render: (repair: R) => React.ReactNode };
}

export function RepairsHistory<R extends HistoryRepair>({ repairs, empty, rowTestId, extra, details }: RepairsHistoryProps<R>) {
  const { t } = useTranslation('customers');
  const currency = useWorkshopCurrency();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (repairs.length === 0) return <Text c="dimmed">{empty}</Text>;
  const toggle = (id: string) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  const columns = 3 + (extra ? 1 : 0) + (details ? 1 : 0);
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {details ? <Table.Th w={44} /> : null}
          <Table.Th>{t('repair.date')}</Table.Th>
          <Table.Th>{t('repair.status')}</Table.Th>
          {extra ? <Table.Th>{extra.title}</Table.Th> : null}
          <Table.Th ta="right">{t('repair.total')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {repairs.map((repair) => (
          <Fragment key={repair.id}>
            <Table.Tr data-testid={rowTestId}>
              {details ? (
                <Table.Td>
                  <UnstyledButton
                    onClick={() => toggle(repair.id)}
                    aria-expanded={open.has(repair.id)}
                    aria-controls={`repair-details-${repair.id}`}
                    aria-label={details.label(repair)}
                    p={6}
                    style={{ display: 'flex', transform: open.has(repair.id) ? 'rotate(180deg)' : undefined }}
                  >
                    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                      <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    </svg>
                  </UnstyledButton>
                </Table.Td>
              ) : null}
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
            {details && open.has(repair.id) ? (
              <Table.Tr id={`repair-details-${repair.id}`}>
                <Table.Td colSpan={columns} bg="var(--mantine-color-default-hover)">
                  {details.render(repair)}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
