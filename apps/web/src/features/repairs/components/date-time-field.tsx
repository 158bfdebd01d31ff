import { instantOfWallClockInZone, isMidnightInZone, wallClockInZone } from '@rueda/domain';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useWorkshopTimeZone } from '@/features/account';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/lib/dates';

export interface DateTimeFieldProps {
  label: string;
  /** ISO 8601, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  error?: string;
}

/**
 * A date and a 24-hour time (docs/product.md §1) on the workshop's clock, whatever the browser's zone, stored
 * as ISO 8601: a booking for 2 December at 00:00 in Madrid reads 02/12/2026 00:00 in a browser in UTC too.
 */
export function DateTimeField({ label, value, onChange, disabled, error }: DateTimeFieldProps) {
  const { t } = useTranslation('repairs');
  const timeZone = useWorkshopTimeZone();
  return (
    <DateTimePicker
      label={label}
      placeholder={t('fields.noDate')}
      // A day without a time (00:00 on the workshop's clock, docs/product.md §4) shows no '00:00'.
      valueFormat={value && isMidnightInZone(value, timeZone) ? DATE_FORMAT : DATE_TIME_FORMAT}
      clearable
      disabled={disabled}
      error={error}
      value={value ? wallClockInZone(value, timeZone) : null}
      onChange={(next) => onChange(next ? instantOfWallClockInZone(next, timeZone) : null)}
      timePickerProps={{ format: '24h' }}
      submitButtonProps={{ 'aria-label': t('fields.confirmDate') }}
      clearButtonProps={{ 'aria-label': t('fields.clearDate', { field: label }) }}
    />
  );
}
