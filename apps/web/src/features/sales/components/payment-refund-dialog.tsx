// docs/product.md §29.5: money is never edited nor deleted: a mistaken payment or deposit is undone by a refund of the
// same method, all or part of what is left of it, with a reason, confirmed here.
import type { TSalesPayment } from '@rueda/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { notifySuccess } from '@/lib/notify';
import type { MoneyOwner } from '../api/list-payments';
import { useRefundPayment } from '../api/refund-payment';
import { formatMoney } from '../sales-format';
import { PaymentRefusalAlert } from './payment-refusal';

export interface PaymentRefundDialogProps {
  owner: MoneyOwner;
  /** The entry refunded, with what is left of it; null: closed. */
  entry: { payment: TSalesPayment; leftCents: number } | null;
  onClose: () => void;
}

/** The refund's form, drawn afresh for each entry. */
function RefundForm({ owner, entry, onClose }: PaymentRefundDialogProps & { entry: NonNullable<PaymentRefundDialogProps['entry']> }) {
  const { t } = useTranslation('sales');
  const refund = useRefundPayment(owner);
  const [amountCents, setAmountCents] = useState<number | null>(entry.leftCents);
  const [reason, setReason] = useState('');
  const [isTried, setIsTried] = useState(false);
  const amountProblem = amountCents === null || amountCents <= 0 || amountCents > entry.leftCents;

  function confirm() {
    setIsTried(true);
    if (amountProblem || reason.trim() === '' || refund.isPending) return;
    refund.mutate(
      { paymentId: entry.payment.id, amountCents: amountCents === entry.leftCents ? null : amountCents, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('payments.refund.done', { amount: formatMoney(amountCents) }));
          onClose();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('payments.refund.explain', {
          method: t(`payments.methods.${entry.payment.method ?? 'cash'}`),
          left: formatMoney(entry.leftCents),
        })}
      </Text>
      <MoneyInput
        label={t('payments.refund.amount')}
        currencySymbol="€"
        value={amountCents}
        onChange={setAmountCents}
        error={isTried && amountProblem ? t('payments.refund.amountInvalid', { left: formatMoney(entry.leftCents) }) : undefined}
      />
      <TextInput
        label={t('payments.refund.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={200}
        required
        data-autofocus
        onKeyDown={(event) => {
          if (event.key === 'Enter') confirm();
        }}
        error={isTried && reason.trim() === '' ? t('payments.refund.reasonRequired') : undefined}
      />
      {refund.isError ? <PaymentRefusalAlert error={refund.error} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('payments.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={refund.isPending}>
          {t('payments.refund.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function PaymentRefundDialog({ owner, entry, onClose }: PaymentRefundDialogProps) {
  const { t } = useTranslation('sales');
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      centered
      title={entry ? t(`payments.refund.title.${entry.payment.kind === 'deposit' ? 'deposit' : 'payment'}`) : ''}
    >
      {entry ? <RefundForm key={entry.payment.id} owner={owner} entry={entry} onClose={onClose} /> : null}
    </Modal>
  );
}
