// docs/product.md §29.5: the money of a repair or a document, entry by entry as the ledger keeps it (deposits,
// payments, refunds, a closing without charge), oldest first; each payment or deposit with something left of it
// may be refunded.
import type { TSalesBalance, TSalesPayment } from '@rueda/domain';
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '../sales-format';

/** What is left of a payment or deposit after its refunds; 0 for a refund or a waiver. */
export function refundableCents(balance: TSalesBalance, entry: TSalesPayment): number {
  if (entry.kind !== 'payment' && entry.kind !== 'deposit') return 0;
  return balance.payments.filter((each) => each.refundsId === entry.id).reduce((sum, each) => sum + each.amountCents, entry.amountCents);
}

export interface PaymentEntriesProps {
  balance: TSalesBalance;
  /** Opens the refund of an entry; absent, no entry is refunded from here. */
  onRefund?: (entry: TSalesPayment) => void;
  label: string;
}

export function PaymentEntries({ balance, onRefund, label }: PaymentEntriesProps) {
  const { t } = useTranslation('sales');
  if (balance.payments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('payments.none')}
      </Text>
    );
  return (
    <Table aria-label={label} verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('payments.entry.when')}</Table.Th>
          <Table.Th>{t('payments.entry.what')}</Table.Th>
          <Table.Th ta="right">{t('payments.entry.amount')}</Table.Th>
          {onRefund ? <Table.Th /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {balance.payments.map((entry) => {
          const left = refundableCents(balance, entry);
          const method = entry.method ? t(`payments.methods.${entry.method}`) : '';
          return (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.recordedAt)}</Table.Td>
              <Table.Td>
                {entry.kind === 'waiver'
                  ? t(`payments.waiver.${entry.reason === 'sponsorship' ? 'sponsorship' : 'warranty'}`)
                  : t(`payments.kinds.${entry.kind}`, { method })}
                {entry.kind === 'refund' && entry.reason ? (
                  <Text size="xs" c="dimmed">
                    {entry.reason}
                  </Text>
                ) : null}
                {entry.changeCents > 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('payments.entry.tendered', {
                      tendered: formatMoney(entry.tenderedCents ?? 0),
                      change: formatMoney(entry.changeCents),
                    })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(entry.amountCents)}</Table.Td>
              {onRefund ? (
                <Table.Td ta="right">
                  {left > 0 ? (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRefund(entry)}>
                      {t('payments.refund.open')}
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The balance's figures: what is charged, what deposits and payments settled, what remains. */
export function BalanceFigures({ balance }: { balance: TSalesBalance }) {
  const { t } = useTranslation('sales');
  const rows: [string, number, string][] = [
    [t('payments.figures.total'), balance.totalCents, 'total'],
    ...(balance.depositsCents !== 0
      ? [[t('payments.figures.deposits'), -balance.depositsCents, 'deposits'] as [string, number, string]]
      : []),
    ...(balance.paymentsCents !== 0
      ? [[t('payments.figures.payments'), -balance.paymentsCents, 'payments'] as [string, number, string]]
      : []),
    [t('payments.figures.remaining'), balance.remainingCents, 'remaining'],
  ];
  return (
    <Table verticalSpacing={2} fz="sm" withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([name, cents, id]) => (
          <Table.Tr key={id} data-testid={`balance-${id}`}>
            <Table.Th fw={id === 'remaining' ? 700 : 400}>{name}</Table.Th>
            <Table.Td ta="right" fw={id === 'remaining' ? 700 : 400}>
              {formatMoney(cents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
