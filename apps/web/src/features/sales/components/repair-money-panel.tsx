// docs/product.md §29.5: the repair page's money, for those who charge: what the repair charges, its deposits,
// payments and refunds, what remains; "Tomar señal" while it is not invoiced, the refund of an entry, and "Cerrar sin
// cobrar" (warranty or sponsorship) while nothing is invoiced nor held. Mounted by the repairs feature's page.
import type { TSalesBalance, TSalesPayment } from '@rueda/domain';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { useTaxSettings } from '../api/get-tax-settings';
import { DepositDialog } from './deposit-dialog';
import { MoneyCard } from './money-card';
import { BalanceFigures, PaymentEntries, refundableCents } from './payment-entries';
import { PaymentRefundDialog } from './payment-refund-dialog';
import { RepairMoneyCloseDialog } from './repair-money-close-dialog';

export interface RepairMoneyPanelProps {
  repairId: string;
}

/** The panel itself, once the permission is known to be there. */
function RepairMoney({ repairId }: RepairMoneyPanelProps) {
  const { t } = useTranslation('sales');
  const owner = { repairId };
  const settings = useTaxSettings();
  const [isDepositOpen, deposit] = useDisclosure(false);
  const [isCloseOpen, closing] = useDisclosure(false);
  const [refunding, setRefunding] = useState<{ payment: TSalesPayment; leftCents: number } | null>(null);

  function body(money: TSalesBalance) {
    const waiver = money.payments.find((entry) => entry.kind === 'waiver');
    const isInvoiced = money.documentId !== null;
    const mayDeposit = !isInvoiced && !waiver && money.remainingCents > 0;
    const mayClose = !isInvoiced && !waiver && money.depositsCents + money.paymentsCents === 0;
    return (
      <>
        <BalanceFigures balance={money} />
        {waiver ? (
          <Text size="sm" fw={700}>
            {t(`payments.closed.${waiver.reason === 'sponsorship' ? 'sponsorship' : 'warranty'}`)}
          </Text>
        ) : null}
        <PaymentEntries
          balance={money}
          label={t('payments.repairEntries')}
          onRefund={(payment) => setRefunding({ payment, leftCents: refundableCents(money, payment) })}
        />
        <Group gap="sm">
          {mayDeposit ? (
            <Button size="xs" variant="default" onClick={deposit.open}>
              {t('payments.deposit.open')}
            </Button>
          ) : null}
          {mayClose ? (
            <Button size="xs" variant="subtle" color="orange" onClick={closing.open}>
              {t('payments.close.open')}
            </Button>
          ) : null}
          {money.documentId !== null ? (
            <Anchor component={Link} to={paths.app.salesDocument.getHref(money.documentId)} size="sm">
              {t('payments.openInvoice')}
            </Anchor>
          ) : null}
        </Group>
        <DepositDialog
          repairId={repairId}
          maxCents={money.remainingCents}
          country={settings.data?.settings?.country ?? null}
          opened={isDepositOpen}
          onClose={deposit.close}
        />
        <RepairMoneyCloseDialog repairId={repairId} opened={isCloseOpen} onClose={closing.close} />
        <PaymentRefundDialog owner={owner} entry={refunding} onClose={() => setRefunding(null)} />
      </>
    );
  }

  return (
    <MoneyCard owner={owner} title={t('payments.repairTitle')} titleId="repair-money-title" size="h5">
      {body}
    </MoneyCard>
  );
}

/** The repair's money, for those with `sales.charge`; nothing for the rest (a mechanic sees no money). */
export function RepairMoneyPanel({ repairId }: RepairMoneyPanelProps) {
  const mayCharge = usePermission('sales.charge');
  return mayCharge ? <RepairMoney repairId={repairId} /> : null;
}
