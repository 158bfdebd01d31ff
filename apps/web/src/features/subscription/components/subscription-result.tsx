import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type SubscriptionResultKind = 'success' | 'cancel' | 'expired';

/** The short pages a payment or an expiry leads to, each with the way back to the subscription. */
export function SubscriptionResult({ kind }: { kind: SubscriptionResultKind }) {
  const { t } = useTranslation('subscription');
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {t(`subscription.results.${kind}.title`)}
        </Title>
        <Text c="dimmed">{t(`subscription.results.${kind}.description`)}</Text>
        <Button component={Link} to={paths.app.subscription.getHref()} variant="light">
          {t('subscription.results.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
