// docs/product.md §22.1: the catalogue's services a customer may book, by kind; stock items are not booked.
import { BOOKABLE_KINDS, formatAmount, hasPriceRange, type BookableKind, type TServicesListOutput } from '@rueda/domain';
import { Alert, Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offeredItems, type CatalogueItem } from '@/features/catalogue';

export type Bookable = Record<BookableKind, string[]>;

export interface BookableServicesProps {
  catalogue: TServicesListOutput;
  currency: string;
  value: Bookable;
  onChange: (value: Bookable) => void;
}

/** The ids chosen, in the catalogue's order: the same choice is the same list however it was clicked. */
function inCatalogueOrder(items: readonly CatalogueItem[], chosen: readonly string[]): string[] {
  return items.filter((item) => chosen.includes(item.id)).map((item) => item.id);
}

export function BookableServices({ catalogue, currency, value, onChange }: BookableServicesProps) {
  const { t } = useTranslation('online-booking');
  const groups = BOOKABLE_KINDS.map((kind) => ({ kind, items: offeredItems(catalogue, kind) as CatalogueItem[] })).filter(
    ({ items }) => items.length > 0,
  );
  const isNoneChosen = BOOKABLE_KINDS.every((kind) => value[kind].length === 0);

  function priceOf(kind: BookableKind, item: CatalogueItem): string {
    if (kind === 'maintenances') {
      const maintenance = item as CatalogueItem<'maintenances'>;
      if (hasPriceRange(maintenance))
        return t('services.from', { amount: formatAmount(maintenance.price_from ?? maintenance.price, currency) });
    }
    return formatAmount(item.price, currency);
  }

  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t('services.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('services.hint')}
        </Text>
      </div>
      {isNoneChosen ? (
        <Alert variant="light" color="yellow">
          {t('services.noneChosen')}
        </Alert>
      ) : null}
      {groups.length === 0 ? <Text size="sm">{t('services.noneInCatalogue')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: groups.length > 1 ? 2 : 1, lg: Math.max(groups.length, 1) }} spacing="lg">
        {groups.map(({ kind, items }) => {
          const chosen = inCatalogueOrder(items, value[kind]);
          const isAll = chosen.length === items.length;
          return (
            <Stack key={kind} gap="xs" role="group" aria-label={t(`services.${kind}`)}>
              <Text fw={600} size="sm">
                {t(`services.${kind}`)}
              </Text>
              <Checkbox
                label={t('services.selectAll')}
                checked={isAll}
                indeterminate={chosen.length > 0 && !isAll}
                onChange={() => onChange({ ...value, [kind]: isAll ? [] : items.map((item) => item.id) })}
              />
              <Checkbox.Group value={chosen} onChange={(ids) => onChange({ ...value, [kind]: inCatalogueOrder(items, ids) })}>
                <Stack gap={6} pl="md">
                  {items.map((item) => (
                    <Checkbox key={item.id} value={item.id} label={`${item.title} · ${priceOf(kind, item)}`} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
