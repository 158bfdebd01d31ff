import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { AUTH_QUERY, RESET_PASSWORD_MODE, paths } from '@/config/paths';
import { DevMailboxLink, ForgotPassword, LoginForm, ResetPasswordForm } from '@/features/auth';

type View = { name: 'sign-in' } | { name: 'forgot-password'; email: string };

export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ name: 'sign-in' });
  const resetCode = searchParams.get(AUTH_QUERY.mode) === RESET_PASSWORD_MODE ? searchParams.get(AUTH_QUERY.oobCode) : null;

  if (resetCode) {
    return (
      <AuthLayout>
        <ResetPasswordForm code={resetCode} onDone={() => navigate(paths.auth.login.getHref(), { replace: true })} />
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
        <DevMailboxLink />
      </Stack>
    </AuthLayout>
  );
}
