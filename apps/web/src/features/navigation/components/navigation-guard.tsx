// The navigation guard of SPEC.md §2. The rules live in the domain (`decideNavigation`); this
// component gathers what they need on every location change and does what they answer.
import { decideNavigation, routeKind, type AuthState, type NavigationDecision } from '@rueda/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useAccount } from '@/features/account';
import { clearOnboardingJustCompleted, getIdToken, isOnboardingJustCompleted, useSession, type Session } from '@/features/auth';
import { useAuthWaitExpired } from '../hooks/use-auth-wait-expired';
import { AccountUnavailable } from './account-unavailable';

function authStateOf(session: Session): AuthState {
  if (session.status === 'loading') return 'initialising';
  return session.status;
}

/** Wraps every route that is not a legal page or the 404: renders it, waits, or sends the user on. */
export function NavigationGuard() {
  const location = useLocation();
  const session = useSession();
  const authWaitExpired = useAuthWaitExpired(session.status === 'loading');
  const account = useAccount();
  const url = `${location.pathname}${location.search}`;
  // The token refresh the decision may ask for happens once per navigation (`tokenRefreshed`).
  const [refreshedUrl, setRefreshedUrl] = useState<string | null>(null);
  const refreshingUrl = useRef<string | null>(null);

  // The account decides onboarding and access on app pages; the auth pages never need it.
  const kind = routeKind(location.pathname);
  const needsAccount = session.status === 'signed-in' && (kind === 'app' || kind === 'onboarding');
  const isAccountMissing = needsAccount && account.data === undefined;

  const decision: NavigationDecision | null = isAccountMissing
    ? null
    : decideNavigation({
        url,
        auth: authStateOf(session),
        authWaitExpired,
        claims: session.status === 'signed-in' ? session.claims : null,
        account: account.data ?? null,
        onboardingJustCompleted: isOnboardingJustCompleted(),
        tokenRefreshed: refreshedUrl === url,
      });

  const clearsFlag = decision !== null && decision.kind !== 'wait' && decision.kind !== 'refresh-token' && decision.clearOnboardingFlag === true;
  useEffect(() => {
    if (clearsFlag) clearOnboardingJustCompleted();
  }, [clearsFlag, url]);

  const mustRefreshToken = decision?.kind === 'refresh-token';
  useEffect(() => {
    if (!mustRefreshToken || refreshingUrl.current === url) return;
    refreshingUrl.current = url;
    // New claims re-render through the session; the decision is then taken again, without asking twice.
    getIdToken(true)
      .catch((error: unknown) => console.warn('The ID token could not be refreshed for the navigation guard', error))
      .finally(() => setRefreshedUrl(url));
  }, [mustRefreshToken, url]);

  if (isAccountMissing) {
    if (account.isError) return <AccountUnavailable onRetry={() => void account.refetch()} isRetrying={account.isFetching} />;
    return <FullPageLoader />;
  }
  switch (decision?.kind) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    default:
      return <FullPageLoader />;
  }
}
