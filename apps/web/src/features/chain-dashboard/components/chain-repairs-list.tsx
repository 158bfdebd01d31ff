// docs/product.md §32.2 "The chain's view": the chain's repairs by status, each with its workshop. A repair of the
// workshop in use opens as any; one of another workshop is read here only (its page in read mode is not there yet).
import { CHAIN_REPAIRS_OFFSET_MAX, REPAIR_STATUSES, formatAmount, type RepairStatus, type TChainRepair } from '@rueda/domain';
import { Anchor, Button, Group, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useChainRepairs } from '../api/list-chain-repairs';
import { formatCount } from '../format';

export const CHAIN_REPAIRS_PAGE = 20;

export interface ChainRepairsListProps {
  /** The workshop the session works in: its repairs open. */
  workshopInUse: string | null;
  currency: string;
}

export function ChainRepairsList({ workshopInUse, currency }: ChainRepairsListProps) {
  const { t } = useTranslation('chain');
  const { t: tr } = useTranslation('repairs');
  const [status, setStatus] = useState<RepairStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const repairs = useChainRepairs({ ...(status ? { status } : {}), limit: CHAIN_REPAIRS_PAGE, offset });
  const counts = repairs.data?.counts;
  const all = counts ? REPAIR_STATUSES.reduce((sum, one) => sum + counts[one], 0) : null;
  const options = [
    { value: '', label: all === null ? t('repairs.allPlain') : t('repairs.all', { count: all }) },
    ...REPAIR_STATUSES.map((one) => ({
      value: one,
      label: counts ? t('repairs.statusCount', { status: tr(`statuses.${one}`), count: counts[one] }) : tr(`statuses.${one}`),
    })),
  ];
  const customerOf = (repair: TChainRepair) => `${repair.customer.name} ${repair.customer.surname}`.trim() || t('repairs.noName');

  let body;
  if (repairs.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('repairs.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  } else if (repairs.isError && !repairs.data) {
    body = (
      <LoadError
        title={t('repairs.errorTitle')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        onRetry={() => void repairs.refetch()}
      />
    );
  } else if (repairs.data.repairs.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('repairs.empty')}
      </Text>
    );
  } else {
    const { total, more } = repairs.data;
    body = (
      <Stack gap="xs">
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" fz="sm" aria-label={t('repairs.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('repairs.workshop')}</Table.Th>
                <Table.Th>{t('repairs.customer')}</Table.Th>
                <Table.Th>{t('repairs.bike')}</Table.Th>
                <Table.Th>{t('repairs.status')}</Table.Th>
                <Table.Th ta="right">{t('repairs.total')}</Table.Th>
                <Table.Th>{t('repairs.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {repairs.data.repairs.map((repair) => (
                <Table.Tr key={`${repair.workshopId}:${repair.id}`} data-testid="chain-repair-row">
                  <Table.Td>{repair.workshopName}</Table.Td>
                  <Table.Td>
                    {repair.workshopId === workshopInUse ? (
                      <Anchor component={Link} to={paths.app.repair.getHref(repair.id)} size="sm">
                        {customerOf(repair)}
                      </Anchor>
                    ) : (
                      customerOf(repair)
                    )}
                  </Table.Td>
                  <Table.Td>{`${repair.bike.manufacturer} ${repair.bike.model}`.trim()}</Table.Td>
                  <Table.Td>{tr(`statuses.${repair.status}`)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(repair.totalPrice, currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(repair.lastUpdate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('repairs.page', {
              from: formatCount(offset + 1),
              to: formatCount(offset + repairs.data.repairs.length),
              total: formatCount(total),
            })}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - CHAIN_REPAIRS_PAGE))}>
              {t('repairs.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!more || offset + CHAIN_REPAIRS_PAGE > CHAIN_REPAIRS_OFFSET_MAX}
              onClick={() => setOffset(offset + CHAIN_REPAIRS_PAGE)}
            >
              {t('repairs.next')}
            </Button>
          </Group>
        </Group>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Title order={2} size="h4">
          {t('repairs.title')}
        </Title>
        <NativeSelect
          label={t('repairs.filter')}
          data={options}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.currentTarget.value || null) as RepairStatus | null);
            setOffset(0);
          }}
          w={220}
        />
      </Group>
      {body}
    </Paper>
  );
}
