// The navigation guard of docs/product.md §2. The rules live in the domain (`decideNavigation`); this
// component gathers what they need on every location change and does what they answer.
import { decideNavigation, routeKind, type AuthState, type NavigationDecision } from '@rueda/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useAccount } from '@/features/account';
import {
  clearOnboardingJustCompleted,
  currentIdToken,
  getIdToken,
  isOnboardingJustCompleted,
  useSession,
  type Session,
} from '@/features/auth';
import { useAuthWaitExpired } from '../hooks/use-auth-wait-expired';
import { useSessionMonitor } from '../hooks/use-session-monitor';
import { AccountUnavailable } from './account-unavailable';

function authStateOf(session: Session): AuthState {
  if (session.status === 'loading') return 'initialising';
  return session.status;
}

/** Wraps every route that is not a legal page or the 404: renders it, waits, or sends the user on. */
export function NavigationGuard() {
  const location = useLocation();
  const session = useSession();
  // The session monitor (docs/product.md §4) lives here rather than in a page's layout: the guard stays
  // mounted while it swaps pages, so a redirect cannot cut a check short.
  useSessionMonitor();
  const authWaitExpired = useAuthWaitExpired(session.status === 'loading');
  const account = useAccount();
  const url = `${location.pathname}${location.search}`;
  // The refresh the decision may ask for happens once per token: the token it brought is remembered,
  // and while it is the current one the decision is told so (`tokenRefreshed`), on any page.
  const [refreshedToken, setRefreshedToken] = useState<string | null>(null);
  const isRefreshing = useRef(false);
  const token = currentIdToken();

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
        tokenRefreshed: token !== null && refreshedToken === token,
      });

  const clearsFlag =
    decision !== null && decision.kind !== 'wait' && decision.kind !== 'refresh-token' && decision.clearOnboardingFlag === true;
  useEffect(() => {
    if (clearsFlag) clearOnboardingJustCompleted();
  }, [clearsFlag, url]);

  const isAllowed = decision?.kind === 'allow';
  const lastAllowedUrl = useRef<string | null>(null);
  useEffect(() => {
    if (isAllowed) lastAllowedUrl.current = url;
  }, [isAllowed, url]);

  const mustRefreshToken = decision?.kind === 'refresh-token';
  useEffect(() => {
    if (!mustRefreshToken || isRefreshing.current) return;
    isRefreshing.current = true;
    // New claims re-render through the session; the decision is then taken again, without asking twice.
    getIdToken(true)
      .catch((error: unknown) => console.warn('The ID token could not be refreshed for the navigation guard', error))
      .finally(() => {
        isRefreshing.current = false;
        setRefreshedToken(currentIdToken());
      });
  }, [mustRefreshToken]);

  if (isAccountMissing) {
    if (account.isError) return <AccountUnavailable onRetry={() => void account.refetch()} isRetrying={account.isFetching} />;
    return <FullPageLoader />;
  }
  switch (decision?.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      // A signed-in user's token being renewed is no start-up: the page stays while the session is
      // re-read (and the session monitor in it can still report a session that ended).
      return session.status === 'loading' && session.user && lastAllowedUrl.current === url ? <Outlet /> : <FullPageLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    default:
      return <FullPageLoader />;
  }
}
