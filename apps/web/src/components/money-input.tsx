// An amount typed in the workshop's currency units and kept in cents (docs/product.md §9: amounts are
// cents, shown with the es-ES locale), for every form that takes a price.
import { NumberInput, type NumberInputProps } from '@mantine/core';

export interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Cents; null shows an empty field. */
  value: number | null;
  /** Cents, or null when the field is emptied. */
  onChange: (cents: number | null) => void;
  /** The workshop's currency symbol ('€'), shown after the amount. */
  currencySymbol: string;
}

export function MoneyInput({ value, onChange, currencySymbol, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      thousandSeparator="."
      allowNegative={false}
      suffix={` ${currencySymbol}`}
      {...props}
      value={value === null ? '' : value / 100}
      onChange={(typed) => onChange(typed === '' ? null : Math.round(Number(typed) * 100))}
    />
  );
}
