import { Stack, Textarea } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairFields } from '../../repair-form';
import { DateTimeField } from '../date-time-field';
import { Section, type SectionProps } from './section';

export const BookingSection = memo(function BookingSection({
  booking,
  isRequested,
  errors,
  onEdit,
}: SectionProps & {
  booking: RepairFields['booking'];
  /** An online booking the workshop has not reviewed yet: its date is asked for, not confirmed. */
  isRequested: boolean;
}) {
  const { t } = useTranslation('repairs');
  const set = (patch: Partial<RepairFields['booking']>) => onEdit('booking', { ...booking, ...patch });
  return (
    <Section title={t('booking.title')}>
      <Stack gap="sm">
        <DateTimeField
          label={t(isRequested ? 'booking.requestedDate' : 'booking.confirmedDate')}
          value={booking.confirmedDate}
          onChange={(value) => set({ confirmedDate: value })}
          error={errors['booking.confirmedDate']}
        />
        <DateTimeField
          label={t('booking.postponedDate')}
          value={booking.postponedDate}
          onChange={(value) => set({ postponedDate: value })}
          error={errors['booking.postponedDate']}
        />
        <DateTimeField
          label={t('booking.finishedDate')}
          value={booking.finishedDate}
          onChange={(value) => set({ finishedDate: value })}
          error={errors['booking.finishedDate']}
        />
        <Textarea
          label={t('booking.observations')}
          rows={2}
          resize="vertical"
          value={booking.observations}
          onChange={(event) => set({ observations: event.currentTarget.value })}
          error={errors['booking.observations']}
        />
      </Stack>
    </Section>
  );
});
