import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '@/features/auth';

export interface AccountUnavailableProps {
  onRetry: () => void;
  isRetrying: boolean;
}

/** The account could not be read, so the guard cannot tell where the user may go: say so, offer a retry. */
export function AccountUnavailable({ onRetry, isRetrying }: AccountUnavailableProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} size="h3">
          {t('shell.accountUnavailable.title')}
        </Title>
        <Text c="dimmed">{t('shell.accountUnavailable.description')}</Text>
        <Stack gap="xs" align="center">
          <Button onClick={onRetry} loading={isRetrying}>
            {t('shell.accountUnavailable.retry')}
          </Button>
          <SignOutButton variant="subtle" />
        </Stack>
      </Stack>
    </Center>
  );
}
