import { chargeableTotalOf, formatAmount, type ServiceKind } from '@rueda/domain';
import { ActionIcon, Badge, Button, Group, NumberInput, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { OutlineIcon } from '@/components/outline-icon';
import { useWorkshopCurrencySymbol } from '@/features/account';
import { priceLabel, useServices } from '@/features/catalogue';
import { catalogueOptions, groupedServiceData, type ServiceLine } from '../services';

export interface RepairServicesProps {
  lines: ServiceLine[];
  /** The page's edit function; the lines go under 'services'. */
  onEdit: (key: 'services', lines: ServiceLine[]) => void;
  currency: string;
  /** Roles without repairs.pricing see prices but may not change them. */
  mayPrice: boolean;
  disabled?: boolean;
  error?: string;
  /**
   * Puts back a line the customer declined (docs/product.md §3), saved at once; without it (a role without
   * repairs.pricing) a declined line is only shown as such.
   */
  onInclude?: (lineId: string) => void;
  /** The put-back waits while other edits are unsaved or a save is on its way. */
  includeDisabled?: boolean;
  /**
   * Takes a saved line off the repair to keep it on the bike as recommended, not done (docs/product.md §31.1); without it
   * (a repair with no bike, a page with unsaved edits) no line offers it.
   */
  onRecommend?: (line: ServiceLine) => void;
}

const REMOVE_ICON = ['M18 6l-12 12', 'M6 6l12 12'];

/**
 * The services chosen from the catalogue, with quantities, prices and the total (docs/product.md §9 amounts); a line
 * the customer declined is struck through, marked, and out of the total (docs/product.md §3).
 */
export const RepairServices = memo(function RepairServices({
  lines,
  onEdit,
  currency,
  mayPrice,
  disabled,
  error,
  onInclude,
  includeDisabled,
  onRecommend,
}: RepairServicesProps) {
  const onChange = (next: ServiceLine[]) => onEdit('services', next);
  const { t } = useTranslation('repairs');
  const { t: catalogueT } = useTranslation('catalogue');
  const services = useServices();
  const currencySymbol = useWorkshopCurrencySymbol();
  const options = useMemo(() => catalogueOptions(services.data), [services.data]);
  const serviceData = useMemo(
    () =>
      groupedServiceData(
        options,
        (kind) => t(`serviceKinds.${kind}`),
        (option) => priceLabel(catalogueT, option.kind, option.item, currency),
      ),
    [options, t, catalogueT, currency],
  );
  const [search, setSearch] = useState('');

  function update(index: number, patch: Partial<ServiceLine>) {
    onChange(lines.map((line, position) => (position === index ? { ...line, ...patch } : line)));
  }

  function add(value: string | null) {
    const option = options.find((item) => item.value === value);
    setSearch('');
    if (!option) return;
    const index = lines.findIndex((line) => line.kind === option.kind && line.id === option.id);
    if (index >= 0) update(index, { quantity: Math.min(999, lines[index]!.quantity + 1) });
    else onChange([...lines, { kind: option.kind, id: option.id, title: option.title, quantity: 1, price: option.price }]);
  }

  return (
    <Stack gap="sm">
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('services.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} aria-label={t('services.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('services.item')}</Table.Th>
                <Table.Th w={96}>{t('services.quantity')}</Table.Th>
                <Table.Th w={140}>{t('services.unitPrice')}</Table.Th>
                <Table.Th w={110} ta="right">
                  {t('services.amount')}
                </Table.Th>
                <Table.Th w={40}>
                  <VisuallyHidden>{t('services.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={`${line.kind}:${line.id}`} data-declined={line.declined ? true : undefined}>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text size="sm" td={line.declined ? 'line-through' : undefined} c={line.declined ? 'dimmed' : undefined}>
                        {line.title}
                      </Text>
                      <Badge size="xs" variant="outline" color="gray">
                        {t(`serviceKinds.${line.kind as ServiceKind}`)}
                      </Badge>
                      {/* Text, not a badge: it wraps whole in the narrow column of a phone. */}
                      {line.declined ? (
                        <Text size="xs" fw={700} c="red">
                          {t('services.declined')}
                        </Text>
                      ) : null}
                      {line.declined && line.lineId && onInclude && mayPrice ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={disabled || includeDisabled}
                          onClick={() => onInclude(line.lineId!)}
                          aria-label={t('services.includeItem', { title: line.title })}
                        >
                          {t('services.include')}
                        </Button>
                      ) : null}
                      {/* A declined line is kept on the bike already; a line added since is not on the saved repair. */}
                      {!line.declined && line.lineId && onRecommend ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={disabled || includeDisabled}
                          onClick={() => onRecommend(line)}
                          aria-label={t('services.recommendItem', { title: line.title })}
                        >
                          {t('services.recommend')}
                        </Button>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('services.quantityOf', { title: line.title })}
                      size="xs"
                      min={1}
                      max={999}
                      allowDecimal={false}
                      allowNegative={false}
                      disabled={disabled}
                      value={line.quantity}
                      onChange={(value) => update(index, { quantity: Math.max(1, Math.min(999, Number(value) || 1)) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MoneyInput
                      aria-label={t('services.priceOf', { title: line.title })}
                      size="xs"
                      currencySymbol={currencySymbol}
                      disabled={disabled || !mayPrice}
                      value={line.price}
                      onChange={(price) => update(index, { price: price ?? 0 })}
                    />
                  </Table.Td>
                  <Table.Td ta="right" td={line.declined ? 'line-through' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(line.price * line.quantity, currency)}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={disabled}
                      aria-label={t('services.removeItem', { title: line.title })}
                      onClick={() => onChange(lines.filter((_, position) => position !== index))}
                    >
                      <OutlineIcon paths={REMOVE_ICON} size={16} strokeWidth={2} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('services.add')}
          placeholder={t('services.addPlaceholder')}
          data={serviceData}
          searchable
          selectFirstOptionOnChange
          value={null}
          onChange={add}
          searchValue={search}
          onSearchChange={setSearch}
          disabled={disabled}
          error={error}
          nothingFoundMessage={t('intake.noServices')}
          style={{ flex: '1 1 280px' }}
        />
        <Group gap="xs" align="baseline">
          <Text size="sm" c="dimmed">
            {t('services.total')}
          </Text>
          <Text size="xl" fw={700} data-testid="repair-total">
            {formatAmount(chargeableTotalOf(lines), currency)}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
});
