// docs/product.md §30.6: the screens that need the server (charging, the till, the sales documents and invoices, the
// subscription, the profile with the team and the settings) say so when they are opened without a connection, instead
// of failing on every read and write, and draw as always once it is back. A screen already open when the connection
// goes stays as it is, with what was typed on it, under the connection banner (§24.7): its save says it could not.
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectionStatus } from '../hooks/use-connection-status';

export function NeedsConnection() {
  // Its words are the 'offline' namespace's, fetched when it first shows (the screen waits on them meanwhile).
  const { t } = useTranslation('offline');
  return (
    <Stack gap="md" maw={640} p="md">
      <Title order={1} size="h2">
        {t('needsConnection.title')}
      </Title>
      <Alert color="yellow" role="status">
        <Text size="sm">{t('needsConnection.message')}</Text>
      </Alert>
      <Anchor component={Link} to="/repairs">
        {t('needsConnection.back')}
      </Anchor>
    </Stack>
  );
}

/** `Screen`, or, when it is opened without a connection, the notice that it needs one until the connection is back. */
export function onlineOnly(Screen: ComponentType): ComponentType {
  function OnlineOnlyScreen() {
    const isOnline = useConnectionStatus() === 'online';
    const [isShut, setIsShut] = useState(!isOnline);
    if (isShut && isOnline) setIsShut(false);
    if (!isShut) return <Screen />;
    return (
      <Suspense fallback={null}>
        <NeedsConnection />
      </Suspense>
    );
  }
  OnlineOnlyScreen.displayName = `OnlineOnly(${Screen.displayName ?? Screen.name})`;
  return OnlineOnlyScreen;
}
