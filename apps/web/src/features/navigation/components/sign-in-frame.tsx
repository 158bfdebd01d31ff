// The sign-in page without the router (decision 068's addendum): a first visit to it draws the form with what the
// navigation guard would decide for it, and hands the page to the router (which the app loads then) as soon as
// the user goes anywhere else, or the session says the user is signed in. React Router is a quarter of the sign-in
// page's JavaScript, and none of it is needed to sign in.
import { decideNavigation, normalisePath, ROUTES } from '@rueda/domain';
import { useCallback, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { isOnboardingJustCompleted, useSession } from '@/features/auth';
import { RouteNavigatorContext, useRouteNavigator, type RouteLinkProps, type RouteNavigator } from '@/lib/route-navigator';
import { useAuthWaitExpired } from '../hooks/use-auth-wait-expired';

/** Whether `pathname` is the sign-in page's, the one page drawn without the router. */
export function isSignInAddress(pathname: string): boolean {
  return normalisePath(pathname) === ROUTES.login;
}

interface Address {
  pathname: string;
  search: string;
}

function currentAddress(): Address {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** A plain link that the frame follows itself; a click the browser should handle (a new tab, say) is left to it. */
function FrameLink({ to, onClick, target, ...props }: RouteLinkProps) {
  const { navigate } = useRouteNavigator();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isPlainClick = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !isPlainClick || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} {...props} onClick={follow} />;
}

export interface SignInFrameProps {
  /** The sign-in page's screen. */
  children: ReactNode;
  /** Called once the page must go to the router: another address, or a decision other than drawing the form. */
  onLeave: () => void;
}

/**
 * Draws `children` while the navigation guard's rules (docs/product.md §2, the domain's `decideNavigation`) allow the
 * sign-in page, the loader while the session is unknown, and calls `onLeave` otherwise: the router's guard then
 * decides again (a signed-in user is sent on to the redirect or /repairs) with the same session in the query cache.
 */
export function SignInFrame({ children, onLeave }: SignInFrameProps) {
  const session = useSession();
  const authWaitExpired = useAuthWaitExpired(session.status === 'loading');
  const [address, setAddress] = useState(currentAddress);

  useEffect(() => {
    const onPopState = () => setAddress(currentAddress());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setAddress(currentAddress());
  }, []);
  const navigator = useMemo<RouteNavigator>(
    () => ({ searchParams: new URLSearchParams(address.search), navigate, Link: FrameLink }),
    [address.search, navigate],
  );

  const decision = isSignInAddress(address.pathname)
    ? decideNavigation({
        url: `${address.pathname}${address.search}`,
        auth: session.status === 'loading' ? 'initialising' : session.status,
        authWaitExpired,
        claims: session.status === 'signed-in' ? session.claims : null,
        account: null,
        onboardingJustCompleted: isOnboardingJustCompleted(),
      })
    : null;
  const staysHere = decision?.kind === 'allow' || decision?.kind === 'wait';
  useEffect(() => {
    if (!staysHere) onLeave();
  }, [staysHere, onLeave]);

  if (decision?.kind !== 'allow') return <FullPageLoader />;
  return <RouteNavigatorContext value={navigator}>{children}</RouteNavigatorContext>;
}
