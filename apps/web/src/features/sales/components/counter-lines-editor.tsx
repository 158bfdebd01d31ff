// docs/product.md §29.4: a counter sale's lines, typed (description, quantity, price with VAT, rate among the
// region's) or picked from the catalogue's stock. Each row's amount and VAT show as it is typed; a new row takes the
// focus, so a sale is keyed in without the mouse.
import { vatRatesOf, type VatRegion } from '@rueda/domain';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { OutlineIcon } from '@/components/outline-icon';
import { draftLine, draftLineProblems, MAX_DESCRIPTION_LENGTH, MAX_LINE_QUANTITY, pricedDraftLines, type DraftLine } from '../sale-lines';
import { formatMoney, formatRate } from '../sales-format';
import { StockItemPicker } from './stock-item-picker';

const REMOVE_ICON = ['M18 6l-12 12', 'M6 6l12 12'];

export interface CounterLinesEditorProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  region: VatRegion;
  defaultRateBp: number;
  /** Whether to show each incomplete line's problems (once the charge was tried). */
  showProblems: boolean;
}

export function CounterLinesEditor({ lines, onChange, region, defaultRateBp, showProblems }: CounterLinesEditorProps) {
  const { t } = useTranslation('sales');
  // The row added last takes the focus when it is drawn.
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const rates = vatRatesOf(region);

  const update = (key: string, fields: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...fields } : line)));
  const add = (line: DraftLine) => {
    setAddedKey(line.key);
    onChange([...lines, line]);
  };

  return (
    <Stack gap="sm">
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('counter.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('counter.linesLabel')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lines.description')}</Table.Th>
                <Table.Th w={110}>{t('lines.quantity')}</Table.Th>
                <Table.Th w={150}>{t('lines.price')}</Table.Th>
                <Table.Th w={170}>{t('lines.rate')}</Table.Th>
                <Table.Th w={150} ta="right">
                  {t('lines.amount')}
                </Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const number = index + 1;
                const problems = showProblems ? draftLineProblems(line) : [];
                const amount = pricedDraftLines([line])[0];
                return (
                  <Table.Tr key={line.key}>
                    <Table.Td>
                      <TextInput
                        aria-label={t('counter.description', { number })}
                        value={line.description}
                        onChange={(event) => update(line.key, { description: event.currentTarget.value })}
                        maxLength={MAX_DESCRIPTION_LENGTH}
                        error={problems.includes('description') ? t('counter.descriptionRequired') : undefined}
                        autoFocus={line.key === addedKey && line.stockItemId === null}
                        description={line.stockItemId ? t('counter.fromStock') : undefined}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('counter.quantity', { number })}
                        value={line.quantity ?? ''}
                        onChange={(typed) => update(line.key, { quantity: typed === '' ? null : Number(typed) })}
                        min={1}
                        max={MAX_LINE_QUANTITY}
                        allowDecimal={false}
                        allowNegative={false}
                        clampBehavior="none"
                        error={problems.includes('quantity') ? t('counter.quantityInvalid', { max: MAX_LINE_QUANTITY }) : undefined}
                      />
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput
                        aria-label={t('counter.price', { number })}
                        currencySymbol="€"
                        value={line.priceCents}
                        onChange={(cents) => update(line.key, { priceCents: cents })}
                        error={problems.includes('priceCents') ? t('counter.priceRequired') : undefined}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('counter.rate', { number })}
                        value={String(line.rateBp)}
                        onChange={(event) => update(line.key, { rateBp: Number(event.currentTarget.value) })}
                        data={rates.map((rate) => ({
                          value: String(rate.rateBp),
                          label: t('rates.option', { rate: formatRate(rate.rateBp), name: t(`rates.${rate.key}`) }),
                        }))}
                      />
                    </Table.Td>
                    <Table.Td ta="right">
                      {amount ? formatMoney(amount.grossCents) : '—'}
                      {amount ? (
                        <Text size="xs" c="dimmed">
                          {t('lines.lineTax', { base: formatMoney(amount.baseCents), tax: formatMoney(amount.taxCents) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('counter.remove', { number })}
                        onClick={() => onChange(lines.filter((each) => each.key !== line.key))}
                      >
                        <OutlineIcon paths={REMOVE_ICON} size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="sm" align="flex-end">
        <Button variant="default" onClick={() => add(draftLine(defaultRateBp))}>
          {t('counter.add')}
        </Button>
        <StockItemPicker defaultRateBp={defaultRateBp} onPick={add} />
      </Group>
    </Stack>
  );
}
