import type { SessionNotice } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/account';
import {
  claimsOfIdToken,
  clearOnboardingJustCompleted,
  forgetSession,
  getIdToken,
  isOnboardingJustCompleted,
  leaveSignInNotice,
  signOut,
  useSession,
} from '@/features/auth';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { startSessionMonitor } from '../session-monitor';

/**
 * docs/product.md §4's session monitor, mounted by the navigation guard: runs while a user is signed in and
 * stops on sign-out or unmount.
 */
export function useSessionMonitor(): void {
  const session = useSession();
  // Kept while the token is renewed ('loading' with the user known): that is when a check may find the
  // session gone, and it must still be there to say so.
  const userId = session.status === 'signed-out' ? null : (session.user?.id ?? null);
  const account = useAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  // The timers outlive renders; they read what is current through this.
  const latest = useRef({
    pathname: location.pathname,
    isOnboardingCompleted: account.data?.onboardingCompleted ?? false,
    navigate,
    queryClient,
    t,
  });
  useEffect(() => {
    latest.current = {
      pathname: location.pathname,
      isOnboardingCompleted: account.data?.onboardingCompleted ?? false,
      navigate,
      queryClient,
      t,
    };
  });

  useEffect(() => {
    if (userId === null) return;
    const notices: Record<SessionNotice, (message: string) => void> = {
      subscription_required: notifyWarning,
      subscription_active: notifySuccess,
    };
    const monitor = startSessionMonitor({
      refreshToken: () => getIdToken(true),
      claimsOf: claimsOfIdToken,
      currentPath: () => latest.current.pathname,
      isOnboardingJustCompleted,
      clearOnboardingJustCompleted,
      isOnboardingCompleted: () => latest.current.isOnboardingCompleted,
      redirect: (to) => {
        if (latest.current.pathname !== to) void latest.current.navigate(to);
      },
      notify: (notice) => notices[notice](latest.current.t(`session.notices.${notice}`)),
      endSession: () => {
        const { queryClient: client, navigate: go } = latest.current;
        // Forgotten here first, so nothing shows the old user while the server is told.
        forgetSession(client);
        // The sign-in page is the server's (decision 070): it says so once it has loaded.
        leaveSignInNotice('session-expired');
        void go(paths.auth.login.getHref(), { replace: true });
        signOut().catch((error: unknown) => console.warn('The expired session could not be closed on the server', error));
      },
    });
    return () => monitor.stop();
  }, [userId]);
}
