// docs/product.md §29.5: a deposit taken on a repair not yet invoiced: its method, its amount (at most what the
// repair's lines charge less earlier deposits) and, for cash, what was handed over and the change.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useTakeDeposit } from '../api/take-deposit';
import { formatMoney } from '../sales-format';
import { checkPayments, isPaymentsCheckClean, paymentDraft, paymentInputsOf, paymentMethodsOf, type PaymentDraft } from './payment-drafts';
import { PaymentRefusalAlert } from './payment-refusal';
import { PaymentRows } from './payment-rows';

export interface DepositDialogProps {
  repairId: string;
  /** The most the deposit may be: what the repair's lines charge less its earlier deposits. */
  maxCents: number;
  country: string | null;
  opened: boolean;
  onClose: () => void;
}

function DepositForm({ repairId, maxCents, country, onClose }: Omit<DepositDialogProps, 'opened'>) {
  const { t } = useTranslation('sales');
  const take = useTakeDeposit();
  const [drafts, setDrafts] = useState<PaymentDraft[]>(() => [{ ...paymentDraft('cash'), isAmountTyped: true }]);
  const [isTried, setIsTried] = useState(false);
  const check = useMemo(() => checkPayments(drafts, maxCents), [drafts, maxCents]);
  const takeButton = useRef<HTMLButtonElement>(null);

  function confirm() {
    setIsTried(true);
    if (!isPaymentsCheckClean(check) || take.isPending) return;
    const [payment] = paymentInputsOf(drafts, maxCents);
    take.mutate(
      { repairId, ...payment! },
      {
        onSuccess: () => {
          const change = check.changes[0];
          notifySuccess(change ? t('payments.deposit.doneWithChange', { change: formatMoney(change) }) : t('payments.deposit.done'));
          onClose();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">{t('payments.deposit.explain', { max: formatMoney(maxCents) })}</Text>
      <PaymentRows
        drafts={drafts}
        onChange={setDrafts}
        check={check}
        remainingCents={maxCents}
        methods={paymentMethodsOf(country)}
        showProblems={isTried}
        onDone={() => takeButton.current?.focus()}
        maxRows={1}
      />
      {take.isError ? <PaymentRefusalAlert error={take.error} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('payments.cancel')}
        </Button>
        <Button ref={takeButton} onClick={confirm} loading={take.isPending}>
          {t('payments.deposit.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function DepositDialog({ opened, ...props }: DepositDialogProps) {
  const { t } = useTranslation('sales');
  return (
    <Modal opened={opened} onClose={props.onClose} centered size="lg" title={t('payments.deposit.title')}>
      {opened ? <DepositForm {...props} /> : null}
    </Modal>
  );
}
