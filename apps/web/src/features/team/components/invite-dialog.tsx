// Inviting someone by email with a role (docs/product.md §17.1): the server mails them a link to join. A manager may
// not invite an admin (docs/roles.md); someone already in the team is refused on the email field.
import { WORKSHOP_ROLES, ZTeamInviteInputSchema, type WorkshopRole } from '@rueda/domain';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldIssuesOf } from '@/lib/call';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { notifySuccess } from '@/lib/notify';
import { useInviteMember } from '../api/invite-member';
import { teamFailureOf } from '../team-failures';

type InviteValues = {
  email: string;
  role: WorkshopRole;
};

const EMPTY: InviteValues = { email: '', role: 'mechanic' };

export interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  canInviteAdmins: boolean;
}

export function InviteDialog({ opened, onClose, canInviteAdmins }: InviteDialogProps) {
  const { t } = useTranslation(['team', 'translation']);
  const invite = useInviteMember();
  const form = useForm<InviteValues>({ mode: 'controlled', initialValues: EMPTY, validate: zodFormValidator(ZTeamInviteInputSchema) });
  useRevalidateOnLanguageChange(form);
  const isEmailRefused = fieldIssuesOf(invite.error).some((issue) => issue.field === 'email');
  const roleOptions = WORKSHOP_ROLES.filter((role) => canInviteAdmins || role !== 'admin').map((role) => ({
    value: role,
    label: t(`translation:roles.${role}`),
  }));

  function close() {
    form.reset();
    invite.reset();
    onClose();
  }

  const onSubmit = form.onSubmit((values) => {
    const email = values.email.trim().toLowerCase();
    invite.mutate(
      { email, role: values.role },
      {
        onSuccess: () => {
          notifySuccess(t('invite.sent', { email }));
          close();
        },
        onError: (error) => {
          if (!fieldIssuesOf(error).some((issue) => issue.field === 'email')) return;
          const failure = teamFailureOf(error);
          form.setFieldError('email', failure === 'alreadyMember' ? t('errors.alreadyMember') : t('translation:validation.email'));
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('invite.description')}</Text>
          <TextInput
            label={t('invite.email')}
            type="email"
            autoComplete="off"
            required
            withAsterisk={false}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select label={t('invite.role')} data={roleOptions} allowDeselect={false} {...form.getInputProps('role')} />
          {invite.error && !isEmailRefused ? (
            <Alert color="red" role="alert">
              {t(`errors.${teamFailureOf(invite.error)}`)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
