// A drag on the calendar (docs/product.md §15.4): the booking's date moves, with undo. The screen's
// handler is this function with the real writes and toasts; tests call it with a fake drop.
import type { TBookingEvent, TBookingsRescheduleInput, TRepair } from '@rueda/domain';
import { droppedDate, rescheduledField } from './booking-dates';
import { withOverCapacityConfirm, type ConfirmOverCapacity } from './over-capacity';

/** What the handler reads of FullCalendar's eventDrop info. */
export interface BookingDrop {
  event: { startStr: string; allDay: boolean; extendedProps: Record<string, unknown> };
  revert: () => void;
}

export interface MovedBooking {
  booking: TBookingEvent;
  repair: TRepair;
  date: string;
  /** Moves the booking back to its previous date (none when it had none). */
  undo: () => Promise<TRepair>;
  /** Whether it is a whole day, shown without a time. */
  allDay: boolean;
}

export interface DropDependencies {
  timeZone: string;
  reschedule: (input: TBookingsRescheduleInput) => Promise<TRepair>;
  confirmOverCapacity: ConfirmOverCapacity;
  onMoved: (moved: MovedBooking) => void;
  onFailed: (error: unknown) => void;
}

export async function dropBooking(drop: BookingDrop, dependencies: DropDependencies): Promise<void> {
  const { timeZone, reschedule, confirmOverCapacity, onMoved, onFailed } = dependencies;
  const booking = (drop.event.extendedProps as { booking: TBookingEvent }).booking;
  const previousDate = rescheduledField(booking);
  const date = droppedDate(drop.event, previousDate, timeZone);
  try {
    const repair = await withOverCapacityConfirm(
      (overCapacity) => reschedule({ id: booking.id, date, expectedLastUpdate: booking.lastUpdate, overCapacity }),
      confirmOverCapacity,
    );
    if (!repair) {
      drop.revert();
      return;
    }
    onMoved({
      booking,
      repair,
      date,
      allDay: drop.event.allDay,
      // The booking was on that date before the drag, so going back asks nothing.
      undo: () => reschedule({ id: booking.id, date: previousDate, expectedLastUpdate: repair.lastUpdate, overCapacity: true }),
    });
  } catch (error) {
    drop.revert();
    onFailed(error);
  }
}
