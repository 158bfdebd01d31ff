import type { TSubscriptionDetails } from '@rueda/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useSubscriptionDetails } from '../api/get-subscription-details';
import { INACTIVE_DETAILS } from '../subscription-details-fallback';

export interface DetailsOrInactive {
  /** The details, or INACTIVE_DETAILS once the fetch failed; undefined while the first fetch runs. */
  details: TSubscriptionDetails | undefined;
  isFallback: boolean;
}

/**
 * The subscription's details with docs/product.md §8's fallback: a failed fetch shows the toast
 * 'Error al cargar los datos de suscripción' and counts the subscription as inactive.
 */
export function useSubscriptionDetailsOrInactive({ enabled = true }: { enabled?: boolean } = {}): DetailsOrInactive {
  const { t } = useTranslation('billing');
  const query = useSubscriptionDetails({ enabled });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt === 0) return;
    console.warn('The subscription details could not be fetched; counting the subscription as inactive');
    notifyError(t('details.loadFailed'));
  }, [failedAt, t]);
  if (query.data) return { details: query.data, isFallback: false };
  if (query.isError) return { details: INACTIVE_DETAILS, isFallback: true };
  return { details: undefined, isFallback: false };
}
