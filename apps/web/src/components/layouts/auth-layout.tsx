import { Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';

/** The auth pages: one centred card, the same on a wide screen and a tablet. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" p="md" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={440}>
        <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
          <div>
            <Text fw={800} fz="xl" c="indigo.4">
              {t('app.name')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('app.tagline')}
            </Text>
          </div>
          <LanguageSwitch />
        </Group>
        {children}
      </Paper>
    </Box>
  );
}
