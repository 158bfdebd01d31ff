// The invitation page for a signed-in account: which account it is (with a way out if it is not theirs), and
// the button that joins the workshop. Each refusal says what happened and what to do next.
import type { TTeamInvitationPreview } from '@rueda/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SignOutButton } from '@/features/auth';
import { notifySuccess } from '@/lib/notify';
import { useAcceptInvitation } from '../api/accept-invitation';
import { invitedEmailOf, isFinalRefusal, joinRefusalOf } from '../team-failures';
import { InvitationSummary } from './invitation-summary';

export interface JoinAcceptProps {
  token: string;
  userId: string;
  email: string;
  /** What the invitation is (workshop, role, who invites), once read; a used or unknown one has none. */
  preview?: TTeamInvitationPreview;
}

export function JoinAccept({ token, userId, email, preview }: JoinAcceptProps) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const accept = useAcceptInvitation(userId);
  const refusal = accept.error ? joinRefusalOf(accept.error) : null;
  const invitedEmail = accept.error ? invitedEmailOf(accept.error) : undefined;

  function join() {
    accept.mutate(token, {
      onSuccess: (account) => {
        notifySuccess(account.workshop ? t('join.joinedNamed', { workshop: account.workshop.name }) : t('join.joined'));
        void navigate(paths.app.repairs.getHref(), { replace: true });
      },
    });
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('join.title')}
      </Title>
      {preview ? <InvitationSummary preview={preview} /> : <Text>{t('join.invitedSignedIn')}</Text>}
      <Stack gap={4}>
        <Text size="sm">
          {t('join.signedInAs')}{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
        </Text>
        <Group gap="xs">
          <Text size="sm">{t('join.notYou')}</Text>
          <SignOutButton size="compact-sm" variant="subtle" />
        </Group>
      </Stack>
      {refusal ? (
        <Alert color={refusal === 'alreadyMember' ? 'blue' : 'red'} role="alert" title={t(`join.refusals.${refusal}.title`)}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {refusal === 'otherEmail' && invitedEmail
                ? t('join.refusals.otherEmail.messageNamed', { email: invitedEmail })
                : t(`join.refusals.${refusal}.message`)}
            </Text>
            {refusal === 'alreadyMember' ? (
              <Button component={Link} to={paths.app.repairs.getHref()} variant="light">
                {t('join.toBoard')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {refusal && isFinalRefusal(refusal) ? null : (
        <Button fullWidth onClick={join} loading={accept.isPending}>
          {t('join.submit')}
        </Button>
      )}
    </Stack>
  );
}
