import { AppShell, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';

export interface AppLayoutProps {
  /** Who is signed in and how to leave, at the header's end. */
  account: ReactNode;
  children: ReactNode;
}

/** The signed-in screens: a header with the product name, the language and the account. */
export function AppLayout({ account, children }: AppLayoutProps) {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Text fw={800} fz="xl" c="indigo.4">
            {t('app.name')}
          </Text>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch />
            {account}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
