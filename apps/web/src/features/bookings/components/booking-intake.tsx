import type { TDayLoad } from '@rueda/domain';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FastIntake } from '@/features/repairs';
import { notifySuccess } from '@/lib/notify';
import { useCreateBooking } from '../api/create-booking';
import { formatInZone, type BookingSlot } from '../booking-dates';
import { loadLabel } from '../day-load';
import { withOverCapacityConfirm, type ConfirmOverCapacity } from '../over-capacity';

type IntakeBooking = NonNullable<ComponentProps<typeof FastIntake>['booking']>;

export interface BookingIntakeProps {
  /** The slot chosen; kept while the intake closes. */
  slot: BookingSlot | null;
  opened: boolean;
  /** The slot's day's load, when the calendar has it. */
  load: TDayLoad | undefined;
  timeZone: string;
  confirmOverCapacity: ConfirmOverCapacity;
  onClose: () => void;
}

/** Selecting a slot (docs/product.md §15.4): the fast intake books a confirmed repair for it, asking first when the day is full. */
export function BookingIntake({ slot, opened, load, timeZone, confirmOverCapacity, onClose }: BookingIntakeProps) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.language;
  const navigate = useNavigate();
  const { mutateAsync: createBooking } = useCreateBooking();

  const booking = useMemo<IntakeBooking | undefined>(
    () =>
      slot
        ? {
            date: slot.date,
            title: t('intake.title', { date: formatInZone(slot.date, timeZone, language, !slot.allDay) }),
            description: load ? loadLabel(load, t, language) : undefined,
            create: (input) => withOverCapacityConfirm((overCapacity) => createBooking({ ...input, overCapacity }), confirmOverCapacity),
            onBooked: (repair) => {
              const name = [repair.customer.name, repair.customer.surname].filter(Boolean).join(' ') || repair.customer.phone;
              notifySuccess(t('intake.booked', { name }), {
                label: t('intake.openRepair'),
                onClick: () => void navigate(paths.app.repair.getHref(repair.id)),
              });
            },
          }
        : undefined,
    [slot, load, timeZone, language, t, createBooking, confirmOverCapacity, navigate],
  );

  return <FastIntake opened={opened && booking !== undefined} onClose={onClose} booking={booking} />;
}
