// docs/product.md §17.2: the page an invitation's link opens (/join#<token>). The token stays in the fragment, which
// browsers never send to a server nor in a Referer; it is sent only to read the invitation (what it is:
// docs/decisions/059, addendum) and to accept it.
import { FunctionError, ZTeamInvitationAcceptInputSchema } from '@rueda/domain';
import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { useInvitationPreview } from '../api/invitation-preview';
import { isJoiningAtSignUp } from '../join-at-sign-up';
import { JoinAccept } from './join-accept';
import { JoinedAtSignUp } from './joined-at-sign-up';
import { JoinSignedOut } from './join-signed-out';

/** The token of an invitation's link, or null when the address holds none that could be one. */
export function invitationTokenOf(hash: string): string | null {
  const parsed = ZTeamInvitationAcceptInputSchema.safeParse({ token: hash.replace(/^#/, '') });
  return parsed.success ? parsed.data.token : null;
}

function InvalidLink({ texts = 'invalid' }: { texts?: 'invalid' | 'gone' }) {
  const { t } = useTranslation('team');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t(`join.${texts}.title`)}
      </Title>
      <Text>{t(`join.${texts}.message`)}</Text>
      <Anchor component={Link} to={paths.auth.login.getHref()}>
        {t('join.toSignIn')}
      </Anchor>
    </Stack>
  );
}

function Loading() {
  const { t } = useTranslation('team');
  return (
    <Center py="xl" role="status" aria-label={t('join.loading')}>
      <Loader />
    </Center>
  );
}

export function JoinInvitation() {
  const { hash } = useLocation();
  const session = useSession();
  const token = invitationTokenOf(hash);
  const preview = useInvitationPreview(token);

  if (token === null) return <InvalidLink />;
  // A token no pending invitation has: unknown, used, revoked or expired alike (the server says no more).
  const isGone = preview.error instanceof FunctionError && preview.error.code === 'not-found';
  if (session.status === 'signed-out') {
    if (preview.isPending) return <Loading />;
    if (isGone) return <InvalidLink texts="gone" />;
    return <JoinSignedOut token={token} preview={preview.data} />;
  }
  // A user whose token is being renewed (as joining does) stays on the page; only a first start waits.
  const user = session.user;
  if (!user) return <Loading />;
  // Signed up from this page: the account joined as it was made; the page goes on to the workshop.
  if (isJoiningAtSignUp(token)) return <JoinedAtSignUp token={token} userId={user.id} email={user.email} />;
  return <JoinAccept token={token} userId={user.id} email={user.email} preview={preview.data} />;
}
