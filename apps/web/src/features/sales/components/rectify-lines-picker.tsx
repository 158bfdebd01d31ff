// docs/product.md §29.4: a partial rectification's choice: each line of the document with what it charged and what
// of it is still charged, and, for the lines chosen, how much goes back: whole units at the line's price, or an amount
// (a price lowered after the sale).
import type { TSalesLine } from '@rueda/domain';
import { Checkbox, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import type { LineChoice, LineRemaining } from '../rectify-remaining';
import { formatMoney } from '../sales-format';

export interface RectifyLinesPickerProps {
  lines: readonly TSalesLine[];
  remaining: readonly LineRemaining[];
  choices: readonly (LineChoice | null)[];
  onChange: (index: number, choice: LineChoice | null) => void;
}

/** Whether a chosen line takes back more than is left of it. */
export function isOverLine(choice: LineChoice | null, line: TSalesLine, remaining: LineRemaining): boolean {
  if (!choice) return false;
  return choice.by === 'quantity' ? choice.quantity > remaining.quantity : choice.cents > remaining.cents;
}

function HowMuch({
  line,
  remaining,
  choice,
  onChange,
}: {
  line: TSalesLine;
  remaining: LineRemaining;
  choice: LineChoice;
  onChange: (choice: LineChoice) => void;
}) {
  const { t } = useTranslation('sales');
  const { description } = line;
  const error = isOverLine(choice, line, remaining) ? t('rectify.lines.overLine', { total: formatMoney(remaining.cents) }) : undefined;
  return (
    <Stack gap={4}>
      <SegmentedControl
        size="xs"
        aria-label={t('rectify.lines.how', { description })}
        value={choice.by}
        onChange={(by) =>
          onChange(by === 'amount' ? { by: 'amount', cents: remaining.cents } : { by: 'quantity', quantity: remaining.quantity })
        }
        data={[
          { value: 'quantity', label: t('rectify.lines.byQuantity'), disabled: remaining.quantity === 0 },
          { value: 'amount', label: t('rectify.lines.byAmount') },
        ]}
      />
      {choice.by === 'quantity' ? (
        <NumberInput
          aria-label={t('rectify.lines.quantity', { description })}
          value={choice.quantity}
          onChange={(typed) => onChange({ by: 'quantity', quantity: typed === '' ? 0 : Number(typed) })}
          min={1}
          max={remaining.quantity}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={error}
        />
      ) : (
        <MoneyInput
          aria-label={t('rectify.lines.amount', { description })}
          currencySymbol="€"
          value={choice.cents}
          onChange={(cents) => onChange({ by: 'amount', cents: cents ?? 0 })}
          error={error}
        />
      )}
    </Stack>
  );
}

export function RectifyLinesPicker({ lines, remaining, choices, onChange }: RectifyLinesPickerProps) {
  const { t } = useTranslation('sales');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('rectify.lines.label')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rectify.lines.line')}</Table.Th>
            <Table.Th ta="right">{t('rectify.lines.charged')}</Table.Th>
            <Table.Th ta="right">{t('rectify.lines.remaining')}</Table.Th>
            <Table.Th w={200}>{t('rectify.lines.back')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const left = remaining[index] ?? { cents: 0, quantity: 0 };
            const choice = choices[index] ?? null;
            const units = (quantity: number) => t('rectify.lines.units', { quantity, price: formatMoney(line.priceCents) });
            return (
              <Table.Tr key={index} data-testid={`rectify-line-${index}`}>
                <Table.Td>
                  <Checkbox
                    label={line.description}
                    aria-label={t('rectify.lines.choose', { description: line.description })}
                    checked={choice !== null}
                    disabled={left.cents <= 0}
                    onChange={(event) =>
                      onChange(
                        index,
                        event.currentTarget.checked
                          ? left.quantity > 0
                            ? { by: 'quantity', quantity: left.quantity }
                            : { by: 'amount', cents: left.cents }
                          : null,
                      )
                    }
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatMoney(line.grossCents)}</Text>
                  <Text size="xs" c="dimmed">
                    {units(line.quantity)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" data-testid={`rectify-line-${index}-remaining`}>
                  {left.cents <= 0 ? (
                    <Text size="sm">{t('rectify.lines.nothingLeft')}</Text>
                  ) : (
                    <>
                      <Text size="sm">{formatMoney(left.cents)}</Text>
                      {left.quantity > 0 ? (
                        <Text size="xs" c="dimmed">
                          {units(left.quantity)}
                        </Text>
                      ) : null}
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  {choice ? <HowMuch line={line} remaining={left} choice={choice} onChange={(next) => onChange(index, next)} /> : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
