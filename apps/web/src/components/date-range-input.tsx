// The custom timeframe's days as one date-range input (Mantine's DatePickerInput). A module of its own so that
// timeframe-picker.tsx loads the date picker's code only when a custom range is chosen (decision 041).
import type { CustomDays } from '@rueda/domain';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { DATE_FORMAT } from '@/lib/dates';

export interface DateRangeInputProps {
  label: string;
  placeholder: string;
  value: CustomDays | null;
  onChange: (days: CustomDays) => void;
  minWidth: number;
}

type Days = [string | null, string | null];

export function DateRangeInput({ label, placeholder, value, onChange, minWidth }: DateRangeInputProps) {
  // The first day of a new range, held here until the last is picked: given back the range on screen, the
  // picker would take the next click for a new first day again and no second range could ever be chosen.
  const [firstDayOnly, setFirstDayOnly] = useState<Days | null>(null);
  return (
    <DatePickerInput
      type="range"
      aria-label={label}
      placeholder={placeholder}
      valueFormat={DATE_FORMAT}
      allowSingleDateInRange
      value={firstDayOnly ?? (value ? [value.from, value.to] : [null, null])}
      onChange={([from, to]) => {
        if (from && to) {
          setFirstDayOnly(null);
          onChange({ from, to });
        } else setFirstDayOnly([from, to]);
      }}
      // Closed with one day picked: the range on screen stays as it was.
      onDropdownClose={() => setFirstDayOnly(null)}
      miw={minWidth}
    />
  );
}
