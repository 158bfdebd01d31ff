import type { TAccount, TOnboardingInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { accountQueryKey } from '@/features/account';
import { getIdToken, markOnboardingJustCompleted } from '@/features/auth';
import { call } from '@/lib/call';
import { clearOnboardingDraft } from '../draft';

/** docs/product.md §2: creates the workshop, its mechanics and the free trial, with the caller as its admin. */
export function completeOnboarding(input: TOnboardingInput): Promise<TAccount> {
  return call('onboardingComplete', input);
}

async function completeOnboardingAndRefreshClaims(input: TOnboardingInput): Promise<TAccount> {
  const account = await completeOnboarding(input);
  try {
    // The new claims (role admin, trial true) come with a new ID token.
    await getIdToken(true);
  } catch (error) {
    // The workshop exists; the navigation guard refreshes the token itself when it sees it missing.
    console.warn('The ID token could not be refreshed after onboarding', error);
  }
  return account;
}

/** Completes onboarding once, then lands on /repairs with the onboarding-just-completed flag (docs/product.md §2). */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: completeOnboardingAndRefreshClaims,
    onSuccess: (account) => {
      clearOnboardingDraft(account.userId);
      markOnboardingJustCompleted();
      void navigate(paths.app.repairs.getHref(), { replace: true });
      queryClient.setQueryData(accountQueryKey(account.userId), account);
      void queryClient.invalidateQueries({ queryKey: accountQueryKey(account.userId) });
    },
  });
}
