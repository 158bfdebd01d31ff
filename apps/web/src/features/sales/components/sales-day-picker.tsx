// A calendar day picked in the reader's language's format (dd/mm/aaaa) whatever the browser's locale: Mantine's
// DatePickerInput, in a module of its own so that the picker's code loads after the screen (decision 041).
import { DatePickerInput } from '@mantine/dates';
import { DATE_FORMAT } from '@/lib/dates';

export interface SalesDayPickerProps {
  label: string;
  /** A day as YYYY-MM-DD, or null when none is picked. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** The first and last days that may be picked (YYYY-MM-DD). */
  minDate?: string;
  maxDate?: string;
  clearable?: boolean;
  /** The clear button's name for assistive technology. */
  clearLabel?: string;
  placeholder?: string;
  width: number;
}

export function SalesDayPicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  clearable = false,
  clearLabel,
  placeholder,
  width,
}: SalesDayPickerProps) {
  return (
    <DatePickerInput
      label={label}
      valueFormat={DATE_FORMAT}
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      clearable={clearable}
      clearButtonProps={clearLabel ? { 'aria-label': clearLabel } : undefined}
      placeholder={placeholder}
      w={width}
    />
  );
}
