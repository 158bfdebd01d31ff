// docs/product.md §29.5: a document's payments (with its repair's deposits, which come off it), what remains,
// "Registrar cobro" with the same payment rows as the charge screen, and the refund of an entry with its reason.
import type { TSalesPayment } from '@rueda/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/features/auth';
import { notifySuccess } from '@/lib/notify';
import { useTaxSettings } from '../api/get-tax-settings';
import { useRecordPayments } from '../api/record-payments';
import { formatMoney } from '../sales-format';
import { checkPayments, isPaymentsCheckClean, paymentDraft, paymentInputsOf, paymentMethodsOf } from './payment-drafts';
import { BalanceFigures, PaymentEntries, refundableCents } from './payment-entries';
import { PaymentRefundDialog } from './payment-refund-dialog';
import { PaymentRefusalAlert } from './payment-refusal';
import { PaymentRows } from './payment-rows';
import { MoneyCard } from './money-card';

export interface DocumentPaymentsProps {
  documentId: string;
}

/** "Registrar cobro": the rows, checked against what remains, sent together. */
function RecordPaymentsForm({ documentId, remainingCents, onDone }: { documentId: string; remainingCents: number; onDone: () => void }) {
  const { t } = useTranslation('sales');
  const record = useRecordPayments();
  const settings = useTaxSettings();
  const [drafts, setDrafts] = useState(() => [paymentDraft('cash')]);
  const [isTried, setIsTried] = useState(false);
  const check = useMemo(() => checkPayments(drafts, remainingCents), [drafts, remainingCents]);
  const recordButton = useRef<HTMLButtonElement>(null);

  function send() {
    setIsTried(true);
    if (!isPaymentsCheckClean(check) || record.isPending) return;
    record.mutate(
      { documentId, payments: paymentInputsOf(drafts, remainingCents) },
      {
        onSuccess: () => {
          const change = check.changes.reduce<number>((sum, each) => sum + (each ?? 0), 0);
          notifySuccess(change > 0 ? t('payments.recordedWithChange', { change: formatMoney(change) }) : t('payments.recorded'));
          onDone();
        },
      },
    );
  }

  return (
    <Stack gap="sm">
      <PaymentRows
        drafts={drafts}
        onChange={setDrafts}
        check={check}
        remainingCents={remainingCents}
        methods={paymentMethodsOf(settings.data?.settings?.country ?? null)}
        showProblems={isTried}
        onDone={() => recordButton.current?.focus()}
      />
      {record.isError ? <PaymentRefusalAlert error={record.error} title={t('payments.refusal.notRecorded')} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('payments.cancel')}
        </Button>
        <Button ref={recordButton} onClick={send} loading={record.isPending}>
          {t('payments.record')}
        </Button>
      </Group>
    </Stack>
  );
}

function Payments({ documentId }: DocumentPaymentsProps) {
  const { t } = useTranslation('sales');
  const owner = { documentId };
  const [isRecording, setIsRecording] = useState(false);
  const [refunding, setRefunding] = useState<{ payment: TSalesPayment; leftCents: number } | null>(null);
  return (
    <MoneyCard owner={owner} title={t('payments.documentTitle')} titleId="document-payments-title" size="h4">
      {(money) => (
        <>
          <BalanceFigures balance={money} />
          <PaymentEntries
            balance={money}
            label={t('payments.documentEntries')}
            onRefund={(payment) => setRefunding({ payment, leftCents: refundableCents(money, payment) })}
          />
          {isRecording && money.remainingCents > 0 ? (
            <RecordPaymentsForm documentId={documentId} remainingCents={money.remainingCents} onDone={() => setIsRecording(false)} />
          ) : money.remainingCents > 0 ? (
            <Group>
              <Button size="sm" onClick={() => setIsRecording(true)}>
                {t('payments.openRecord')}
              </Button>
            </Group>
          ) : null}
          <PaymentRefundDialog owner={owner} entry={refunding} onClose={() => setRefunding(null)} />
        </>
      )}
    </MoneyCard>
  );
}

/** The document's payments, for those with `sales.charge`. */
export function DocumentPayments({ documentId }: DocumentPaymentsProps) {
  const mayCharge = usePermission('sales.charge');
  return mayCharge ? <Payments documentId={documentId} /> : null;
}
