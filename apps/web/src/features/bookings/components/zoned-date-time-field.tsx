import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@/lib/dates';
import { instantOfWallClock, wallClockOf } from '../booking-dates';

export interface ZonedDateTimeFieldProps {
  label: string;
  /** ISO 8601, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The workshop's zone: the date and time are picked on its clock, not the browser's. */
  timeZone: string;
  error?: string;
}

const BROWSER_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A date and a 24-hour time (docs/product.md §1) on the workshop's clock, stored as an instant. */
export function ZonedDateTimeField({ label, value, onChange, timeZone, error }: ZonedDateTimeFieldProps) {
  const { t } = useTranslation('bookings');
  return (
    <DateTimePicker
      label={label}
      description={timeZone === BROWSER_ZONE ? undefined : t('status.zone', { zone: timeZone })}
      valueFormat={DATE_TIME_FORMAT}
      withAsterisk
      error={error}
      value={value ? wallClockOf(value, timeZone) : null}
      onChange={(next) => onChange(next ? instantOfWallClock(next, timeZone) : null)}
      timePickerProps={{ format: '24h' }}
      submitButtonProps={{ 'aria-label': t('status.confirmDate') }}
    />
  );
}
