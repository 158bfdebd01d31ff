import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Whatever a screen throws ends here, in the user's language rather than as a stack trace. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Text role="alert">{t('common.errors.unexpected')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
