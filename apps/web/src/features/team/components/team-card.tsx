// The profile's team section (docs/product.md §17.1–§17.3): the members and the pending invitations, for everyone
// in the workshop to see; inviting and changing them for whoever may manage the team (docs/roles.md).
import { Button, Card, Divider, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useAccount } from '@/features/account';
import { usePermission } from '@/features/auth';
import { useMechanics } from '@/lib/mechanics';
import { useTeam } from '../api/get-team';
import { InvitationList } from './invitation-list';
import { InviteDialog } from './invite-dialog';
import { MemberList } from './member-list';

export function TeamCard() {
  const { t } = useTranslation('team');
  const canManage = usePermission('team.manage');
  const canManageAdmins = usePermission('team.admins');
  const account = useAccount();
  const team = useTeam();
  const mechanics = useMechanics();
  const [isInviting, inviting] = useDisclosure(false);

  function body() {
    if (team.isPending) {
      return (
        <Stack gap="sm" role="status" aria-label={t('members.loading')}>
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      );
    }
    if (team.isError) {
      return (
        <LoadError
          title={t('members.loadFailed')}
          description={t('members.loadFailedDescription')}
          retryLabel={t('actions.retry')}
          onRetry={() => void team.refetch()}
        />
      );
    }
    return (
      <Stack gap="lg">
        <MemberList
          members={team.data.members}
          selfId={account.data?.userId}
          mechanics={mechanics.data}
          canManage={canManage}
          canManageAdmins={canManageAdmins}
        />
        <Divider />
        <InvitationList invitations={team.data.invitations} canManage={canManage} canManageAdmins={canManageAdmins} />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {t('members.title')}
          </Title>
          {canManage ? <Button onClick={inviting.open}>{t('invite.open')}</Button> : null}
        </Group>
        {body()}
      </Stack>
      {canManage ? <InviteDialog opened={isInviting} onClose={inviting.close} canInviteAdmins={canManageAdmins} /> : null}
    </Card>
  );
}
