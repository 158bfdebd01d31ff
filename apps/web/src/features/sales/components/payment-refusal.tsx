// docs/product.md §29.5: why the server refused to take money, read from the error's code, reason and fields
// (docs/style.md §4), said in the reader's language: a payment over what remains, cash short of its amount, a repair
// already invoiced or closed without charging, an entry already refunded; else the shared write failures.
import { FunctionError } from '@rueda/domain';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@/lib/call';
import { translateKey } from '@/lib/i18n';
import { writeFailureOf, type WriteFailure } from '@/lib/write-error';

const ABORT_KEYS: Record<string, string> = {
  'repair-invoiced': 'payments.refusal.repairInvoiced',
  'repair-closed': 'payments.refusal.repairClosed',
  'repair-has-payments': 'payments.refusal.repairHasPayments',
  'payment-refunded': 'payments.refusal.refunded',
};

const WRITE_KEYS: Record<WriteFailure, string> = {
  permissionDenied: 'payments.refusal.permissionDenied',
  notFound: 'payments.refusal.notFound',
  unavailable: 'payments.refusal.unavailable',
  saveFailed: 'payments.refusal.failed',
};

/** The locale key (sales namespace) of one field the server refused in a write of money. */
function fieldKey(field: string): string {
  if (/(^|\.)amountCents$/.test(field)) return 'payments.refusal.over';
  if (/(^|\.)tenderedCents$/.test(field)) return 'payments.refusal.tendered';
  if (field === 'reason') return 'payments.refusal.reason';
  if (field === 'paymentId') return 'payments.refusal.notRefundable';
  return 'payments.refusal.invalid';
}

/** Whether a failed issue was refused for its payments (so nothing was issued): the key that says why, else null. */
export function issuePaymentRefusalKey(error: unknown): string | null {
  const field = fieldIssuesOf(error).find((issue) => issue.field.startsWith('payments'))?.field;
  return field === undefined ? null : fieldKey(field);
}

/** The locale key (sales namespace) that says why a write of money failed. */
export function paymentRefusalKey(error: unknown): string {
  if (error instanceof FunctionError) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    if (error.code === 'aborted' && typeof reason === 'string' && reason in ABORT_KEYS) return ABORT_KEYS[reason]!;
    const field = fieldIssuesOf(error)[0]?.field;
    if (field !== undefined) return fieldKey(field);
    if (error.code === 'invalid-argument') return 'payments.refusal.invalid';
  }
  return WRITE_KEYS[writeFailureOf(error)];
}

/** The refusal of a write of money, as an alert. */
export function PaymentRefusalAlert({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation('sales');
  return (
    <Alert color="red" role="alert" title={title ?? translateKey(t, paymentRefusalKey(error))}>
      {title ? translateKey(t, paymentRefusalKey(error)) : null}
    </Alert>
  );
}
