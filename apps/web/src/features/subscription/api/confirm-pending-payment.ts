import type { TSubscriptionDetails } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getIdToken } from '@/features/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { confirmationOutcomeOf, loadCardConfirmer, type ConfirmationOutcome } from '../payment-confirmation';
import { subscriptionKeys } from './query-keys';

type PendingDetails = Pick<TSubscriptionDetails, 'provider' | 'publishableKey'> & {
  pendingPayment: NonNullable<TSubscriptionDetails['pendingPayment']>;
};

async function confirmPendingPayment(details: PendingDetails): Promise<ConfirmationOutcome> {
  const confirmer = await loadCardConfirmer(details.provider, details.publishableKey ?? '');
  return confirmationOutcomeOf(await confirmer.confirmCardPayment(details.pendingPayment.clientSecret));
}

/**
 * Completes an incomplete payment with the card's confirmation step. docs/product.md §8: a failure shows
 * the provider's message, or 'Payment failed with status: {status}'.
 */
export function useConfirmPendingPayment() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPendingPayment,
    onSuccess: async (outcome) => {
      if (outcome.kind === 'failed') return notifyError(outcome.message);
      if (outcome.kind === 'status') return notifyError(t('pending.failedWithStatus', { status: outcome.status }));
      notifySuccess(t('pending.succeeded'));
      // The subscription became active: new claims, new details.
      await getIdToken(true).catch((error: unknown) => console.warn('The ID token could not be refreshed after a payment', error));
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
    onError: (error) => {
      console.warn('The payment could not be confirmed', error);
      notifyError(t('pending.scriptFailed'));
    },
  });
}
