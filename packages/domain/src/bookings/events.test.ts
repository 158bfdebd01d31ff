import { describe, expect, it } from 'vitest';
import { intake, writeContext } from '../repairs/fixtures/write-context.ts';
import { calendarStart } from '../repairs/calendar.ts';
import { newRepair } from '../repairs/new-repair.ts';
import { REPAIR_STATUSES } from '../repairs/status.ts';
import { bookingEventBodyOf, bookingEventJson, toBookingEvent, ZBookingEventSchema } from './events.ts';
import { zoneClock } from './zone.ts';

describe('a calendar event written from its kept body (decision 026)', () => {
  it('is the event toBookingEvent makes, for every status, at 00:00 and at a time, in Madrid and in Lisbon', () => {
    const base = newRepair(intake({ customer: { name: 'Íñigo "el Rápido"', surname: 'Ruiz', phone: '611 222 333' } }), writeContext());
    for (const status of REPAIR_STATUSES) {
      for (const confirmedDate of ['2027-04-05T22:00:00.000Z', '2027-04-06T08:30:00.000Z', null]) {
        const repair = {
          ...base,
          status,
          state: { ...base.state, booking: { ...base.state.booking, confirmedDate, observations: 'Frenos\n"traseros"' } },
        };
        const body = JSON.stringify(bookingEventBodyOf(repair, 90));
        const start = Date.parse(calendarStart({ status, created: repair.created, booking: repair.state.booking }));
        for (const timeZone of ['Europe/Madrid', 'Europe/Lisbon']) {
          const written = JSON.parse(bookingEventJson(body, status, start, 3, zoneClock(timeZone))) as unknown;
          const made = toBookingEvent({ ...repair, ...bookingEventBodyOf(repair, 90), storedVersion: 3 }, timeZone);
          expect(written, `${status} ${confirmedDate} ${timeZone}`).toEqual(made);
          expect(ZBookingEventSchema.parse(written)).toEqual(made);
        }
      }
    }
  });
});
