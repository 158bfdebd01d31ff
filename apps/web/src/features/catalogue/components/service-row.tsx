// One catalogue item in the services screen: what it is, its price (a maintenance with a range reads
// "desde 25,00 €"), its stock for a stock item (marked under its minimum or below zero), and the
// actions the role may use.
import { formatAmount, isLowStock, type ServiceKind } from '@rueda/domain';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { priceLabel, type CatalogueItem } from '../catalogue';
import { Icon, type IconName } from './icons';

/** What a role that manages the catalogue may do with an item. */
export interface ServiceActions {
  onEdit: (kind: ServiceKind, item: CatalogueItem) => void;
  onArchive: (kind: ServiceKind, id: string, archived: boolean) => void;
}

function durationLabel(t: TFunction<'catalogue'>, minutes: number): string {
  if (minutes < 60) return t('item.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? t('item.hours', { hours }) : t('item.hoursMinutes', { hours, minutes: minutes % 60 });
}

/** The lines under the title: what the item is and what it holds. */
function detailsOf(t: TFunction<['catalogue', 'repairs']>, kind: ServiceKind, item: CatalogueItem, titles: ReadonlyMap<string, string>) {
  const lines: string[] = [];
  const facts: string[] = [];
  if ('estimatedMinutes' in item && item.estimatedMinutes !== null) facts.push(durationLabel(t, item.estimatedMinutes));
  switch (kind) {
    case 'packs': {
      const pack = item as CatalogueItem<'packs'>;
      lines.push(pack.subtitle || pack.description);
      const included = pack.bonusMaintenances.map((id) => titles.get(id)).filter(Boolean);
      if (included.length > 0) lines.push(t('item.included', { names: included.join(', ') }));
      facts.push(...pack.allowedDisciplines.map((type) => t(`repairs:bikeTypes.${type}`)));
      break;
    }
    case 'maintenances': {
      const maintenance = item as CatalogueItem<'maintenances'>;
      lines.push(maintenance.description);
      if (maintenance.prices.length > 0) facts.push(t('item.variants', { count: maintenance.prices.length }));
      break;
    }
    case 'suspensions':
      lines.push((item as CatalogueItem<'suspensions'>).description);
      break;
    case 'stockItems': {
      const stock = item as CatalogueItem<'stockItems'>;
      if (stock.reference) lines.push(t('item.reference', { reference: stock.reference }));
      facts.push(t('item.stock', { quantity: stock.quantity, min: stock.minQuantity }));
      break;
    }
  }
  return { lines: lines.filter(Boolean), facts };
}

function RowAction({ icon, label, onClick }: { icon: IconName; label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick}>
      <Icon name={icon} />
    </ActionIcon>
  );
}

export interface ServiceRowProps {
  kind: ServiceKind;
  item: CatalogueItem;
  currency: string;
  /** The maintenances' titles by id, for a pack's included ones. */
  maintenanceTitles: ReadonlyMap<string, string>;
  /** Null for a role that only reads the catalogue. */
  actions: ServiceActions | null;
  /** The drag handle, while the list may be reordered. */
  handle?: ReactNode;
}

export const ServiceRow = memo(function ServiceRow({ kind, item, currency, maintenanceTitles, actions, handle }: ServiceRowProps) {
  const { t } = useTranslation(['catalogue', 'repairs']);
  const { lines, facts } = detailsOf(t, kind, item, maintenanceTitles);
  const stock = kind === 'stockItems' ? (item as CatalogueItem<'stockItems'>) : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-service-row={item.id}
      aria-label={item.title}
      role="listitem"
      style={{ opacity: item.archived ? 0.55 : 1 }}
    >
      <Group wrap="nowrap" align="center" gap="sm">
        {handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" lineClamp={1}>
              {item.title}
            </Text>
            {item.archived ? (
              <Badge size="xs" color="gray" variant="outline">
                {t('archivedBadge')}
              </Badge>
            ) : null}
            {stock && stock.quantity < 0 ? (
              <Badge size="xs" color="red" variant="filled">
                {t('item.negativeStock')}
              </Badge>
            ) : stock && isLowStock(stock) ? (
              <Badge size="xs" color="orange" variant="light">
                {t('item.lowStock')}
              </Badge>
            ) : null}
          </Group>
          {lines.map((line) => (
            <Text key={line} size="xs" c="dimmed" lineClamp={1}>
              {line}
            </Text>
          ))}
          {facts.length > 0 ? (
            <Text size="xs" c="gray.5">
              {facts.join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="service-price">
            {priceLabel(t, kind, item, currency)}
          </Text>
          {stock ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('item.cost', { amount: formatAmount(stock.cost, currency) })}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap={4} wrap="nowrap">
            {item.archived ? (
              <RowAction
                icon="restore"
                label={t('actions.unarchive', { title: item.title })}
                onClick={() => actions.onArchive(kind, item.id, false)}
              />
            ) : (
              <>
                <RowAction icon="edit" label={t('actions.edit', { title: item.title })} onClick={() => actions.onEdit(kind, item)} />
                <RowAction
                  icon="archive"
                  label={t('actions.archive', { title: item.title })}
                  onClick={() => actions.onArchive(kind, item.id, true)}
                />
              </>
            )}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
});
