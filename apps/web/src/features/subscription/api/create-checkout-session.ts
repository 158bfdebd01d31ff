import { useMutation } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { call } from '@/lib/call';

/** docs/product.md §5: checkout needs a signed-in user; the message the user then sees. */
export class NotAuthenticatedError extends Error {
  constructor() {
    super('User not authenticated');
    this.name = 'NotAuthenticatedError';
  }
}

/** Leaves Rueda for the provider's checkout page (a full navigation: the page is another site's). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/** docs/product.md §7 callablesCreateCheckoutSession {planId} → {sessionId, url}; then the checkout page. */
export function useCreateCheckoutSession() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  return useMutation({
    mutationFn: async (planId: string) => {
      if (!userId) throw new NotAuthenticatedError();
      return call('callablesCreateCheckoutSession', { planId });
    },
    onSuccess: ({ url }) => goToCheckout(url),
  });
}
