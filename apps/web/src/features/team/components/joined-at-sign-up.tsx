// The invitation page once the account made on it is signed in: it joined the workshop as it was made
// (docs/decisions/059, addendum), so the page says so and opens the repairs board. Should the server have
// refused the invitation meanwhile (expired, revoked), the page offers to join as usual, and says why not.
import { Navigate } from 'react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Center, Loader } from '@mantine/core';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/account';
import { notifySuccess } from '@/lib/notify';
import { clearJoiningAtSignUp } from '../join-at-sign-up';
import { JoinAccept } from './join-accept';

export interface JoinedAtSignUpProps {
  token: string;
  userId: string;
  email: string;
}

export function JoinedAtSignUp({ token, userId, email }: JoinedAtSignUpProps) {
  const { t } = useTranslation('team');
  const account = useAccount();
  const workshop = account.data?.workshop ?? null;
  const isSettled = account.data !== undefined || account.isError;

  useEffect(() => {
    if (!workshop) return;
    clearJoiningAtSignUp();
    notifySuccess(t('join.joinedNamed', { workshop: workshop.name }));
  }, [workshop, t]);

  if (!isSettled) {
    return (
      <Center py="xl" role="status" aria-label={t('join.loading')}>
        <Loader />
      </Center>
    );
  }
  if (workshop) return <Navigate to={paths.app.repairs.getHref()} replace />;
  return <JoinAccept token={token} userId={userId} email={email} />;
}
