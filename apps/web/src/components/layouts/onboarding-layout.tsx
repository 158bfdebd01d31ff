import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';

export interface OnboardingLayoutProps {
  /** Who is signed in and how to leave, at the header's end. */
  account: ReactNode;
  children: ReactNode;
}

/** Setting up the workshop: no navigation yet (nothing else opens before it), one column. */
export function OnboardingLayout({ account, children }: OnboardingLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh">
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={800} fz="xl" c="indigo.4">
              {t('app.name')}
            </Text>
            <Text size="xs" c="dimmed" visibleFrom="md">
              {t('app.tagline')}
            </Text>
          </div>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch />
            {account}
          </Group>
        </Group>
      </Box>
      <Container component="main" size="sm" py="xl">
        {children}
      </Container>
    </Box>
  );
}
