// A day's capacity and load (docs/product.md §15.2). Capacity is work time: the active mechanics' hours
// that day (the workshop's opening hours) times the bookable share. Load is the estimated minutes of
// the repairs the calendar shows that day.
import { SERVICE_KINDS } from '../catalogue/catalogue.ts';
import type { TRepair } from '../repairs/repair.ts';
import { minutesOfClock, type TBookingSettings } from './settings.ts';
import { weekdayOf } from './zone.ts';

/** docs/product.md §15.2: a repair with no estimated service counts as an hour's work. */
export const DEFAULT_WORK_MINUTES = 60;

/** The workshop's open minutes on a day: none on a closed day. */
export function openMinutes(settings: Pick<TBookingSettings, 'openingHours' | 'closedDays'>, day: string): number {
  if (settings.closedDays.includes(day)) return 0;
  return settings.openingHours[weekdayOf(day)].reduce(
    (sum, interval) => sum + minutesOfClock(interval.to) - minutesOfClock(interval.from),
    0,
  );
}

/**
 * The bookable minutes of a day: every active mechanic works the opening hours, and the bookable
 * share of them may be booked. A workshop with no mechanic listed counts one person, its owner.
 */
export function capacityMinutes(settings: TBookingSettings, day: string, activeMechanics: number): number {
  return Math.floor((openMinutes(settings, day) * Math.max(activeMechanics, 1) * settings.bookablePercent) / 100);
}

/**
 * The estimated minutes of a repair's services: each line's estimate (kept on the line when it was
 * chosen, as its price is) times its quantity; DEFAULT_WORK_MINUTES when no line has one.
 */
export function repairWorkMinutes(repair: Pick<TRepair, 'form'>): number {
  let minutes = 0;
  let estimated = false;
  for (const kind of SERVICE_KINDS) {
    const lines = kind === 'suspensions' ? repair.form.suspensions : repair.form.services[kind];
    for (const line of lines) {
      const estimate = (line as { estimatedMinutes?: unknown }).estimatedMinutes;
      if (typeof estimate === 'number' && Number.isFinite(estimate) && estimate >= 0) {
        minutes += estimate * line.quantity;
        estimated = true;
      }
    }
  }
  return estimated ? minutes : DEFAULT_WORK_MINUTES;
}

export type DayLoadState = 'closed' | 'free' | 'busy' | 'full';

/** A day is busy from three quarters of its capacity. */
export const BUSY_SHARE = 0.75;

export interface TDayLoad {
  day: string;
  capacityMinutes: number;
  bookedMinutes: number;
  repairs: number;
  state: DayLoadState;
}

export function dayLoadState(capacity: number, booked: number): DayLoadState {
  if (capacity <= 0) return 'closed';
  if (booked >= capacity) return 'full';
  return booked >= capacity * BUSY_SHARE ? 'busy' : 'free';
}

/** Whether booking `extra` more minutes on a day with this load goes over its capacity (exactly full fits). */
export function exceedsCapacity(load: Pick<TDayLoad, 'capacityMinutes' | 'bookedMinutes'>, extra: number): boolean {
  return load.bookedMinutes + extra > load.capacityMinutes;
}
