// One member of the team: who they are, their role, whether they may sign in and the mechanic they work as;
// for whoever may manage them, the controls to change each (docs/roles.md).
import { WORKSHOP_ROLES, type TMechanic, type TTeamMember, type WorkshopRole } from '@rueda/domain';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@/lib/call';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateMember, type UpdateMemberInput } from '../api/update-member';
import { teamFailureOf } from '../team-failures';

/** The mechanic select's value for "works as no mechanic" (a Select option cannot be null). */
const NO_MECHANIC = 'none';

function isWorkshopRole(value: string | null): value is WorkshopRole {
  return (WORKSHOP_ROLES as readonly (string | null)[]).includes(value);
}

export const memberNameOf = (member: TTeamMember) => member.name || member.email;

export interface MemberRowProps {
  member: TTeamMember;
  /** The signed-in user's own row. */
  isSelf: boolean;
  /** The workshop's mechanics, once loaded. */
  mechanics: readonly TMechanic[] | undefined;
  /** Whether the signed-in user may change this member at all (an admin's row only an admin may). */
  isEditable: boolean;
  /** Whether 'admin' may be chosen as a role. */
  canAssignAdmin: boolean;
  onDeactivate: (member: TTeamMember) => void;
  onRemove: (member: TTeamMember) => void;
}

export function MemberRow({ member, isSelf, mechanics, isEditable, canAssignAdmin, onDeactivate, onRemove }: MemberRowProps) {
  const { t } = useTranslation(['team', 'translation']);
  const update = useUpdateMember();
  const name = memberNameOf(member);
  const mechanicName = mechanics?.find((mechanic) => mechanic.id === member.mechanicId)?.name;
  // While a change is on its way the controls show it; the answer (or a refusal) then decides.
  const pending = update.isPending ? update.variables : undefined;
  const role = pending?.role ?? member.role;
  const mechanicId = pending?.mechanicId !== undefined ? pending.mechanicId : member.mechanicId;
  const isMechanicRefused = fieldIssuesOf(update.error).some((issue) => issue.field === 'mechanicId');

  function change(input: Omit<UpdateMemberInput, 'userId'>, success: string) {
    update.mutate(
      { userId: member.userId, ...input },
      {
        onSuccess: () => notifySuccess(success),
        onError: (error) => {
          // A mechanic refused is said under its select; anything else in a toast.
          if (!fieldIssuesOf(error).some((issue) => issue.field === 'mechanicId')) notifyError(t(`errors.${teamFailureOf(error)}`));
        },
      },
    );
  }

  const roleOptions = WORKSHOP_ROLES.filter((option) => canAssignAdmin || option !== 'admin' || option === member.role).map((option) => ({
    value: option,
    label: t(`translation:roles.${option}`),
  }));
  const mechanicOptions = [
    { value: NO_MECHANIC, label: t('members.noMechanic') },
    ...(mechanics ?? [])
      .filter((mechanic) => mechanic.active || mechanic.id === member.mechanicId)
      .map((mechanic) => ({ value: mechanic.id, label: mechanic.name })),
  ];

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name} data-testid="team-member">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {isSelf ? (
                <Badge variant="light" color="indigo">
                  {t('members.you')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
          </Stack>
          <Group gap={6}>
            {isEditable ? null : <Badge variant="outline">{t(`translation:roles.${member.role}`)}</Badge>}
            <Badge variant={member.active ? 'light' : 'outline'} color={member.active ? 'teal' : 'gray'}>
              {member.active ? t('members.state.active') : t('members.state.deactivated')}
            </Badge>
          </Group>
        </Group>
        {isEditable ? (
          <Group align="flex-end" gap="sm">
            <Select
              label={t('members.role')}
              data={roleOptions}
              value={role}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
              onChange={(value) => {
                if (isWorkshopRole(value) && value !== member.role) {
                  change({ role: value }, t('members.toasts.roleChanged', { name, role: t(`translation:roles.${value}`) }));
                }
              }}
            />
            <Select
              label={t('members.mechanic')}
              data={mechanicOptions}
              value={mechanicId ?? NO_MECHANIC}
              allowDeselect={false}
              w={{ base: '100%', xs: 220 }}
              error={
                isMechanicRefused
                  ? t(teamFailureOf(update.error) === 'mechanicTaken' ? 'errors.mechanicTaken' : 'errors.mechanicUnknown')
                  : undefined
              }
              onChange={(value) => {
                const next = value === NO_MECHANIC || value === null ? null : value;
                if (next !== member.mechanicId) change({ mechanicId: next }, t('members.toasts.mechanicChanged', { name }));
              }}
            />
            <Group gap="xs">
              {member.active ? (
                <Button variant="default" aria-label={t('members.deactivateNamed', { name })} onClick={() => onDeactivate(member)}>
                  {t('members.deactivate')}
                </Button>
              ) : (
                <Button
                  variant="default"
                  aria-label={t('members.reactivateNamed', { name })}
                  loading={update.isPending && pending?.active === true}
                  onClick={() => change({ active: true }, t('members.toasts.reactivated', { name }))}
                >
                  {t('members.reactivate')}
                </Button>
              )}
              <Button variant="subtle" color="red" aria-label={t('members.removeNamed', { name })} onClick={() => onRemove(member)}>
                {t('members.remove')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Text size="sm">{mechanicName ? t('members.worksAs', { mechanic: mechanicName }) : t('members.noMechanicLinked')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
