import { FunctionError } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/features/account';
import { getIdToken, useSession } from '@/features/auth';
import { call } from '@/lib/call';
import { subscriptionKeys } from './query-keys';

/** A replay of a confirmation (decision 014): the session was confirmed already, which is what we wanted. */
export function isAlreadyConfirmed(error: unknown): boolean {
  return (
    error instanceof FunctionError &&
    error.code === 'aborted' &&
    (error.details as { reason?: unknown } | undefined)?.reason === 'already-confirmed'
  );
}

/**
 * docs/product.md §7 callablesConfirmCheckoutSession {sessionId} → {success}, then a new ID token: the
 * claims (active) come with it, and the navigation guard lets the workshop in.
 */
export async function confirmCheckoutSession(sessionId: string): Promise<void> {
  try {
    const { success } = await call('callablesConfirmCheckoutSession', { sessionId });
    if (!success) throw new FunctionError('internal', 'The checkout session was not completed.');
  } catch (error) {
    if (!isAlreadyConfirmed(error)) throw error;
  }
  await getIdToken(true);
}

export function useConfirmCheckoutSession() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === 'signed-out' ? '' : (session.user?.id ?? '');
  return useMutation({
    mutationFn: confirmCheckoutSession,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountQueryKey(userId) }),
      ]);
    },
  });
}
