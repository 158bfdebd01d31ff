import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { formatInZone } from '../booking-dates';
import { dropBooking, type BookingDrop } from '../drop-booking';
import { isStaleSave, type ConfirmOverCapacity } from '../over-capacity';

/** The message of a refused booking write, by the error's code. */
export function useWriteFailureMessage() {
  const { t } = useTranslation('bookings');
  return useCallback(
    (error: unknown) => (isStaleSave(error) ? t('errors.stale') : t(`errors.${writeFailureOf(error)}`)),
    [t],
  );
}

/** FullCalendar's eventDrop handler: reschedules, asks before a full day, offers undo, reverts on failure. */
export function useBookingDrop(timeZone: string, confirmOverCapacity: ConfirmOverCapacity) {
  const { t, i18n } = useTranslation('bookings');
  const { mutateAsync: reschedule } = useRescheduleBooking();
  const failureMessage = useWriteFailureMessage();
  const language = i18n.language;

  return useCallback(
    (drop: BookingDrop) =>
      dropBooking(drop, {
        timeZone,
        reschedule,
        confirmOverCapacity,
        onMoved: ({ booking, date, undo }) =>
          notifySuccess(t('drop.moved', { title: booking.title, date: formatInZone(date, timeZone, language) }), {
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
