import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The signed-in account's pending invitation to its own address, or null (docs/decisions/059, addendum). */
export function usePendingInvitation(userId: string | null) {
  return useQuery({
    queryKey: ['onboarding', 'pending-invitation', userId] as const,
    queryFn: ({ signal }) => call('teamInvitationPending', undefined, { signal }),
    enabled: userId !== null,
  });
}
