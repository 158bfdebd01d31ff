// The invitations not yet accepted: to whom, with which role, when sent and until when the link works (an
// expired one says so, and can be sent again); resend and revoke for whoever may manage them.
import type { TTeamInvitation } from '@rueda/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { teamFailureOf } from '../team-failures';
import { ConfirmDialog } from './confirm-dialog';
import { PlainList } from '@/components/plain-list';

export interface InvitationListProps {
  invitations: readonly TTeamInvitation[];
  canManage: boolean;
  canManageAdmins: boolean;
}

export function InvitationList({ invitations, canManage, canManageAdmins }: InvitationListProps) {
  const { t } = useTranslation(['team', 'translation']);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<TTeamInvitation | null>(null);

  function onResend(invitation: TTeamInvitation) {
    resend.mutate(invitation.id, {
      onSuccess: () => notifySuccess(t('invitations.resent', { email: invitation.email })),
      onError: (error) => notifyError(t(`errors.${teamFailureOf(error)}`)),
    });
  }

  function closeRevoke() {
    revoke.reset();
    setRevoking(null);
  }

  function confirmRevoke() {
    if (!revoking) return;
    const { id, email } = revoking;
    revoke.mutate(id, {
      onSuccess: () => {
        notifySuccess(t('invitations.revoked', { email }));
        closeRevoke();
      },
    });
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('invitations.title')}
      </Title>
      {invitations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invitations.empty')}
        </Text>
      ) : (
        <PlainList gap="sm" aria-label={t('invitations.title')}>
          {invitations.map((invitation) => {
            const isExpired = invitation.state === 'expired';
            const mayManage = canManage && (canManageAdmins || invitation.role !== 'admin');
            return (
              <Paper
                key={invitation.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                aria-label={invitation.email}
                data-testid="team-invitation"
              >
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {invitation.email}
                    </Text>
                    <Group gap={6}>
                      <Badge variant="outline">{t(`translation:roles.${invitation.role}`)}</Badge>
                      <Badge variant="light" color={isExpired ? 'orange' : 'blue'}>
                        {isExpired ? t('invitations.state.expired') : t('invitations.state.pending')}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('invitations.sentOn', { date: formatDate(invitation.sentAt) })}
                      {' · '}
                      {isExpired
                        ? t('invitations.expiredOn', { date: formatDate(invitation.expiresAt) })
                        : t('invitations.expiresOn', { date: formatDate(invitation.expiresAt) })}
                    </Text>
                  </Stack>
                  {mayManage ? (
                    <Group gap="xs">
                      <Button
                        variant="default"
                        aria-label={t('invitations.resendTo', { email: invitation.email })}
                        loading={resend.isPending && resend.variables === invitation.id}
                        onClick={() => onResend(invitation)}
                      >
                        {t('invitations.resend')}
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        aria-label={t('invitations.revokeTo', { email: invitation.email })}
                        onClick={() => setRevoking(invitation)}
                      >
                        {t('invitations.revoke')}
                      </Button>
                    </Group>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </PlainList>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('invitations.revokeTitle')}
        message={t('invitations.revokeMessage', { email: revoking?.email ?? '' })}
        confirmLabel={t('invitations.revoke')}
        onConfirm={confirmRevoke}
        onClose={closeRevoke}
        isPending={revoke.isPending}
        error={revoke.error ? t(`errors.${teamFailureOf(revoke.error)}`) : null}
      />
    </Stack>
  );
}
