import { Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/dates';
import { useConnectionStatus } from '../hooks/use-connection-status';
import { useShownDataTime } from '../hooks/use-shown-data-time';
import { useReconnect } from '../hooks/use-reconnect';

/** How long "connection restored" stays once the server answers again. */
const RESTORED_NOTICE_MS = 4_000;

/** §30.2's words for data from `time`: its hour when it is today's, else its day too. */
function offlineText(t: TFunction, time: number | null): string {
  if (time === null) return t('shell.connection.offline');
  const isToday = formatDate(time) === formatDate(Date.now());
  return isToday
    ? t('shell.connection.offlineShowing', { time: formatTime(time) })
    : t('shell.connection.offlineShowingDay', { date: formatDate(time), time: formatTime(time) });
}

/**
 * docs/product.md §24.7: while the server cannot be reached, a notice at the top of every screen says so
 * and that it is retrying; the page under it stays as it was (typed values included). §30.2: when the screen shows
 * data, the notice says from when ("sin conexión — mostrando los datos de hh:mm").
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
  const shownDataTime = useShownDataTime(isOffline);
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
          {isOffline ? offlineText(t, shownDataTime) : t('shell.connection.restored')}
        </Text>
      </Group>
    </Paper>
  );
}
