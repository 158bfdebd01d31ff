// docs/product.md §30.6: the screens that need the server (charging, the till, the sales documents and invoices, the
// subscription, the profile with the team and the settings) say so when they are opened without a connection, instead
// of failing on every read and write, and draw as always once it is back. A screen already open when the connection
// goes stays as it is, with what was typed on it, under the connection banner (§24.7): its save says it could not.
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectionStatus } from '../hooks/use-connection-status';

export function NeedsConnection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={640} p="md">
      <Title order={1} size="h2">
        {t('shell.connection.needed.title')}
      </Title>
      <Alert color="yellow" role="status">
        <Text size="sm">{t('shell.connection.needed.message')}</Text>
      </Alert>
      <Anchor component={Link} to="/repairs">
        {t('shell.connection.needed.back')}
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
    return isShut ? <NeedsConnection /> : <Screen />;
  }
  OnlineOnlyScreen.displayName = `OnlineOnly(${Screen.displayName ?? Screen.name})`;
  return OnlineOnlyScreen;
}
