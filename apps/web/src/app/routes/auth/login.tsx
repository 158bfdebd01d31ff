import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AUTH_QUERY, RESET_PASSWORD_MODE, paths } from '@/config/paths';
import { ForgotPassword, LazyResetPasswordForm, LoginForm, useSession } from '@/features/auth';

type View = { name: 'sign-in' } | { name: 'forgot-password'; email: string };

/**
 * `/auth/login` inside the app. Decision 070: the sign-in page is the server's (rendered with its own small script),
 * so a signed-out user who reaches it here (signing out, the guard sending them with `?redirect=`) gets it with a
 * page load. The new-password form of a reset link (`?mode=resetPassword&oobCode=…`) is drawn here; so is the sign-in
 * form while the session is unknown because the server is away (docs/product.md §24.7: after the guard's wait, the
 * sign-in page under the connection banner, until the server answers and the guard takes the user back).
 */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [view, setView] = useState<View>({ name: 'sign-in' });
  const resetCode = searchParams.get(AUTH_QUERY.mode) === RESET_PASSWORD_MODE ? searchParams.get(AUTH_QUERY.oobCode) : null;
  const isServersPage = !resetCode && session.status === 'signed-out';
  useEffect(() => {
    if (isServersPage) window.location.replace(`${pathname}${search}`);
  }, [isServersPage, pathname, search]);

  if (isServersPage) return <FullPageLoader />;
  if (resetCode) {
    return (
      <AuthLayout>
        <LazyResetPasswordForm code={resetCode} onDone={() => void navigate(paths.auth.login.getHref(), { replace: true })} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <Stack gap="lg">
        {view.name === 'forgot-password' ? (
          <ForgotPassword initialEmail={view.email} onBack={() => setView({ name: 'sign-in' })} />
        ) : (
          <LoginForm onForgotPassword={(email) => setView({ name: 'forgot-password', email })} />
        )}
      </Stack>
    </AuthLayout>
  );
}
