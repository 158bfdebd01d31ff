import type { TBookingEvent, TRepair } from '@rueda/domain';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useSetBookingStatus } from '../api/set-booking-status';
import { eventStartInstant, formatInZone } from '../booking-dates';
import { useWriteFailureMessage } from '../hooks/use-write-failure-message';
import { withOverCapacityConfirm, type ConfirmOverCapacity } from '../over-capacity';
import { ZonedDateTimeField } from './zoned-date-time-field';

export type BookingStatus = 'confirmed' | 'postponed';

export interface BookingStatusFormProps {
  booking: TBookingEvent;
  status: BookingStatus;
  timeZone: string;
  confirmOverCapacity: ConfirmOverCapacity;
  onDone: (repair: TRepair) => void;
  onCancel: () => void;
}

/** The date a confirmation or postponement starts from: the booking's own, else where the calendar shows it. */
function initialDate(booking: TBookingEvent, status: BookingStatus, timeZone: string): string {
  const own = status === 'confirmed' ? booking.booking.confirmedDate : booking.booking.postponedDate;
  return own ?? eventStartInstant(booking, timeZone);
}

/** Confirm or postpone from the summary (docs/product.md §15.4): a date and observations; the status joins the repair's history. */
export function BookingStatusForm({ booking, status, timeZone, confirmOverCapacity, onDone, onCancel }: BookingStatusFormProps) {
  const { t, i18n } = useTranslation('bookings');
  const { mutateAsync: setStatus, isPending } = useSetBookingStatus();
  const failureMessage = useWriteFailureMessage();
  const [date, setDate] = useState<string | null>(() => initialDate(booking, status, timeZone));
  const [observations, setObservations] = useState(booking.booking.observations);
  const [dateError, setDateError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    setFailure(null);
    if (!date) {
      setDateError(t('status.dateRequired'));
      return;
    }
    try {
      const repair = await withOverCapacityConfirm(
        (overCapacity) => setStatus({ id: booking.id, status, date, observations, expectedLastUpdate: booking.lastUpdate, overCapacity }),
        confirmOverCapacity,
      );
      if (!repair) return;
      notifySuccess(t(`status.done.${status}`, { title: booking.title, date: formatInZone(date, timeZone, i18n.language) }));
      onDone(repair);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <ZonedDateTimeField
          label={t(status === 'confirmed' ? 'status.confirmedDate' : 'status.postponedDate')}
          value={date}
          onChange={(next) => {
            setDate(next);
            setDateError(undefined);
          }}
          timeZone={timeZone}
          error={dateError}
        />
        <Textarea
          label={t('status.observations')}
          rows={3}
          resize="vertical"
          maxLength={2000}
          value={observations}
          onChange={(event) => setObservations(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.back')}
          </Button>
          <Button type="submit" color={status === 'confirmed' ? 'green' : 'orange'} loading={isPending}>
            {t(status === 'confirmed' ? 'status.saveConfirmed' : 'status.savePostponed')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
