// The team's members, the signed-in user's own row marked, with the confirmations of the changes that take
// someone's access away: deactivating (they may not sign in; their row and history stay) and removing.
import type { TMechanic, TTeamMember } from '@rueda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';
import { teamFailureOf } from '../team-failures';
import { ConfirmDialog } from './confirm-dialog';
import { MemberRow, memberNameOf } from './member-row';
import { PlainList } from '@/components/plain-list';

type Pending = { kind: 'deactivate' | 'remove'; member: TTeamMember } | null;

export interface MemberListProps {
  members: readonly TTeamMember[];
  /** The signed-in user's id. */
  selfId: string | undefined;
  mechanics: readonly TMechanic[] | undefined;
  canManage: boolean;
  /** docs/roles.md: only an admin makes someone an admin or changes an admin. */
  canManageAdmins: boolean;
}

export function MemberList({ members, selfId, mechanics, canManage, canManageAdmins }: MemberListProps) {
  const { t } = useTranslation('team');
  const [pending, setPending] = useState<Pending>(null);
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const mutation = pending?.kind === 'remove' ? remove : update;
  const name = pending ? memberNameOf(pending.member) : '';

  function close() {
    update.reset();
    remove.reset();
    setPending(null);
  }

  function confirm() {
    if (!pending) return;
    const { userId } = pending.member;
    if (pending.kind === 'remove') {
      remove.mutate(userId, {
        onSuccess: () => {
          notifySuccess(t('members.toasts.removed', { name }));
          close();
        },
      });
    } else {
      update.mutate(
        { userId, active: false },
        {
          onSuccess: () => {
            notifySuccess(t('members.toasts.deactivated', { name }));
            close();
          },
        },
      );
    }
  }

  return (
    <>
      <PlainList gap="sm" aria-label={t('members.title')}>
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            isSelf={member.userId === selfId}
            mechanics={mechanics}
            isEditable={canManage && (canManageAdmins || member.role !== 'admin')}
            canAssignAdmin={canManageAdmins}
            onDeactivate={(chosen) => setPending({ kind: 'deactivate', member: chosen })}
            onRemove={(chosen) => setPending({ kind: 'remove', member: chosen })}
          />
        ))}
      </PlainList>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'remove' ? t('members.removeTitle', { name }) : t('members.deactivateTitle', { name })}
        message={pending?.kind === 'remove' ? t('members.removeMessage', { name }) : t('members.deactivateMessage', { name })}
        confirmLabel={pending?.kind === 'remove' ? t('members.removeConfirm') : t('members.deactivate')}
        onConfirm={confirm}
        onClose={close}
        isPending={mutation.isPending}
        error={mutation.error ? t(`errors.${teamFailureOf(mutation.error)}`) : null}
      />
    </>
  );
}
