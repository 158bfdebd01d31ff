// What an invitation is, as its page shows it (docs/decisions/059, addendum): who invites, to which workshop,
// and the role, in the user's language.
import type { TTeamInvitationPreview } from '@rueda/domain';
import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InvitationSummaryProps {
  preview: TTeamInvitationPreview;
  children?: ReactNode;
}

export function InvitationSummary({ preview, children }: InvitationSummaryProps) {
  const { t } = useTranslation(['team', 'translation']);
  return (
    <Alert
      color="indigo"
      variant="light"
      role="note"
      title={t('join.invitedBy', { inviter: preview.inviter, workshop: preview.workshop })}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('join.roleIs', { role: t(`translation:roles.${preview.role}`) })}
        </Text>
        {children}
      </Stack>
    </Alert>
  );
}
