import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Bottom right, above the cookie banner while it shows (the navigation ends above it too), over the screen. */
const PLACE = {
  position: 'fixed',
  insetInlineEnd: 'var(--mantine-spacing-md)',
  bottom: 'calc(var(--mantine-spacing-md) + var(--rueda-cookie-banner-height, 0px))',
  maxWidth: 'calc(100vw - 2 * var(--mantine-spacing-md))',
  zIndex: 300,
} as const;

/** Decision 076: a new version of Rueda waits; it stays until the user reloads, which `onReload` does. */
export function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('app-update');
  const [isReloading, setIsReloading] = useState(false);
  return (
    <Paper role="status" withBorder shadow="md" p="sm" style={PLACE}>
      <Group gap="md" wrap="nowrap">
        <Text size="sm">{t('available')}</Text>
        <Button
          size="xs"
          loading={isReloading}
          onClick={() => {
            setIsReloading(true);
            onReload();
          }}
        >
          {t('reload')}
        </Button>
      </Group>
    </Paper>
  );
}
