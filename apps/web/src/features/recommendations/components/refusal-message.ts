// What to tell the user when a recommendation's write is refused (docs/product.md §31.1), in their language; a stale
// write is worded as the repair page words it elsewhere (its 'conflict.message', docs/product.md §4).
import { useTranslation } from 'react-i18next';
import { isStaleWriteError, refusalReasonOf, writeFailureOf } from '@/lib/write-error';

const REFUSALS = { 'not-open': 'notOpen', 'other-bike': 'otherBike', 'service-gone': 'serviceGone', 'no-bike': 'noBike' } as const;

type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The refusal's reason when the state explains it (failed-precondition), else null. */
export function refusalOf(error: unknown): Refusal | null {
  return refusalReasonOf(error, REFUSALS);
}

export function useRefusalMessage(): (error: unknown) => string {
  const { t } = useTranslation('recommendations');
  const { t: tRepairs } = useTranslation('repairs');
  return (error) => {
    if (isStaleWriteError(error)) return tRepairs('conflict.message');
    const refusal = refusalOf(error);
    return refusal ? t(`refusals.${refusal}`) : t(`errors.${writeFailureOf(error)}`);
  };
}
