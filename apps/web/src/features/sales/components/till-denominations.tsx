// docs/product.md §29.6: the drawer counted note by note and coin by coin; the counter's sum is the amount counted.
import { Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EURO_COINS, EURO_NOTES, countedOf, type DenominationCounts } from '../till-cash';
import { formatMoney } from '../sales-format';

export interface TillDenominationsProps {
  counts: DenominationCounts;
  onChange: (counts: DenominationCounts) => void;
}

function Denominations({ values, title, counts, onChange }: TillDenominationsProps & { values: readonly number[]; title: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        {values.map((cents) => (
          <NumberInput
            key={cents}
            label={formatMoney(cents)}
            min={0}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            value={counts[cents] ?? ''}
            onChange={(typed) => onChange({ ...counts, [cents]: typed === '' ? 0 : Number(typed) })}
            size="sm"
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function TillDenominations({ counts, onChange }: TillDenominationsProps) {
  const { t } = useTranslation('sales');
  return (
    <Stack gap="sm">
      <Denominations values={EURO_NOTES} title={t('till.count.notes')} counts={counts} onChange={onChange} />
      <Denominations values={EURO_COINS} title={t('till.count.coins')} counts={counts} onChange={onChange} />
      <Group gap="xs">
        <Text size="sm">{t('till.count.sum')}</Text>
        <Text size="sm" fw={700}>
          {formatMoney(countedOf(counts))}
        </Text>
      </Group>
    </Stack>
  );
}
