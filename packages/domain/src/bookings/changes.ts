// What a booking does to a repair (docs/product.md §15.4): a drag moves its date, confirming or postponing
// adds the status to its history with the booking's date and observations.
import { FunctionError } from '../errors.ts';
import { isShownInCalendar } from '../repairs/calendar.ts';
import { nextLastUpdate, withDerivedFields, withStatus } from '../repairs/changes.ts';
import type { TRepair } from '../repairs/repair.ts';
import type { BOOKING_STATUSES } from './functions.ts';

/** docs/product.md §3: entryDate comes from the workshopEntrance entry, else booking.confirmedDate. */
function entryDateWith(repair: TRepair, confirmedDate: string | null): string | null {
  const entrance = repair.state.status.some((entry) => entry.status === 'workshopEntrance');
  return entrance ? repair.entryDate : confirmedDate;
}

/** A repair the calendar hides (finished, delivered) cannot be moved on it. */
export function checkOnCalendar(repair: TRepair): void {
  if (!isShownInCalendar(repair)) {
    throw new FunctionError('aborted', 'This repair is no longer on the calendar.', { reason: 'not-on-calendar' });
  }
}

/** A drag: the date the calendar starts the repair on moves (docs/product.md §4: postponedDate for a postponed repair, else confirmedDate). */
export function withBookingDate(repair: TRepair, date: string | null, now: Date): TRepair {
  checkOnCalendar(repair);
  const booking = { ...repair.state.booking };
  if (repair.status === 'postponed') booking.postponedDate = date;
  else booking.confirmedDate = date;
  return withDerivedFields({
    ...repair,
    entryDate: entryDateWith(repair, booking.confirmedDate),
    lastUpdate: nextLastUpdate(repair.lastUpdate, now),
    state: { ...repair.state, booking },
  });
}

/** Confirm or postpone: the status joins the history (dated now), the booking takes the date and the observations. */
export function withBookingStatus(
  repair: TRepair,
  change: { status: (typeof BOOKING_STATUSES)[number]; date: string; observations: string },
  now: Date,
): TRepair {
  checkOnCalendar(repair);
  const moved = withStatus(repair, { status: change.status, date: now.toISOString(), observations: change.observations }, now);
  const booking = {
    ...moved.state.booking,
    ...(change.status === 'confirmed' ? { confirmedDate: change.date } : { postponedDate: change.date }),
    observations: change.observations,
  };
  return withDerivedFields({
    ...moved,
    entryDate: entryDateWith(moved, booking.confirmedDate),
    state: { ...moved.state, booking },
  });
}
