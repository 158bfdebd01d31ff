import { FunctionError } from '@rueda/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { NotAuthenticatedError, useCreateCheckoutSession } from '../api/create-checkout-session';

/** Starts the checkout of a plan and leaves for the provider's page (admins only, docs/roles.md). */
export function SubscribeButton({ planId }: { planId: string }) {
  const { t } = useTranslation('billing');
  const checkout = useCreateCheckoutSession();
  const onClick = () =>
    checkout.mutate(planId, {
      onError: (error) => {
        console.warn('The checkout could not be started', error);
        // docs/product.md §5: checkout needs a signed-in user.
        const isUnauthenticated =
          error instanceof NotAuthenticatedError || (error instanceof FunctionError && error.code === 'unauthenticated');
        notifyError(t(isUnauthenticated ? 'checkout.notAuthenticated' : 'checkout.failed'));
      },
    });
  return (
    <Button fullWidth loading={checkout.isPending || checkout.isSuccess} onClick={onClick}>
      {t('checkout.subscribe')}
    </Button>
  );
}
