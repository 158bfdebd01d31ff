// docs/product.md §29.6: the drawer in the day report: expected cash = float + cash handed over − change − cash
// refunds + cash in − cash out, as the server computed it, then what was counted and the difference once closed; and
// each cash in or out with its reason, when and by whom.
import type { TTillDay } from '@rueda/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/dates';
import { formatMoney } from '../sales-format';

/** A difference with its sign: a shortfall is negative, a surplus positive. */
export function formatDifference(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}

function Row({ label, cents, sign = '', strong = false }: { label: string; cents: string | number; sign?: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {typeof cents === 'number' ? `${sign}${formatMoney(cents)}` : cents}
      </Table.Td>
    </Table.Tr>
  );
}

/** How the expected cash is made up, and the count against it once closed. */
export function TillDrawerTable({ cash }: { cash: TTillDay['cash'] }) {
  const { t } = useTranslation('sales');
  return (
    <Table aria-label={t('till.cash.title')} className="rueda-till-table">
      <Table.Tbody>
        <Row label={t('till.cash.float')} cents={cash.floatCents} />
        <Row label={t('till.cash.tendered')} cents={cash.tenderedCents} sign="+ " />
        <Row label={t('till.cash.change')} cents={cash.changeCents} sign="− " />
        <Row label={t('till.cash.refunds')} cents={cash.refundsCents} sign="− " />
        <Row label={t('till.cash.in')} cents={cash.inCents} sign="+ " />
        <Row label={t('till.cash.out')} cents={cash.outCents} sign="− " />
        <Row label={t('till.cash.expected')} cents={cash.expectedCents} strong />
        {cash.countedCents !== null ? <Row label={t('till.cash.counted')} cents={cash.countedCents} strong /> : null}
        {cash.differenceCents !== null ? (
          <Row label={t('till.cash.difference')} cents={formatDifference(cash.differenceCents)} strong />
        ) : null}
      </Table.Tbody>
    </Table>
  );
}

/** The cash put in or taken out during the day. */
export function TillMovesTable({ moves }: { moves: TTillDay['moves'] }) {
  const { t } = useTranslation('sales');
  if (moves.length === 0) return <Text c="dimmed">{t('till.moves.none')}</Text>;
  return (
    <Table aria-label={t('till.moves.title')} className="rueda-till-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('till.moves.time')}</Table.Th>
          <Table.Th>{t('till.moves.kind')}</Table.Th>
          <Table.Th>{t('till.moves.reason')}</Table.Th>
          <Table.Th>{t('till.moves.by')}</Table.Th>
          <Table.Th ta="right">{t('till.moves.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {moves.map((move) => (
          <Table.Tr key={move.id}>
            <Table.Td>{formatTime(move.recordedAt)}</Table.Td>
            <Table.Td>{t(`till.moves.${move.direction}`)}</Table.Td>
            <Table.Td>{move.reason}</Table.Td>
            <Table.Td>{move.recordedBy.name}</Table.Td>
            <Table.Td ta="right">{`${move.direction === 'out' ? '− ' : '+ '}${formatMoney(move.amountCents)}`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
