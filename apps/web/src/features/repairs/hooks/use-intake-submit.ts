// What the fast intake does with its values: a new repair (repairsCreate), then its page; or, opened
// from the booking calendar, a booking for the slot chosen there, staying on the calendar.
import type { TBookingsCreateInput, TRepair } from '@rueda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { fitsAsPhoto, useUploadIntakePhotos } from '@/features/photos';
import { useBikeLabel } from '@/lib/bike-label';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useCreateRepair } from '../api/create-repair';
import { customerNameOf } from '../repair-names';
import { serverFieldErrors, toBookingCreateInput, toCreateInput, type IntakeField, type IntakeValues } from '../intake-form';

/**
 * The intake as the booking calendar opens it (docs/product.md §15.4). The calendar words the title and
 * makes the booking: it owns the bookings functions and asks before booking a full day.
 */
export interface IntakeBooking {
  /** The slot chosen, ISO 8601. */
  date: string;
  /** The intake's title: the slot's date. */
  title: string;
  /** A line under it, e.g. the day's load. */
  description?: string;
  /** bookingsCreate; null when the person chose not to book a full day. */
  create: (input: TBookingsCreateInput) => Promise<TRepair | null>;
  onBooked?: (repair: TRepair) => void;
}

interface IntakeSubmitOptions {
  booking?: IntakeBooking;
  photoFiles: File[];
  onClose: () => void;
  onFieldErrors: (errors: Partial<Record<IntakeField, string>>) => void;
}

export function useIntakeSubmit({ booking, photoFiles, onClose, onFieldErrors }: IntakeSubmitOptions) {
  const { t } = useTranslation(['repairs', 'photos', 'offline']);
  const navigate = useNavigate();
  const bikeLabel = useBikeLabel();
  const createRepair = useCreateRepair({
    subjectOf: (input) =>
      [
        bikeLabel({ manufacturer: input.bike.manufacturer, model: input.bike.model }),
        customerNameOf({ name: input.customer.name ?? '', surname: input.customer.surname ?? '' }),
      ]
        .filter(Boolean)
        .join(' · '),
  });
  const uploadPhotos = useUploadIntakePhotos();
  const [formError, setFormError] = useState<string | null>(null);
  const [isBooking, setIsBooking] = useState(false);

  function fail(error: unknown) {
    const fieldErrors = serverFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) onFieldErrors(fieldErrors);
    // The form stays open with its values; without a connection it says so (docs/product.md §24.7).
    else setFormError(t(`errors.${writeFailureOf(error)}`));
  }

  async function book(values: IntakeValues, slot: IntakeBooking) {
    setIsBooking(true);
    try {
      const repair = await slot.create(toBookingCreateInput(values, slot.date));
      if (!repair) return;
      slot.onBooked?.(repair);
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setIsBooking(false);
    }
  }

  function submit(values: IntakeValues) {
    setFormError(null);
    if (booking) {
      void book(values, booking);
      return;
    }
    createRepair.mutate(
      { input: toCreateInput(values), photos: photoFiles },
      {
        onSuccess: (repair) => {
          if (!repair) {
            // Kept on the device with its photos (docs/product.md §30.3): created once the connection is back.
            const kept = photoFiles.filter(fitsAsPhoto).length;
            notifySuccess(kept > 0 ? t('offline:intake.keptWithPhotos', { count: kept }) : t('offline:intake.kept'));
            if (kept < photoFiles.length) notifyError(t('photos:errors.tooBig'));
            onClose();
            return;
          }
          // docs/product.md §12.4: the new repair's bike tag, one click away.
          notifySuccess(t('intake.created', { name: customerNameOf(repair.customer) || t('card.noCustomer') }), {
            label: t('tag.printButton'),
            onClick: () => window.open(paths.app.repairTag.getPrintHref(repair.id), '_blank'),
          });
          void uploadPhotos(repair.id, photoFiles);
          onClose();
          void navigate(paths.app.repair.getHref(repair.id));
        },
        onError: fail,
      },
    );
  }

  return { submit, formError, isPending: createRepair.isPending || isBooking };
}
