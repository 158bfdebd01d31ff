// What a repairs list carries of each repair: enough for a board card, the filters, the search and
// the calendar, without the whole document (docs/product.md §9: the list stays small).
import { z } from 'zod';
import { phoneDigits } from '../customers/customer.ts';
import { ZRepairPartsCountSchema, type TRepair } from './repair.ts';
import { REPAIR_PAYMENTS, REPAIR_STATUSES } from './status.ts';

const isoDate = z.iso.datetime({ offset: true });

export const ZRepairSummarySchema = z.object({
  id: z.string(),
  status: z.enum(REPAIR_STATUSES),
  payment: z.enum(REPAIR_PAYMENTS),
  priority: z.number().int(),
  orderPosition: z.number().nullable(),
  customer: z.object({ id: z.string().nullable(), name: z.string(), surname: z.string(), phone: z.string() }),
  bike: z.object({ manufacturer: z.string(), model: z.string(), color: z.string(), type: z.string() }),
  mechanics: z.array(z.string()),
  totalPrice: z.number().int(),
  entryDate: isoDate.nullable(),
  deliveryDate: isoDate.nullable(),
  created: isoDate,
  lastUpdate: isoDate,
  notified: z.boolean(),
  booking: z.object({ confirmedDate: isoDate.nullable(), postponedDate: isoDate.nullable(), finishedDate: isoDate.nullable() }),
  /** The version the repair is stored in; older ones open on the legacy page too. */
  storedVersion: z.number().int(),
  /** Booked by the customer on the workshop's booking page (docs/product.md §22); present only then (small lists). */
  bookedOnline: z.literal(true).optional(),
  /** Its parts on order (docs/product.md §31.2); present only while one has not arrived (small lists). */
  parts: ZRepairPartsCountSchema.optional(),
});
export type TRepairSummary = z.infer<typeof ZRepairSummarySchema>;

export function summariseRepair(repair: TRepair, storedVersion: number): TRepairSummary {
  return {
    id: repair.id,
    status: repair.status,
    payment: repair.payment,
    priority: repair.priority,
    orderPosition: repair.orderPosition,
    customer: { id: repair.customer.id, name: repair.customer.name, surname: repair.customer.surname, phone: repair.customer.phone },
    bike: {
      manufacturer: repair.bike.manufacturer.label,
      model: repair.bike.model.label,
      color: repair.bike.color,
      type: repair.bike.type,
    },
    mechanics: repair.mechanics,
    totalPrice: repair.totalPrice,
    entryDate: repair.entryDate,
    deliveryDate: repair.deliveryDate,
    created: repair.created,
    lastUpdate: repair.lastUpdate,
    notified: repair.notified,
    booking: {
      confirmedDate: repair.state.booking.confirmedDate,
      postponedDate: repair.state.booking.postponedDate,
      finishedDate: repair.state.booking.finishedDate,
    },
    storedVersion,
    ...(repair.form.additionalData.onlineBooking === true ? { bookedOnline: true as const } : {}),
    ...(repair.state.parts && repair.state.parts.waiting > 0 ? { parts: repair.state.parts } : {}),
  };
}

/** Lowercase, without accents: 'Peña' and 'pena' find each other. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text a repair is found by: customer name, surname, phone (and its digits), bike. */
export function searchTextOf(summary: Pick<TRepairSummary, 'customer' | 'bike'>): string {
  const { customer, bike } = summary;
  return foldText(
    [customer.name, customer.surname, customer.phone, phoneDigits(customer.phone), bike.manufacturer, bike.model, bike.color].join(' '),
  );
}

/** The words of a search query, folded as search texts are; none for a blank query. */
export function searchWordsOf(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** Instant search (docs/product.md §4): every word of the query is in the customer's name, phone or the bike. */
export function matchesSearch(summary: Pick<TRepairSummary, 'customer' | 'bike'>, query: string): boolean {
  return hasEveryWord(searchTextOf(summary), searchWordsOf(query));
}

/** A search text (searchTextOf) holds every one of the words (searchWordsOf). */
export function hasEveryWord(searchText: string, words: readonly string[]): boolean {
  return words.every((word) => searchText.includes(word));
}
