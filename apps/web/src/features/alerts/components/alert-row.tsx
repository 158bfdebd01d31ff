// One alert: its reason in words, links to its repair, and who handled it or the buttons to do so.
import type { AlertOutcome, TAlertItem } from '@rueda/domain';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AlertNotifyButton } from '@/features/messaging';
import { formatDateTime } from '@/lib/dates';
import { reasonText } from '../alert-text';

export interface AlertRowProps {
  alert: TAlertItem;
  busy: boolean;
  onContacted: () => void;
  onDismiss: () => void;
}

export function HandledNote({ handled }: { handled: NonNullable<TAlertItem['handled']> }) {
  const { t } = useTranslation('alerts');
  const outcome: AlertOutcome = handled.outcome;
  return (
    <Badge variant="light" color={outcome === 'contacted' ? 'teal' : 'gray'} style={{ textTransform: 'none' }}>
      {t(`handled.${outcome}`, { name: handled.byName, date: formatDateTime(handled.at) })}
    </Badge>
  );
}

export function AlertRow({ alert, busy, onContacted, onDismiss }: AlertRowProps) {
  const { t } = useTranslation('alerts');
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap" data-testid="alert-row">
      <Stack gap={2}>
        <Text fw={500}>{reasonText(alert, t)}</Text>
        <Group gap="sm">
          {alert.bikeLabel ? (
            <Text size="sm" c="dimmed">
              {alert.bikeLabel}
            </Text>
          ) : null}
          {alert.repairId ? (
            <Anchor component={Link} to={paths.app.repair.getHref(alert.repairId)} size="sm">
              {t('panel.openRepair')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
      {alert.handled ? (
        <HandledNote handled={alert.handled} />
      ) : (
        <Group gap="xs">
          {/* Writing by WhatsApp (docs/product.md §20.3) handles the alert as contacted too. */}
          <AlertNotifyButton alertKey={alert.key} disabled={busy} />
          <Button size="sm" onClick={onContacted} loading={busy}>
            {t('actions.contacted')}
          </Button>
          <Button size="sm" variant="default" onClick={onDismiss} disabled={busy}>
            {t('actions.dismiss')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
