// What a part is, as the Pedidos view and the repair page show it (docs/product.md §31.2): how many of what, the
// supplier's reference and the supplier, its days (ordered, expected, "Retrasada" once past it, arrived) and its note.
import { formatAmount, type TPart } from '@rueda/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkshopCurrency } from '@/features/account';
import { formatDate } from '@/lib/dates';
import { isLate } from '../supplier-lists';

interface PartSummaryProps {
  part: TPart;
  today: string;
  /** Left out where the list is the supplier's already. */
  withSupplier?: boolean;
  /** Shown with the part's state on the repair page. */
  withState?: boolean;
  /** A line under the part: its repair, on the Pedidos view. */
  children?: ReactNode;
  /** Beside its buttons in a row: it takes the row's room and wraps above them on a narrow screen. */
  inRow?: boolean;
}

export function PartSummary({ part, today, withSupplier = true, withState = false, children, inRow = false }: PartSummaryProps) {
  const { t } = useTranslation('parts');
  const currency = useWorkshopCurrency();
  const late = isLate(part, today);
  const details = [
    part.reference ? t('row.reference', { reference: part.reference }) : null,
    withSupplier && part.supplier ? t('row.supplier', { supplier: part.supplier }) : null,
    part.serviceId ? t('row.stockItem') : null,
    part.cost > 0 ? t('row.cost', { amount: formatAmount(part.cost, currency) }) : null,
    part.price !== null ? t('row.price', { amount: formatAmount(part.price, currency) }) : null,
  ].filter(Boolean);
  const days = [
    part.orderedOn ? t('row.orderedOn', { date: formatDate(part.orderedOn) }) : null,
    part.state === 'ordered' ? (part.expectedOn ? t('row.expectedOn', { date: formatDate(part.expectedOn) }) : t('row.noExpected')) : null,
    part.state === 'toOrder' && part.expectedOn ? t('row.expectedOn', { date: formatDate(part.expectedOn) }) : null,
    part.arrivedAt ? t('row.arrivedAt', { date: formatDate(part.arrivedAt) }) : null,
  ].filter(Boolean);
  return (
    <Stack gap={2} style={inRow ? { flex: '1 1 260px', minWidth: 0 } : undefined}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{t('row.quantityTitle', { quantity: part.quantity, title: part.title })}</Text>
        {withState ? (
          <Badge variant="light" color={part.state === 'arrived' ? 'green' : part.state === 'ordered' ? 'blue' : 'gray'}>
            {t(`states.${part.state}`)}
          </Badge>
        ) : null}
        {late ? (
          <Badge color="red" variant="filled">
            {t('row.late')}
          </Badge>
        ) : null}
      </Group>
      {details.length > 0 ? (
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
      ) : null}
      {days.length > 0 ? (
        <Text size="sm" c={late ? 'red' : undefined}>
          {days.join(' · ')}
        </Text>
      ) : null}
      {part.note ? (
        <Text size="sm" fs="italic">
          «{part.note}»
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
