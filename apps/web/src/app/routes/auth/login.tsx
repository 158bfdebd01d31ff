import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AUTH_QUERY, RESET_PASSWORD_MODE, paths } from '@/config/paths';
import { LazyResetPasswordForm } from '@/features/auth';

/**
 * `/auth/login` inside the app. Decision 070: the sign-in page is the server's (rendered with its own small script),
 * so reaching it here (signing out, the guard sending a signed-out user with `?redirect=`) loads it whole; only the
 * new-password form of a reset link (`?mode=resetPassword&oobCode=…`) is drawn here.
 */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const resetCode = searchParams.get(AUTH_QUERY.mode) === RESET_PASSWORD_MODE ? searchParams.get(AUTH_QUERY.oobCode) : null;
  useEffect(() => {
    if (!resetCode) window.location.replace(`${pathname}${search}`);
  }, [resetCode, pathname, search]);

  if (!resetCode) return <FullPageLoader />;
  return (
    <AuthLayout>
      <LazyResetPasswordForm code={resetCode} onDone={() => void navigate(paths.auth.login.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
