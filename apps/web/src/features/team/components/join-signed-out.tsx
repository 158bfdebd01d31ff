// The invitation page for someone signed out: what the invitation is (workshop, role, who invites), then
// creating an account (most people invited have none yet) with the invited address, which joins the workshop
// in the same step (docs/decisions/059, addendum), or signing in, in place, so the link's token stays in the
// address. Once signed in, the page offers to join.
import type { TTeamInvitationPreview } from '@rueda/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForgotPassword, LoginForm, RegisterForm } from '@/features/auth';
import { markJoiningAtSignUp } from '../join-at-sign-up';
import { InvitationSummary } from './invitation-summary';

type View = { name: 'register' } | { name: 'sign-in' } | { name: 'forgot-password'; email: string };

export interface JoinSignedOutProps {
  token: string;
  /** What the invitation is; undefined when it could not be read (the server unreachable). */
  preview: TTeamInvitationPreview | undefined;
}

export function JoinSignedOut({ token, preview }: JoinSignedOutProps) {
  const { t } = useTranslation('team');
  const [view, setView] = useState<View>({ name: 'register' });

  function form() {
    switch (view.name) {
      case 'register':
        return (
          <RegisterForm
            onSignIn={() => setView({ name: 'sign-in' })}
            invitation={preview ? { email: preview.email, token, onSubmitting: () => markJoiningAtSignUp(token) } : undefined}
          />
        );
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
      {preview ? (
        <InvitationSummary preview={preview}>
          <Text size="sm">{view.name === 'register' ? t('join.signUpOneStep') : t('join.invitedSignedOut')}</Text>
        </InvitationSummary>
      ) : (
        <Alert color="indigo" variant="light" role="note" title={t('join.invitedTitle')}>
          {t('join.invitedSignedOut')}
        </Alert>
      )}
      {form()}
    </Stack>
  );
}
