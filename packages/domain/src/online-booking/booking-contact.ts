// docs/decisions/058: an online booking keeps what the person typed on its repair (its booking contact) and
// never reveals or changes an existing customer. When the typed phone or email is an existing customer's, the
// staff see a suggestion on the repair page and link the repair to that customer themselves.
import { z } from 'zod';
import { BIKE_TYPES, CUSTOMER_LANGUAGES, type TBike, type TCustomer } from '../customers/customer.ts';
import { nextLastUpdate, withDerivedFields } from '../repairs/changes.ts';
import { ZIdSchema } from '../repairs/functions.ts';
import { repairBikeOf, repairCustomerOf } from '../repairs/repair-copies.ts';
import type { TRepair } from '../repairs/repair.ts';

const isoDate = z.iso.datetime({ offset: true });

/** What the booking page sent, as typed (trimmed), with the consent it gave and when. */
export const ZBookingContactSchema = z.object({
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  language: z.enum(CUSTOMER_LANGUAGES),
  bike: z.object({ manufacturer: z.string(), model: z.string(), type: z.enum(BIKE_TYPES) }),
  /** The consent the page asks for, given at the booking: to be written to by WhatsApp, and by email when one was typed. */
  whatsappConsentAt: isoDate.nullable(),
  emailConsentAt: isoDate.nullable(),
});
export type TBookingContact = z.infer<typeof ZBookingContactSchema>;

/** An existing customer whose phone or email the booking typed, as the staff see it: a first name and an initial. */
export const ZBookingSuggestionSchema = z.object({
  customerId: z.string(),
  /** "Lucía H.": the customer's name and the initial of their surname. */
  shortName: z.string(),
  matchedBy: z.enum(['phone', 'email']),
});
export type TBookingSuggestion = z.infer<typeof ZBookingSuggestionSchema>;

export const ZRepairBookingContactInputSchema = z.object({ repairId: ZIdSchema });

/** The repair's booking contact (null for a repair not booked online) and, while no customer is linked, the suggestion. */
export const ZRepairBookingContactOutputSchema = z.object({
  contact: ZBookingContactSchema.nullable(),
  suggestion: ZBookingSuggestionSchema.nullable(),
});
export type TRepairBookingContactOutput = z.infer<typeof ZRepairBookingContactOutputSchema>;

/** repairsLinkCustomer: the online booking's repair (and its bike) go to this customer of the workshop. */
export const ZRepairsLinkCustomerInputSchema = z.object({
  id: ZIdSchema,
  customerId: ZIdSchema,
  /** The version the page showed; a newer one refuses the link with `aborted`, as the repair page's saves. */
  expectedLastUpdate: isoDate.optional(),
});
export type TRepairsLinkCustomerInput = z.input<typeof ZRepairsLinkCustomerInputSchema>;

/** "Lucía H.": a first name and the surname's initial, or the first name alone. */
export function shortNameOf(customer: { name: string; surname: string }): string {
  const name = customer.name.trim();
  const initial = customer.surname.trim().charAt(0).toLocaleUpperCase();
  if (name === '') return initial === '' ? '' : `${initial}.`;
  return initial === '' ? name : `${name} ${initial}.`;
}

/**
 * The booking's repair linked to the customer: its copies of the customer and bike become theirs (the bike
 * the data layer found or made for them, else the repair's copy stays); the booking contact stays as it was.
 */
export function linkedRepair(
  repair: TRepair,
  link: {
    customer: Pick<TCustomer, 'id' | 'name' | 'surname' | 'phone' | 'email' | 'address' | 'dni'>;
    bike: Pick<TBike, 'id' | 'manufacturer' | 'model' | 'color' | 'year' | 'type'> | null;
    now: Date;
  },
): TRepair {
  const { customer, bike, now } = link;
  const copy = repairCustomerOf(customer);
  return withDerivedFields({
    ...repair,
    customer: copy.customer,
    form: { ...repair.form, phone: copy.phone, fullName: copy.fullName },
    bike: { ...repair.bike, ...(bike ? repairBikeOf(bike, repair.bike.year) : {}), owner_uid: customer.id },
    lastUpdate: nextLastUpdate(repair.lastUpdate, now),
    state: { ...repair.state, ...(bike ? { bike: { id: bike.id } } : {}) },
  });
}
