// What to tell the user when a part's write is refused (docs/product.md §31.2), in their language: a refusal the
// part's or its repair's state explains, a part changed meanwhile (docs/product.md §4), else the write's failure.
import { useTranslation } from 'react-i18next';
import { isStaleWriteError, refusalReasonOf, writeFailureOf } from '@/lib/write-error';

const REFUSALS = { 'repair-delivered': 'repairDelivered', 'not-to-order': 'notToOrder', 'already-arrived': 'alreadyArrived' } as const;

type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The refusal's reason when the state explains it (failed-precondition), else null. */
export function refusalOf(error: unknown): Refusal | null {
  return refusalReasonOf(error, REFUSALS);
}

export function useRefusalMessage(): (error: unknown) => string {
  const { t } = useTranslation('parts');
  return (error) => {
    if (isStaleWriteError(error)) return t('errors.stale');
    const refusal = refusalOf(error);
    return refusal ? t(`refusals.${refusal}`) : t(`errors.${writeFailureOf(error)}`);
  };
}
