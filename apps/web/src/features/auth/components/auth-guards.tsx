// The minimal navigation guard of SPEC.md §2 for the screens that exist so far; the full guard
// (onboarding, subscription) replaces it later.
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { AUTH_QUERY, RESET_PASSWORD_MODE, paths } from '@/config/paths';
import { afterSignInTarget } from '../redirect';
import { useSession } from '../session';

/** Signed-out users go to the login page, which brings them back here after signing in. */
export function RequireSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.auth.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

/** Signed-in users have nothing to do on the auth pages, except setting a new password from a mailed link. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'signed-in' && searchParams.get(AUTH_QUERY.mode) !== RESET_PASSWORD_MODE) {
    return <Navigate to={afterSignInTarget(searchParams.get(AUTH_QUERY.redirect))} replace />;
  }
  return <Outlet />;
}
