import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AUTH_QUERY, RESET_PASSWORD_MODE, paths } from '@/config/paths';
import { DevMailboxLink, LazyForgotPassword, LazyResetPasswordForm, LoginForm, prefetchForgotPassword } from '@/features/auth';
import { whenIdle } from '@/lib/idle';
import { useRouteNavigator } from '@/lib/route-navigator';

type View = { name: 'sign-in' } | { name: 'forgot-password'; email: string };

/**
 * Decision 068: the sign-in form comes with the page; the other two forms load when drawn (lazy-auth-forms.tsx).
 * Drawn by the router or, on a first visit to the page, by the sign-in frame without it (decision 068's addendum).
 */
export function LoginRoute() {
  const { searchParams, navigate } = useRouteNavigator();
  const [view, setView] = useState<View>({ name: 'sign-in' });
  const resetCode = searchParams.get(AUTH_QUERY.mode) === RESET_PASSWORD_MODE ? searchParams.get(AUTH_QUERY.oobCode) : null;
  useEffect(() => whenIdle(prefetchForgotPassword), []);

  if (resetCode) {
    return (
      <AuthLayout>
        <LazyResetPasswordForm code={resetCode} onDone={() => navigate(paths.auth.login.getHref(), { replace: true })} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Stack gap="lg">
        {view.name === 'forgot-password' ? (
          <LazyForgotPassword initialEmail={view.email} onBack={() => setView({ name: 'sign-in' })} />
        ) : (
          <LoginForm onForgotPassword={(email) => setView({ name: 'forgot-password', email })} />
        )}
        <DevMailboxLink />
      </Stack>
    </AuthLayout>
  );
}
