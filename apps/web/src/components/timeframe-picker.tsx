// The timeframe control of the repairs screen and the dashboard: the timeframes as a segmented choice and,
// when the custom one is chosen, its days. The date picker's code loads with that choice (decision 041): until it
// is there, an input of the same size, disabled, holds its place.
import type { CustomDays } from '@rueda/domain';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

const DateRangeInput = lazyNamed(() => import('./date-range-input'), 'DateRangeInput');

/** The range input's width, and its placeholder's while it loads. */
const RANGE_INPUT_WIDTH = 240;
const CUSTOM = 'custom';

export interface TimeframePickerProps<Timeframe extends string> {
  label: string;
  timeframes: { value: Timeframe; label: string }[];
  value: Timeframe;
  onChange: (timeframe: Timeframe) => void;
  /** The custom range's days, when `value` is "custom". */
  custom: CustomDays | null;
  onCustomChange: (days: CustomDays) => void;
  customLabel: string;
  customPlaceholder: string;
}

export function TimeframePicker<Timeframe extends string>({
  label,
  timeframes,
  value,
  onChange,
  custom,
  onCustomChange,
  customLabel,
  customPlaceholder,
}: TimeframePickerProps<Timeframe>) {
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SegmentedControl<Timeframe> aria-label={label} value={value} onChange={onChange} data={timeframes} />
      {value === CUSTOM ? (
        <Suspense fallback={<TextInput disabled aria-label={customLabel} placeholder={customPlaceholder} miw={RANGE_INPUT_WIDTH} />}>
          <DateRangeInput
            label={customLabel}
            placeholder={customPlaceholder}
            value={custom}
            onChange={onCustomChange}
            minWidth={RANGE_INPUT_WIDTH}
          />
        </Suspense>
      ) : null}
    </Group>
  );
}
