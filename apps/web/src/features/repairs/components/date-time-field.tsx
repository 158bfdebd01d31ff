import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@/lib/dates';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface DateTimeFieldProps {
  label: string;
  /** ISO 8601, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  error?: string;
}

/** A date and a 24-hour time (docs/product.md §1), picked in local time and stored as ISO 8601. */
export function DateTimeField({ label, value, onChange, disabled, error }: DateTimeFieldProps) {
  const { t } = useTranslation('repairs');
  return (
    <DateTimePicker
      label={label}
      placeholder={t('fields.noDate')}
      valueFormat={DATE_TIME_FORMAT}
      clearable
      disabled={disabled}
      error={error}
      value={value ? dayjs(value).format(PICKER_FORMAT) : null}
      onChange={(next) => onChange(next ? dayjs(next).toISOString() : null)}
      timePickerProps={{ format: '24h' }}
      submitButtonProps={{ 'aria-label': t('fields.confirmDate') }}
      clearButtonProps={{ 'aria-label': t('fields.clearDate', { field: label }) }}
    />
  );
}
