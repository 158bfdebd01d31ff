// Issue 16 point 1: the page an invitation's link opens (/join#<token>). The token stays in the fragment, which
// browsers never send to a server nor in a Referer; it is sent only to accept the invitation.
import { ZTeamInvitationAcceptInputSchema } from '@rueda/domain';
import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { JoinAccept } from './join-accept';
import { JoinSignedOut } from './join-signed-out';

/** The token of an invitation's link, or null when the address holds none that could be one. */
export function invitationTokenOf(hash: string): string | null {
  const parsed = ZTeamInvitationAcceptInputSchema.safeParse({ token: hash.replace(/^#/, '') });
  return parsed.success ? parsed.data.token : null;
}

function InvalidLink() {
  const { t } = useTranslation('team');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('join.invalid.title')}
      </Title>
      <Text>{t('join.invalid.message')}</Text>
      <Anchor component={Link} to={paths.auth.login.getHref()}>
        {t('join.toSignIn')}
      </Anchor>
    </Stack>
  );
}

export function JoinInvitation() {
  const { t } = useTranslation('team');
  const { hash } = useLocation();
  const session = useSession();
  const token = invitationTokenOf(hash);

  if (token === null) return <InvalidLink />;
  if (session.status === 'signed-out') return <JoinSignedOut />;
  // A user whose token is being renewed (as joining does) stays on the page; only a first start waits.
  const user = session.user;
  if (!user) {
    return (
      <Center py="xl" role="status" aria-label={t('join.loading')}>
        <Loader />
      </Center>
    );
  }
  return <JoinAccept token={token} userId={user.id} email={user.email} />;
}
