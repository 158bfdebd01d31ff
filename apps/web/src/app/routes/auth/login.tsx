import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AUTH_QUERY, RESET_PASSWORD_MODE, paths } from '@/config/paths';
import { DevMailboxLink, LazyForgotPassword, LazyResetPasswordForm, LoginForm, prefetchForgotPassword } from '@/features/auth';
import { whenIdle } from '@/lib/idle';

type View = { name: 'sign-in' } | { name: 'forgot-password'; email: string };

/** Decision 068: the sign-in form comes with the page; the other two forms load when drawn (lazy-auth-forms.tsx). */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
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
