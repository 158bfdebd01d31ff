// The invitation page for someone signed out: what the invitation is, then creating an account (most people
// invited have none yet) or signing in, in place, so the link's token stays in the address. Once signed in,
// the page offers to join.
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForgotPassword, LoginForm, RegisterForm } from '@/features/auth';

type View = { name: 'register' } | { name: 'sign-in' } | { name: 'forgot-password'; email: string };

export function JoinSignedOut() {
  const { t } = useTranslation('team');
  const [view, setView] = useState<View>({ name: 'register' });

  function form() {
    switch (view.name) {
      case 'register':
        return <RegisterForm onSignIn={() => setView({ name: 'sign-in' })} />;
      case 'sign-in':
        return (
          <LoginForm
            onRegister={() => setView({ name: 'register' })}
            onForgotPassword={(email) => setView({ name: 'forgot-password', email })}
          />
        );
      case 'forgot-password':
        return <ForgotPassword initialEmail={view.email} onBack={() => setView({ name: 'sign-in' })} />;
    }
  }

  return (
    <Stack gap="lg">
      <Alert color="indigo" variant="light" role="note" title={t('join.invitedTitle')}>
        {t('join.invitedSignedOut')}
      </Alert>
      {form()}
    </Stack>
  );
}
