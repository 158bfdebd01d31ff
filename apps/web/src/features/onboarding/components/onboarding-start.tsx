// Before any onboarding, an account with a pending invitation to its address is shown it (docs/decisions/059,
// addendum): an invitee who left after creating the account, and came back, is offered the workshop that
// invited them rather than setting up one of their own. Joining takes the mailed link, which proves the
// mailbox (decision 059); the account may still choose to set up its own workshop.
import type { TTeamInvitationPreview } from '@rueda/domain';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth';
import { usePendingInvitation } from '../api/pending-invitation';
import { OnboardingWizard } from './onboarding-wizard';

function PendingInvitation({ invitation, onOwnWorkshop }: { invitation: TTeamInvitationPreview; onOwnWorkshop: () => void }) {
  const { t } = useTranslation(['onboarding', 'translation']);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('onboarding.invitation.title')}
        </Title>
        <Alert color="indigo" variant="light" role="note" title={t('onboarding.invitation.invitedBy', invitation)}>
          <Text size="sm" fw={600}>
            {t('onboarding.invitation.roleIs', { role: t(`translation:roles.${invitation.role}`) })}
          </Text>
        </Alert>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('onboarding.invitation.howToJoin', { email: invitation.email })}</Text>
        <Button variant="default" onClick={onOwnWorkshop} style={{ alignSelf: 'flex-start' }}>
          {t('onboarding.invitation.ownWorkshop')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The onboarding page: the account's pending invitation first, if it has one, else the wizard. */
export function OnboardingStart() {
  const session = useSession();
  const pending = usePendingInvitation(session.status === 'signed-in' ? session.user.id : null);
  const [isOwnWorkshop, setOwnWorkshop] = useState(false);
  if (pending.isPending && pending.fetchStatus !== 'idle') {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  // Unreadable (offline): the wizard, as before; the invitation is offered on the next visit.
  if (pending.data && !isOwnWorkshop) return <PendingInvitation invitation={pending.data} onOwnWorkshop={() => setOwnWorkshop(true)} />;
  return <OnboardingWizard />;
}
