import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { formatInZone } from '../booking-dates';
import { dropBooking, type BookingDrop } from '../drop-booking';
import type { ConfirmOverCapacity } from '../over-capacity';
import { useWriteFailureMessage } from './use-write-failure-message';

/** FullCalendar's eventDrop handler: reschedules, asks before a full day, offers undo, reverts on failure. */
export function useBookingDrop(timeZone: string, confirmOverCapacity: ConfirmOverCapacity) {
  const { t, i18n } = useTranslation('bookings');
  const reschedule = useRescheduleBooking();
  const failureMessage = useWriteFailureMessage();
  const language = i18n.language;

  return useCallback(
    (drop: BookingDrop) =>
      dropBooking(drop, {
        timeZone,
        reschedule,
        confirmOverCapacity,
        onMoved: ({ booking, date, allDay, undo }) =>
          notifySuccess(t('drop.moved', { title: booking.title, date: formatInZone(date, timeZone, language, !allDay) }), {
            label: t('drop.undo'),
            onClick: () =>
              void undo().then(
                () => notifySuccess(t('drop.undone', { title: booking.title })),
                (error: unknown) => notifyError(failureMessage(error)),
              ),
          }),
        onFailed: (error) => notifyError(failureMessage(error)),
      }),
    [timeZone, reschedule, confirmOverCapacity, t, language, failureMessage],
  );
}
