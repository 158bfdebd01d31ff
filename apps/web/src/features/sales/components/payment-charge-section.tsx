// docs/product.md §29.5: the charge screen's "Cobro", under the VAT breakdown: a repair's deposits deducted as "Señal"
// lines, what remains, and the payment rows that settle it as the document is issued.
import type { TSalesBalance, TSalesPayment } from '@rueda/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '@/lib/i18n';
import { useSalesBalance } from '../api/list-payments';
import { formatMoney } from '../sales-format';
import { checkPayments, paymentDraft, paymentMethodsOf, type PaymentDraft, type PaymentsCheck } from './payment-drafts';
import { PaymentRows } from './payment-rows';

/** A deposit as it stands on the charge: what is left of it after its refunds. */
interface DepositLine {
  payment: TSalesPayment;
  netCents: number;
}

/** The repair's deposits still held, each net of its refunds (docs/product.md §29.5). */
function depositLinesOf(balance: TSalesBalance | undefined): DepositLine[] {
  if (!balance) return [];
  return balance.payments
    .filter((entry) => entry.kind === 'deposit')
    .map((payment) => ({
      payment,
      netCents: balance.payments
        .filter((entry) => entry.refundsId === payment.id)
        .reduce((sum, entry) => sum + entry.amountCents, payment.amountCents),
    }))
    .filter((line) => line.netCents > 0);
}

export interface ChargePayments {
  country: string;
  /** The repair's money before this charge; ready at once for a counter sale. */
  isReady: boolean;
  isError: boolean;
  retry: () => void;
  deposits: DepositLine[];
  /** What the repair's money already settled (its deposits and any payments). */
  paidCents: number;
  /** What the charge leaves to pay: its total less what is already paid. */
  remainingCents: number;
  drafts: PaymentDraft[];
  setDrafts: (drafts: PaymentDraft[]) => void;
  check: PaymentsCheck;
}

/** The charge's payments: the repair's deposits read, the rows typed and checked against what remains. */
export function useChargePayments({ repairId, totalCents, country }: { repairId: string | null; totalCents: number; country: string }) {
  const balance = useSalesBalance({ repairId: repairId ?? '' }, { enabled: repairId !== null });
  const [drafts, setDrafts] = useState<PaymentDraft[]>(() => [paymentDraft('cash')]);
  const paidCents = repairId !== null && balance.data ? balance.data.depositsCents + balance.data.paymentsCents : 0;
  const remainingCents = totalCents - paidCents;
  const check = useMemo(() => checkPayments(drafts, remainingCents), [drafts, remainingCents]);
  return {
    country,
    isReady: repairId === null || balance.isSuccess,
    isError: repairId !== null && balance.isError,
    retry: () => void balance.refetch(),
    deposits: depositLinesOf(balance.data),
    paidCents,
    remainingCents,
    drafts,
    setDrafts,
    check,
  } satisfies ChargePayments;
}

export interface PaymentChargeSectionProps {
  payments: ChargePayments;
  showProblems: boolean;
  /** The server's refusal of the payments (a locale key), when it refused them. */
  refusalKey: string | null;
  /** Enter in the last field: the focus goes to "Emitir y cobrar". */
  onDone: () => void;
}

export function PaymentChargeSection({ payments, showProblems, refusalKey, onDone }: PaymentChargeSectionProps) {
  const { t } = useTranslation('sales');
  const { deposits, remainingCents } = payments;

  function body() {
    if (payments.isError)
      return (
        <Alert color="red" role="alert" title={t('payments.loadFailed')}>
          <Button variant="light" color="red" size="xs" onClick={payments.retry}>
            {t('retry')}
          </Button>
        </Alert>
      );
    if (!payments.isReady) return <Text c="dimmed">{t('payments.loading')}</Text>;
    return (
      <>
        {deposits.length > 0 ? (
          <Stack gap={4} data-testid="charge-deposits">
            {deposits.map(({ payment, netCents }) => (
              <Group key={payment.id} justify="space-between">
                <Text size="sm">{t('payments.depositLine', { method: t(`payments.methods.${payment.method ?? 'cash'}`) })}</Text>
                <Text size="sm">−{formatMoney(netCents)}</Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        <Group justify="space-between">
          <Text fw={700}>{t('payments.remaining')}</Text>
          <Text fw={700} data-testid="charge-remaining">
            {formatMoney(Math.max(remainingCents, 0))}
          </Text>
        </Group>
        {remainingCents > 0 ? (
          <PaymentRows
            drafts={payments.drafts}
            onChange={payments.setDrafts}
            check={payments.check}
            remainingCents={remainingCents}
            methods={paymentMethodsOf(payments.country)}
            showProblems={showProblems}
            onDone={onDone}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('payments.nothingRemains')}
          </Text>
        )}
        {refusalKey ? (
          <Alert color="red" role="alert" title={t('refusal.title')}>
            {translateKey(t, refusalKey)}
          </Alert>
        ) : null}
      </>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="charge-payments-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="charge-payments-title">
          {t('payments.title')}
        </Title>
        {body()}
      </Stack>
    </Card>
  );
}
