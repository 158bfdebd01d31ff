// docs/product.md "Online booking": a customer's online booking becomes a repair in notReviewed on the day they
// chose (booking.confirmedDate, for the workshop to confirm), with its repair link and the appointments
// notification raised, in one transaction. What the person typed is kept with the repair (its booking contact);
// an existing customer is never read into it nor written to (docs/decisions/058). The day's lock (bookings.ts
// lockDay) makes the capacity read and the write one step: of two bookings for a day's last place, the second
// finds it full.
import {
  bookingWorkMinutes,
  fitsOn,
  FunctionError,
  instantOfDay,
  nextOpenDays,
  type TBookingContact,
  type TPublicBookingCreateInput,
  type TPublicBookingService,
} from '@rueda/domain';
import type { z } from 'zod';
import type { ZPublicBookingCreateInputSchema } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import type { BookingFormTokens } from './booking-form-tokens.ts';
import { bookingBikeId, bookingCustomerId } from '../data/booking-customers.ts';
import { loadsOfDays, lockDay } from '../data/bookings.ts';
import { notifyAppointment } from '../data/notifications.ts';
import { addRepairEvent } from '../data/repair-events.ts';
import {
  bookableDaysOf,
  bookableServices,
  bookingWorkshopOf,
  checkDay,
  checkPhone,
  chosenServices,
  manufacturerLabelOf,
  type BookingWorkshop,
} from './public-booking.ts';
import type { RepairLinks } from '../data/repair-links.ts';
import { insertRepair } from './repair-writes.ts';

type CreateInput = z.output<typeof ZPublicBookingCreateInputSchema>;
export type { TPublicBookingCreateInput };

/** What the booking made, for its answer and the customer's email once it is committed. */
export interface PublicBookingMade {
  workshop: BookingWorkshop;
  repairId: string;
  day: string;
  repairLink: string;
  services: TPublicBookingService[];
}

/** The same refusal for the honeypot, a form sent too soon, and a token not signed for this page: nothing said why. */
function notAccepted(): FunctionError {
  return new FunctionError('failed-precondition', 'The booking could not be accepted; try again.', { reason: 'not-accepted' });
}

class DayFilled extends Error {}

export async function createPublicBooking(
  db: Db,
  deps: { formTokens: BookingFormTokens; repairLinks: RepairLinks; now: Date },
  input: CreateInput,
): Promise<PublicBookingMade> {
  const { formTokens, repairLinks, now } = deps;
  // docs/decisions/053: bots fill the field people never see, and send the form at once.
  if (input.website !== '') throw notAccepted();
  const workshop = await bookingWorkshopOf(db, input.slug, now);
  if (!formTokens.accepts(input.formToken, workshop.id, now)) throw notAccepted();
  return bookOnline(db, { repairLinks, now }, workshop, input);
}

/** The booking of a request that passed the bot checks (the demo's own bookings start here too). */
export async function bookOnline(
  db: Db,
  { repairLinks, now }: { repairLinks: RepairLinks; now: Date },
  workshop: BookingWorkshop,
  input: Omit<CreateInput, 'slug' | 'formToken' | 'website'>,
): Promise<PublicBookingMade> {
  if (workshop.status !== 'open')
    throw new FunctionError('failed-precondition', 'This workshop takes no online bookings now.', { reason: workshop.status });

  const [offered, days] = await Promise.all([bookableServices(db, workshop), bookableDaysOf(db, workshop, now)]);
  const services = chosenServices(offered, input.services);
  const manufacturer = manufacturerLabelOf(input.bike.manufacturer);
  checkPhone(input.customer.phone, workshop.country);
  const minutes = bookingWorkMinutes(services);
  const offeredDay = checkDay(days, input.day);
  if (!fitsOn(offeredDay, minutes)) throw dayFull(days, minutes, input.day);

  try {
    return await db.transaction(async (tx) => {
      const timeZone = workshop.settings.timeZone;
      await lockDay(tx, workshop.id, input.day);
      const customerId = await bookingCustomerId(tx, { workshopId: workshop.id, customer: input.customer, country: workshop.country, now });
      const bike = { manufacturer, model: input.bike.model, type: input.bike.type };
      const bikeId = customerId === null ? null : await bookingBikeId(tx, { workshopId: workshop.id, customerId, bike, now });
      const contact = bookingContactOf(input, bike, now);
      const ids = (kind: TPublicBookingService['kind']) =>
        services.filter((service) => service.kind === kind).map(({ id }) => ({ id, quantity: 1 }));
      const repair = await insertRepair(
        tx,
        { workshopId: workshop.id, mayPrice: false, now },
        {
          // The repair's copies are what was typed, whether or not the booking made its own customer and bike.
          customer: { id: customerId, ...contactFieldsOf(contact), address: '', dni: '' },
          bike: { id: bikeId, manufacturer: bike.manufacturer, model: bike.model, color: '', year: null, type: bike.type },
          recommendationIds: [],
          services: { packs: ids('packs'), maintenances: ids('maintenances'), suspensions: ids('suspensions'), stockItems: [] },
          mechanics: [],
          priority: 0,
          technicalNotes: '',
          entryDate: null,
          deliveryDate: null,
          // docs/product.md §3: the day chosen is the booking's date, for the workshop to confirm; the problem is its observation.
          booking: {
            confirmedDate: new Date(instantOfDay(input.day, timeZone)).toISOString(),
            postponedDate: null,
            finishedDate: null,
            observations: input.problem,
          },
          additionalData: { onlineBooking: true },
          status: 'notReviewed',
          payment: 'pending',
        },
        contact,
      );
      // With this booking the day must still be within its capacity, whatever the page showed.
      const [load] = await loadsOfDays(tx, workshop.id, workshop.settings, input.day, input.day);
      if (!load || load.bookedMinutes > load.capacityMinutes) throw new DayFilled();
      // The history says who booked it and for when; the link made with it has no member as its maker.
      await addRepairEvent(tx, {
        workshopId: workshop.id,
        repairId: repair.id,
        at: now,
        actor: null,
        data: { kind: 'bookedOnline', day: input.day },
      });
      const { url } = await repairLinks.ensure(tx, { workshopId: workshop.id, repairId: repair.id, userId: null, now });
      await notifyAppointment(tx, workshop.id, repair.id, now);
      return { workshop, repairId: repair.id, day: input.day, repairLink: url, services };
    });
  } catch (error) {
    if (!(error instanceof DayFilled)) throw error;
    throw dayFull(await bookableDaysOf(db, workshop, now), minutes, input.day);
  }
}

/** What the booking typed, and the consent the page gave with it: by WhatsApp, and by email when one was typed. */
function bookingContactOf(input: Pick<CreateInput, 'customer'>, bike: TBookingContact['bike'], now: Date): TBookingContact {
  const at = now.toISOString();
  return { ...input.customer, bike, whatsappConsentAt: at, emailConsentAt: input.customer.email === '' ? null : at };
}

function contactFieldsOf({ name, surname, phone, email }: TBookingContact) {
  return { name, surname, phone, email };
}

/** The day is full now; the next open days the booking fits on are offered instead. */
function dayFull(days: Parameters<typeof nextOpenDays>[0], minutes: number, day: string): FunctionError {
  return new FunctionError('aborted', 'This day is full now.', { reason: 'day-full', nextDays: nextOpenDays(days, minutes, day) });
}
