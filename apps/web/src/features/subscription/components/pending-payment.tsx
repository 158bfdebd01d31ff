import type { TSubscriptionDetails } from '@rueda/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfirmPendingPayment } from '../api/confirm-pending-payment';
import { formatAmount } from '../subscription-state';

/**
 * A payment waiting for the card's extra confirmation (details.pendingPayment). The provider's script is
 * loaded only when an admin starts the confirmation (decision 014).
 */
export function PendingPayment({ details, canManage }: { details: TSubscriptionDetails; canManage: boolean }) {
  const { t } = useTranslation('billing');
  const confirm = useConfirmPendingPayment();
  const pending = details.pendingPayment;
  if (!pending) return null;
  return (
    <Alert color="yellow" variant="light" title={t('pending.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('pending.description', { amount: formatAmount(pending.amount, pending.currency) })}</Text>
        {canManage ? (
          <Group>
            <Button
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate({ provider: details.provider, publishableKey: details.publishableKey, pendingPayment: pending })
              }
            >
              {t('pending.confirm')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('pending.adminOnly')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
