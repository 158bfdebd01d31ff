// "Avisar al cliente" / "Avisar o cliente": the repairs whose parts are all in and whose customer has not been told, the
// longest waiting first (docs/product.md §31.2), each with its customer, phone, bike and parts, the WhatsApp message
// "Piezas recibidas" (the messaging feature's dialog, §20.1) and "Avisado", which takes it off the list.
import type { TPartsCall } from '@rueda/domain';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RepairMessageDialog } from '@/features/messaging';
import { formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCustomerTold } from '../api/to-call';
import { useRefusalMessage } from './refusal-message';
import { EmptyLine } from './to-order-section';

export function ToCallSection({ calls }: { calls: TPartsCall[] }) {
  const { t } = useTranslation('parts');
  const told = useCustomerTold();
  const refusalMessage = useRefusalMessage();
  const [notifying, setNotifying] = useState<{ repairId: string; templateKey: 'parts.arrived' } | null>(null);

  function markTold(call: TPartsCall, name: string) {
    told.mutate(call.repair.id, {
      onSuccess: () => notifySuccess(t('toCall.toldDone', { name })),
      onError: (error) => notifyError(refusalMessage(error)),
    });
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('toCall.hint')}
      </Text>
      {calls.length === 0 ? <EmptyLine text={t('toCall.empty')} /> : null}
      {calls.map((call) => {
        const name = call.repair.customerName || t('row.noCustomer');
        return (
          <Card key={call.repair.id} withBorder radius="md" padding="md" data-testid="customer-to-call">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Anchor component={Link} to={paths.app.repair.getHref(call.repair.id)} fw={600}>
                  {name}
                </Anchor>
                <Text size="sm">{[call.repair.customerPhone || t('toCall.noPhone'), call.repair.bike].filter(Boolean).join(' · ')}</Text>
                <Text size="sm" c="dimmed">
                  {call.parts.map((part) => t('row.quantityTitle', { quantity: part.quantity, title: part.title })).join(', ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('toCall.allInAt', { date: formatDate(call.allInAt) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="default"
                  onClick={() => setNotifying({ repairId: call.repair.id, templateKey: 'parts.arrived' })}
                  aria-label={t('toCall.notifyOf', { name })}
                >
                  {t('toCall.notify')}
                </Button>
                <Button
                  onClick={() => markTold(call, name)}
                  loading={told.isPending && told.variables === call.repair.id}
                  aria-label={t('toCall.toldOf', { name })}
                >
                  {t('toCall.told')}
                </Button>
              </Group>
            </Group>
          </Card>
        );
      })}
      <RepairMessageDialog request={notifying} onClose={() => setNotifying(null)} />
    </Stack>
  );
}
