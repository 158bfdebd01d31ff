// docs/product.md §14.2: the customers to contact, each with the reasons in words, links to the customer and the
// repair, and the buttons that record who contacted them (or dismissed the alert) and when.
import type { TAlertItem } from '@rueda/domain';
import { Alert, Anchor, Button, Group, Modal, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHandleAlert } from '../api/handle-alert';
import { useAlerts } from '../api/list-alerts';
import { reasonText } from '../alert-text';
import { AlertRow } from './alert-row';

interface CustomerGroup {
  id: string | null;
  name: string;
  phone: string;
  alerts: TAlertItem[];
}

/** The alerts by customer, in the order their oldest alert came. */
function byCustomer(alerts: readonly TAlertItem[]): CustomerGroup[] {
  const groups = new Map<string, CustomerGroup>();
  for (const alert of alerts) {
    const key = alert.customerId ?? `name:${alert.customerName}:${alert.phone}`;
    const group = groups.get(key) ?? { id: alert.customerId, name: alert.customerName, phone: alert.phone, alerts: [] };
    group.alerts.push(alert);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function AlertsPanel() {
  const { t } = useTranslation('alerts');
  const [includeHandled, setIncludeHandled] = useState(false);
  const alerts = useAlerts(includeHandled);
  const handle = useHandleAlert();
  const [dismissing, setDismissing] = useState<TAlertItem | null>(null);
  const busyKey = handle.isPending ? handle.variables?.key : undefined;

  function body() {
    if (alerts.isPending) return <Skeleton height={160} aria-label={t('panel.loading')} />;
    if (alerts.isError) {
      return (
        <Alert color="red" role="alert" title={t('panel.loadFailed')}>
          <Button variant="light" mt="xs" onClick={() => void alerts.refetch()}>
            {t('panel.retry')}
          </Button>
        </Alert>
      );
    }
    if (alerts.data.alerts.length === 0) {
      return (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm" ta="center">
            <Title order={3} size="h4">
              {t('panel.emptyTitle')}
            </Title>
            <Text c="dimmed" maw={520}>
              {t('panel.emptyDescription')}
            </Text>
          </Stack>
        </Paper>
      );
    }
    return (
      <Stack gap="sm">
        {byCustomer(alerts.data.alerts).map((group) => (
          <Paper
            key={group.id ?? group.name}
            withBorder
            p="md"
            radius="md"
            aria-label={group.name || t('panel.unknownCustomer')}
            component="section"
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="sm">
                {group.id ? (
                  <Anchor component={Link} to={paths.app.customer.getHref(group.id)} fw={600}>
                    {group.name || t('panel.unknownCustomer')}
                  </Anchor>
                ) : (
                  <Text fw={600}>{group.name || t('panel.unknownCustomer')}</Text>
                )}
                {group.phone ? <Anchor href={`tel:${group.phone.replace(/[^\d+]/g, '')}`}>{group.phone}</Anchor> : null}
              </Group>
              {group.alerts.map((alert) => (
                <AlertRow
                  key={alert.key}
                  alert={alert}
                  busy={busyKey === alert.key}
                  onContacted={() => handle.mutate({ key: alert.key, outcome: 'contacted' })}
                  onDismiss={() => setDismissing(alert)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        <Switch
          label={t('panel.showHandled')}
          checked={includeHandled}
          onChange={(event) => setIncludeHandled(event.currentTarget.checked)}
        />
      </Group>
      {handle.isError ? (
        <Alert color="red" role="alert">
          {t('failed')}
        </Alert>
      ) : null}
      {body()}
      <Modal opened={dismissing !== null} onClose={() => setDismissing(null)} title={t('dismiss.title')}>
        {dismissing ? (
          <Stack gap="md">
            <Text>
              {t('dismiss.message', { reason: reasonText(dismissing, t), name: dismissing.customerName || t('panel.unknownCustomer') })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDismissing(null)}>
                {t('actions.cancel')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  handle.mutate({ key: dismissing.key, outcome: 'dismissed' });
                  setDismissing(null);
                }}
              >
                {t('dismiss.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
