import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useConfirmCheckoutSession } from '../api/confirm-checkout-session';

/** The provider sends the browser back here with the checkout session's id. */
export const CHECKOUT_SESSION_PARAM = 'session_id';

/**
 * /subscription/success (docs/product.md §2, §7): confirms the checkout session, takes the new claims,
 * says so with the subscription_active toast (§8, 'Redirecting to the dashboard.') and goes on to the
 * dashboard (§8 "Toast texts in the user's language"). A replayed confirmation counts as done.
 */
export function SubscriptionSuccess() {
  const { t } = useTranslation();
  const { t: tBilling } = useTranslation('billing');
  const { t: tSubscription } = useTranslation('subscription');
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get(CHECKOUT_SESSION_PARAM) ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmCheckoutSession();
  const hasStarted = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (!sessionId || hasStarted.current) return;
    hasStarted.current = true;
    mutate(sessionId, {
      onSuccess: () => {
        notifySuccess(t('session.notices.subscription_active'));
        void navigate(paths.app.dashboard.getHref(), { replace: true });
      },
      onError: (error) => console.warn('The checkout session could not be confirmed', error),
    });
  }, [sessionId, mutate, navigate, t]);

  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {tSubscription('subscription.results.success.title')}
        </Title>
        {!sessionId ? <Text c="dimmed">{tSubscription('subscription.results.success.description')}</Text> : null}
        {sessionId && !confirm.isError ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed">{tBilling('success.confirming')}</Text>
          </Group>
        ) : null}
        {confirm.isError ? (
          <Alert color="red" variant="light" role="alert" title={tBilling('success.failed.title')}>
            {tBilling('success.failed.description')}
          </Alert>
        ) : null}
        {!sessionId || confirm.isError ? (
          <Button component={Link} to={paths.app.subscription.getHref()} variant="light">
            {tSubscription('subscription.results.back')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
