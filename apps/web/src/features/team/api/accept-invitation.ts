import type { TAccount } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/features/account';
import { getIdToken } from '@/features/auth';
import { call } from '@/lib/call';

/**
 * The signed-in account joins the invitation's workshop. Its ID token claims no workshop until it is renewed,
 * and the navigation guard reads the account: both are brought up to date before the mutation settles, so the
 * board it goes on to opens for the new member.
 */
export function useAcceptInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<TAccount> => {
      const account = await call('teamInvitationAccept', { token });
      try {
        await getIdToken(true);
      } catch (error) {
        // The member has joined; the guard asks for a new token itself when the claims lag behind the account.
        console.warn('The ID token could not be renewed after joining a workshop', error);
      }
      return account;
    },
    onSuccess: async (account) => {
      // docs/product.md §32.1: an account already in another workshop now works in this one; nothing read in the
      // previous one may stay on screen (the session and the app's configuration are the same).
      if (account.memberships.length > 1) {
        const keep = new Set<unknown>(['session', 'public-config', accountQueryKey(userId)[0]]);
        queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
      }
      queryClient.setQueryData(accountQueryKey(userId), account);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey(userId) });
    },
  });
}
