// docs/decisions/058: an online booking's repair keeps what was typed (repairs.booking_contact). The staff, and
// only they, see which existing customer its phone or email is (booking-customers.ts's rule), and link the
// repair and its bike to that customer themselves; the customer's record is not changed by it (no consent, no
// field), and the history says who linked it. Every id is looked up in the caller's workshop first.
import {
  checkNotStale,
  FunctionError,
  linkedRepair,
  readMessagingSettings,
  shortNameOf,
  ZBookingContactSchema,
  type TBookingContact,
  type TRepair,
  type TRepairBookingContactOutput,
} from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { repairs, workshops } from '../db/schema.ts';
import { bookingBikeId, matchingCustomer } from '../data/booking-customers.ts';
import { findBike, requireCustomer } from '../data/customers.ts';
import { addRepairEvent } from '../data/repair-events.ts';
import { lockRepair, readRow, saveRepair } from '../data/repairs.ts';

/** The workshop's repair with its booking contact (null when not booked online); not-found when it has none such. */
async function repairWithContact(
  db: Executor,
  workshopId: string,
  repairId: string,
  now: Date,
): Promise<{ repair: TRepair; contact: TBookingContact | null }> {
  const [row] = await db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion, bookingContact: repairs.bookingContact })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, repairId)));
  if (!row) throw new FunctionError('not-found', 'This repair does not exist.');
  return { repair: readRow(row, now), contact: row.bookingContact === null ? null : ZBookingContactSchema.parse(row.bookingContact) };
}

async function countryOf(db: Executor, workshopId: string): Promise<string> {
  const [row] = await db.select({ settings: workshops.messagingSettings }).from(workshops).where(eq(workshops.id, workshopId));
  return readMessagingSettings(row?.settings).country;
}

/** repairBookingContact: what the booking typed and, while the repair has no customer, the customer it matches. */
export async function readBookingContact(db: Db, workshopId: string, repairId: string, now: Date): Promise<TRepairBookingContactOutput> {
  const { repair, contact } = await repairWithContact(db, workshopId, repairId, now);
  if (!contact || repair.customer.id !== null) return { contact, suggestion: null };
  const match = await matchingCustomer(db, {
    workshopId,
    phone: contact.phone,
    email: contact.email,
    country: await countryOf(db, workshopId),
  });
  if (!match) return { contact, suggestion: null };
  const customer = await requireCustomer(db, workshopId, match.id);
  return { contact, suggestion: { customerId: customer.id, shortName: shortNameOf(customer), matchedBy: match.matchedBy } };
}

/**
 * repairsLinkCustomer, in one transaction: the online booking's repair goes to the customer, with their bike of
 * the typed brand and model (made for them when they have none such, and none when nothing was typed). A repair
 * not booked online is not-found; one already another customer's is failed-precondition (the repair page changes it).
 */
export async function linkBookingCustomer(
  db: Db,
  caller: { workshopId: string; userId: string; now: Date },
  input: { id: string; customerId: string; expectedLastUpdate?: string },
): Promise<TRepair> {
  const { workshopId, userId, now } = caller;
  return db.transaction(async (tx) => {
    const current = await lockRepair(tx, workshopId, input.id, now);
    const customer = await requireCustomer(tx, workshopId, input.customerId, { field: 'customerId' });
    const { contact } = await repairWithContact(tx, workshopId, input.id, now);
    // A repair the staff took in has no online booking to link: as a booking, it is not found.
    if (!contact) throw new FunctionError('not-found', 'This repair was not booked online.', { reason: 'not-booked-online' });
    // Linked to this customer already (a second click, another member): the repair as it is.
    if (current.customer.id === customer.id) return current;
    if (current.customer.id !== null)
      throw new FunctionError('failed-precondition', 'This repair already has its customer.', { reason: 'already-linked' });
    checkNotStale(current, input.expectedLastUpdate);
    const bikeId = await bookingBikeId(tx, { workshopId, customerId: customer.id, bike: contact.bike, now });
    const bike = bikeId === null ? null : ((await findBike(tx, workshopId, bikeId)) ?? null);
    const next = await saveRepair(tx, workshopId, linkedRepair(current, { customer, bike, now }), now);
    await addRepairEvent(tx, {
      workshopId,
      repairId: next.id,
      at: now,
      actor: { userId },
      data: { kind: 'customerLinked', customerId: customer.id, customerName: `${customer.name} ${customer.surname}`.trim() },
    });
    return next;
  });
}
