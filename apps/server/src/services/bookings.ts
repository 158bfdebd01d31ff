// The booking calendar's operations that reach beyond a day's SQL (docs/product.md §4 and §15): a range's
// events, from the copy kept in memory or PostgreSQL; and a booking made from a free slot, its new customer
// and bike with it. Loads, locks and moves are data/bookings.ts.
import { dayInZone, type TBookingsListOutput, type TRepair, type ZBookingsCreateInputSchema } from '@rueda/domain';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { checkCapacity, lockDay } from '../data/bookings.ts';
import { readBookingEvents } from '../data/calendar-events.ts';
import type { Writer } from '../data/repairs.ts';
import { RawJson } from '../lib/raw-json.ts';
import type { CalendarDirectory } from './cache/calendar-directory.ts';
import { insertRepair } from './repair-writes.ts';

/**
 * The repairs whose calendar start is in [from, to), as the calendar's events, from the workshop's
 * events kept in memory (calendar-directory.ts, decision 027), or PostgreSQL while they are not. Each is
 * its kept body (decision 026) with its timing in the workshop's zone put in front, so the answer is
 * written out as bytes, never parsed into objects and serialised again.
 */
export async function listBookingEvents(
  db: Db,
  directory: CalendarDirectory,
  workshopId: string,
  range: { from: Date; to: Date },
  now: Date,
): Promise<RawJson<TBookingsListOutput>> {
  const { from, to } = range;
  const kept = await directory.eventsOf(workshopId, from.getTime(), to.getTime());
  const { events, timeZone } = kept ?? (await readBookingEvents(db, workshopId, range, now));
  return RawJson.ofParts('{"events":[', events, ',', `],"timeZone":${JSON.stringify(timeZone)}}`);
}

type CreateInput = z.output<typeof ZBookingsCreateInputSchema>;

/** Selecting a slot: a repair confirmed for that date, its new customer and bike made with it. */
export async function createBooking(db: Db, writer: Writer, input: CreateInput): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const settings = await readBookingSettings(tx, writer.workshopId);
    await lockDay(tx, writer.workshopId, dayInZone(input.date, settings.timeZone));
    const repair = await insertRepair(tx, writer, {
      customer: input.customer,
      bike: input.bike,
      recommendationIds: [],
      services: input.services,
      mechanics: input.mechanics,
      priority: 0,
      technicalNotes: '',
      entryDate: null,
      deliveryDate: null,
      booking: { confirmedDate: input.date, postponedDate: null, finishedDate: null, observations: input.observations },
      additionalData: {},
      status: 'confirmed',
      payment: 'pending',
    });
    await checkCapacity(tx, writer.workshopId, settings, repair, null, input.overCapacity);
    return repair;
  });
}
