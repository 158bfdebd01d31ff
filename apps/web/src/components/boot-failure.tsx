import { Box, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { bootFailureOf, type BootFailure } from '@/lib/boot-config';

function reload() {
  window.location.reload();
}

export interface BootFailurePageProps {
  failure: BootFailure;
  /** Defaults to reloading the page, which starts the app again from scratch. */
  onRetry?: () => void;
}

/** The full page shown instead of the app when it cannot start (docs/product.md §8), never a blank page. */
export function BootFailurePage({ failure, onRetry = reload }: BootFailurePageProps) {
  const { t } = useTranslation('public');
  const { t: tApp } = useTranslation();
  const reason =
    failure.reason === 'server-error'
      ? t('boot.reasons.serverError', { status: failure.status })
      : failure.reason === 'invalid-config'
        ? t('boot.reasons.invalidConfig')
        : failure.reason === 'unreachable'
          ? t('boot.reasons.unreachable')
          : t('boot.reasons.crashed');

  return (
    <Box component="main" mih="100dvh" p="md" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={520}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={800} fz="xl" c="indigo.4">
              {tApp('app.name')}
            </Text>
            <LanguageSwitch />
          </Group>
          <Title order={1} size="h2">
            {t('boot.title')}
          </Title>
          <Text role="alert" fw={500}>
            {reason}
          </Text>
          <Text c="dimmed" size="sm">
            {t('boot.hint')}
          </Text>
          <Group>
            <Button onClick={onRetry} autoFocus>
              {t('boot.retry')}
            </Button>
          </Group>
          <Box component="details" c="dimmed" fz="xs">
            <Box component="summary" style={{ cursor: 'pointer' }}>
              {t('boot.details')}
            </Box>
            <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {failure.detail}
            </Code>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}

interface BootErrorBoundaryProps {
  children: ReactNode;
  /** The failure page in whatever frame (theme, translations) it needs outside the app's providers. */
  fallback: (failure: BootFailure) => ReactNode;
}

interface BootErrorBoundaryState {
  failure: BootFailure | null;
}

/**
 * Whatever the app's providers throw while mounting (or later, outside any route's own error page)
 * ends on the failure page instead of an empty screen. React logs the error itself.
 */
export class BootErrorBoundary extends Component<BootErrorBoundaryProps, BootErrorBoundaryState> {
  override state: BootErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BootErrorBoundaryState {
    return { failure: bootFailureOf(error) };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure) : this.props.children;
  }
}
