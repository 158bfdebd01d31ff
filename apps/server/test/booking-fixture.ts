// The booking tests' days, times and settings (bookings-list.test.ts, bookings.test.ts).
import { DEFAULT_BOOKING_SETTINGS, type TBookingSettings } from '@rueda/domain';
import { expect } from 'vitest';
import type { Caller } from './workshop-fixture.ts';

/** Madrid is UTC+1 in winter: 2027-03-01 (a Monday) 00:00 there is 2027-02-28T23:00Z. */
export const MONDAY = '2027-03-01';
/** A wall-clock time in Madrid: UTC+1 in winter, UTC+2 from 2027-03-28 to 2027-10-31. */
export const at = (day: string, time: string) => {
  const summer = day >= '2027-03-28' && day < '2027-10-31';
  return new Date(`${day}T${time}:00${summer ? '+02:00' : '+01:00'}`).toISOString();
};
export const BIKE = { manufacturer: 'Orbea', model: 'Orca' };

/** One hour a day, all of it bookable: with the fixture's two mechanics, 120 minutes a day. */
export const ONE_HOUR: TBookingSettings = {
  ...DEFAULT_BOOKING_SETTINGS,
  openingHours: { ...DEFAULT_BOOKING_SETTINGS.openingHours, mon: [{ from: '09:00', to: '10:00' }], tue: [{ from: '09:00', to: '10:00' }] },
  bookablePercent: 100,
};

export function book(caller: Caller, date: string, extra: Record<string, unknown> = {}) {
  return caller.call('bookingsCreate', { date, customer: { name: 'Reserva', phone: '600 100 200' }, bike: BIKE, ...extra });
}

export async function loadOf(caller: Caller, day: string) {
  const { days } = await caller.ok('bookingsCapacity', { from: at(day, '00:00'), to: at(day, '23:59') });
  expect(days).toHaveLength(1);
  return days[0]!;
}
