import { Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionStatus } from '../hooks/use-connection-status';
import { useReconnect } from '../hooks/use-reconnect';

/** How long "connection restored" stays once the server answers again. */
const RESTORED_NOTICE_MS = 4_000;

/**
 * docs/product.md §24.7: while the server cannot be reached, a notice at the top of every screen says so
 * and that it is retrying; the page under it stays as it was (typed values included).
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useConnectionStatus();
  useReconnect();
  const [isRestoredShown, setIsRestoredShown] = useState(false);
  const previous = useRef(status);

  useEffect(() => {
    const wasOffline = previous.current === 'offline';
    previous.current = status;
    if (status === 'offline') {
      setIsRestoredShown(false);
      return;
    }
    if (!wasOffline) return;
    setIsRestoredShown(true);
    const timer = setTimeout(() => setIsRestoredShown(false), RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const isOffline = status === 'offline';
  if (!isOffline && !isRestoredShown) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      bg={isOffline ? 'yellow.9' : 'teal.9'}
      style={{
        position: 'fixed',
        top: 'var(--mantine-spacing-xs)',
        left: '50%',
        transform: 'translateX(-50%)',
        // Above the app's header (AppShell's 100) and below toasts and modals.
        zIndex: 150,
        maxWidth: 'calc(100vw - 2 * var(--mantine-spacing-md))',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        {isOffline ? <Loader size="xs" color="white" aria-hidden /> : null}
        <Text size="sm" fw={500} c="white">
          {t(isOffline ? 'shell.connection.offline' : 'shell.connection.restored')}
        </Text>
      </Group>
    </Paper>
  );
}
