// What to tell the user when a transfer's write is refused (docs/product.md §32.4), in their language: a refusal the
// transfer's state explains (not enough stock naming its line's item, sent, cancelled or received already), else the
// write's failure.
import { FunctionError, type TTransfer } from '@rueda/domain';
import { useTranslation } from 'react-i18next';
import { refusalReasonOf, writeFailureOf } from '@/lib/write-error';

const REFUSALS = {
  'not-enough-stock': 'notEnoughStock',
  'already-sent': 'alreadySent',
  'already-cancelled': 'alreadyCancelled',
  'already-received': 'alreadyReceived',
  'not-sent': 'notSent',
} as const;

/** The line a refusal names (`lines.N.…`), when it names one. */
function lineIndexOf(error: unknown): number | null {
  const fields = error instanceof FunctionError ? (error.details as { fields?: { field?: unknown }[] } | undefined)?.fields : undefined;
  const match = /^lines\.(\d+)\./.exec(String(fields?.[0]?.field ?? ''));
  return match ? Number(match[1]) : null;
}

export function useRefusalMessage(): (error: unknown, transfer?: TTransfer) => string {
  const { t } = useTranslation('transfers');
  return (error, transfer) => {
    const refusal = refusalReasonOf(error, REFUSALS);
    if (refusal === 'notEnoughStock') {
      const index = lineIndexOf(error);
      const available = (error as FunctionError).details as { available?: number };
      const line = index === null ? undefined : transfer?.lines[index];
      if (line) return t('refusals.notEnoughStockOf', { title: line.title, count: Math.max(available.available ?? 0, 0) });
    }
    return refusal ? t(`refusals.${refusal}`) : t(`errors.${writeFailureOf(error)}`);
  };
}
