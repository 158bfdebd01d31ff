// docs/product.md §31.3: a bike's history — every repair of it with its lines, mechanics and dates, what it cost the
// customer per calendar year and in all, its suspension units' services and its open recommendations — and the rule
// for the totals: a delivered repair counts in the year of its delivery on the workshop's clock; others count nowhere.
import { z } from 'zod';
import { SERVICE_KINDS } from '../catalogue/catalogue.ts';
import { LANGUAGES } from '../constants.ts';
import { ZRecommendationSchema } from '../recommendations/recommendation.ts';
import { ZIdSchema } from '../repairs/functions.ts';
import { repairLinesOf, isDeclinedLine } from '../repairs/declined-lines.ts';
import type { TRepair } from '../repairs/repair.ts';
import { REPAIR_PAYMENTS, REPAIR_STATUSES } from '../repairs/status.ts';
import { ZSuspensionUnitViewSchema } from '../suspensions/functions.ts';
import { repairFinishedDate } from '../suspensions/from-repair.ts';
import { dayInZone } from '../bookings/zone.ts';

const isoDate = z.iso.datetime({ offset: true });

/** One line of work done: a declined line (docs/product.md §3) was not done, and is not listed. */
export const ZBikeHistoryLineSchema = z.object({
  kind: z.enum(SERVICE_KINDS),
  title: z.string(),
  quantity: z.number().int(),
  /** The price of one, in cents, as the repair charged it. */
  price: z.number().int(),
});
export type TBikeHistoryLine = z.infer<typeof ZBikeHistoryLineSchema>;

export const ZBikeHistoryRepairSchema = z.object({
  id: z.string(),
  status: z.enum(REPAIR_STATUSES),
  payment: z.enum(REPAIR_PAYMENTS),
  created: isoDate,
  /** When it came into the workshop; null if it never did. */
  entryDate: isoDate.nullable(),
  /** The last move to finished (else the booking's finished date); null if never finished. */
  finishedAt: isoDate.nullable(),
  /** When it was delivered (the last move to delivered); null while it is not delivered. */
  deliveredAt: isoDate.nullable(),
  /** Cents: what the repair charges. */
  total: z.number().int(),
  lines: z.array(ZBikeHistoryLineSchema),
  /** The mechanics' names as the workshop has them today; a mechanic since removed is left out. */
  mechanics: z.array(z.string()),
  /** Who brought the bike in, for a repair made while it belonged to someone else. */
  customerId: z.string().nullable(),
  customerName: z.string(),
  /** The repair's photos' ids (docs/product.md §12.3), oldest first; their images come from photoPath. */
  photoIds: z.array(z.string()),
});
export type TBikeHistoryRepair = z.infer<typeof ZBikeHistoryRepairSchema>;

export const ZBikeHistoryYearSchema = z.object({
  year: z.number().int(),
  /** Cents: the totals of the repairs delivered that year. */
  total: z.number().int(),
  /** How many repairs were delivered that year. */
  repairs: z.number().int(),
});
export type TBikeHistoryYear = z.infer<typeof ZBikeHistoryYearSchema>;

export const ZBikeHistoryTotalsSchema = z.object({
  /** Newest year first; only years with a delivered repair. */
  years: z.array(ZBikeHistoryYearSchema),
  /** Cents: every year's together. */
  total: z.number().int(),
});
export type TBikeHistoryTotals = z.infer<typeof ZBikeHistoryTotalsSchema>;

export const ZBikesHistoryInputSchema = z.object({ id: ZIdSchema });

/** bikesHistory: newest repair first; its units with their services, newest first; its open recommendations, newest first. */
export const ZBikesHistoryOutputSchema = z.object({
  bikeId: z.string(),
  /** The workshop's zone, whose calendar the years are (its booking settings'). */
  timeZone: z.string(),
  repairs: z.array(ZBikeHistoryRepairSchema),
  totals: ZBikeHistoryTotalsSchema,
  suspensions: z.array(ZSuspensionUnitViewSchema),
  recommendations: z.array(ZRecommendationSchema),
});
export type TBikesHistoryOutput = z.infer<typeof ZBikesHistoryOutputSchema>;

export const ZBikesHistoryPdfInputSchema = z.object({ id: ZIdSchema, language: z.enum(LANGUAGES) });
export type TBikesHistoryPdfInput = z.infer<typeof ZBikesHistoryPdfInputSchema>;

/** When a repair was delivered: its last move to delivered, else its delivery date; null while not delivered. */
export function repairDeliveredAt(repair: Pick<TRepair, 'status' | 'deliveryDate' | 'state'>): string | null {
  if (repair.status !== 'delivered') return null;
  return repair.state.status.findLast((entry) => entry.status === 'delivered')?.date ?? repair.deliveryDate ?? null;
}

/** A repair as its bike's history lists it, with the workshop's mechanics' names by id. */
export function bikeHistoryRepairOf(
  repair: TRepair,
  mechanicNames: ReadonlyMap<string, string>,
  photoIds: readonly string[],
): TBikeHistoryRepair {
  return {
    id: repair.id,
    status: repair.status,
    payment: repair.payment,
    created: repair.created,
    entryDate: repair.entryDate,
    finishedAt: repairFinishedDate(repair),
    deliveredAt: repairDeliveredAt(repair),
    total: repair.totalPrice,
    lines: repairLinesOf(repair)
      .filter((line) => !isDeclinedLine(line.service))
      .map(({ kind, service }) => ({ kind, title: service.title, quantity: service.quantity, price: service.price })),
    mechanics: repair.mechanics.flatMap((id) => {
      const name = mechanicNames.get(id);
      return name ? [name] : [];
    }),
    customerId: repair.customer.id,
    customerName: repair.form.fullName,
    photoIds: [...photoIds],
  };
}

/**
 * What the bike cost its customers (docs/product.md §31.3): each delivered repair's total in the calendar year its
 * delivery falls in on the workshop's clock (1 January 00:30 in Madrid is the new year's, though it is still 31 December
 * in UTC), newest year first, and all years' together. A repair not delivered counts in no year.
 */
export function bikeHistoryTotals(
  repairs: readonly Pick<TBikeHistoryRepair, 'status' | 'deliveredAt' | 'created' | 'total'>[],
  timeZone: string,
): TBikeHistoryTotals {
  const byYear = new Map<number, TBikeHistoryYear>();
  for (const repair of repairs) {
    if (repair.status !== 'delivered') continue;
    // An imported repair marked delivered without any date counts in the year it was made.
    const year = Number(dayInZone(repair.deliveredAt ?? repair.created, timeZone).slice(0, 4));
    const row = byYear.get(year) ?? { year, total: 0, repairs: 0 };
    byYear.set(year, { year, total: row.total + repair.total, repairs: row.repairs + 1 });
  }
  const years = [...byYear.values()].sort((a, b) => b.year - a.year);
  return { years, total: years.reduce((sum, row) => sum + row.total, 0) };
}
