// "Por pedir" / "Por encomendar": what is to order, one list per supplier (docs/product.md §31.2), each with "Copiar
// lista" (plain text on the clipboard), "Exportar" (a spreadsheet, §10.2's format) and "Marcar como pedido" for the
// supplier's whole list. The parts whose supplier is not known yet are listed last, "Sin proveedor".
import type { TListedPart } from '@rueda/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOrderParts } from '../api/order-parts';
import { groupBySupplier, supplierListText, workshopToday, type SupplierGroup } from '../supplier-lists';
import { PartSummary } from './part-summary';
import { PartRepairLink } from './repair-link';
import { useRefusalMessage } from './refusal-message';

export function ToOrderSection({ parts, today }: { parts: TListedPart[]; today: string }) {
  const { t } = useTranslation('parts');
  const order = useOrderParts();
  const refusalMessage = useRefusalMessage();
  if (parts.length === 0) return <EmptyLine text={t('toOrder.empty')} />;

  function orderGroup(group: SupplierGroup, name: string) {
    order.mutate(
      { ids: group.parts.map((part) => part.id) },
      {
        onSuccess: (ordered) => notifySuccess(t('toOrder.ordered', { count: ordered.length, supplier: name })),
        onError: (error) => notifyError(refusalMessage(error)),
      },
    );
  }

  return (
    <Stack gap="md">
      {groupBySupplier(parts).map((group) => (
        <SupplierCard
          key={group.supplier}
          group={group}
          today={today}
          isOrdering={order.isPending && order.variables.ids[0] === group.parts[0]?.id}
          disabled={order.isPending}
          onOrder={orderGroup}
        />
      ))}
    </Stack>
  );
}

interface SupplierCardProps {
  group: SupplierGroup;
  today: string;
  isOrdering: boolean;
  disabled: boolean;
  onOrder: (group: SupplierGroup, name: string) => void;
}

function SupplierCard({ group, today, isOrdering, disabled, onOrder }: SupplierCardProps) {
  const { t } = useTranslation('parts');
  const titleId = useId();
  const name = group.supplier || t('toOrder.noSupplier');

  async function copy() {
    try {
      await navigator.clipboard.writeText(supplierListText(t, group.parts));
      notifySuccess(t('toOrder.copied', { supplier: name }));
    } catch {
      notifyError(t('toOrder.copyFailed'));
    }
  }

  async function exportList() {
    const [{ orderCsv, orderFileName }, { downloadCsv }] = await Promise.all([import('../order-csv'), import('@/lib/csv-file')]);
    const fileName = orderFileName(t, group.supplier, workshopToday());
    downloadCsv(fileName, orderCsv(t, group.parts));
    notifySuccess(t('toOrder.exported', { file: fileName }));
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid="supplier-list">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('toOrder.count', { count: group.parts.length })}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => void copy()} aria-label={t('toOrder.copyOf', { supplier: name })}>
            {t('toOrder.copy')}
          </Button>
          <Button variant="default" onClick={() => void exportList()} aria-label={t('toOrder.exportOf', { supplier: name })}>
            {t('toOrder.export')}
          </Button>
          <Button
            onClick={() => onOrder(group, name)}
            loading={isOrdering}
            disabled={disabled && !isOrdering}
            aria-label={t('toOrder.orderOf', { supplier: name })}
          >
            {t('toOrder.order')}
          </Button>
        </Group>
      </Group>
      <Stack gap="md">
        {group.parts.map((part) => (
          <PartSummary key={part.id} part={part} today={today} withSupplier={false}>
            <PartRepairLink repair={part.repair} />
          </PartSummary>
        ))}
      </Stack>
    </Card>
  );
}

export function EmptyLine({ text }: { text: string }) {
  return (
    <Text c="dimmed" py="md">
      {text}
    </Text>
  );
}
