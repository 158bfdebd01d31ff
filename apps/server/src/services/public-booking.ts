// docs/product.md §22: the online booking as its anonymous caller reaches it. A slug is looked up whole (an unknown one and a
// malformed one meet the same not-found); a workshop that paused its page, or whose subscription lapsed, offers
// nothing. What the answers hold is all they reveal (functions.ts of online-booking in the domain).
import {
  BIKE_MANUFACTURERS,
  BOOKABLE_KINDS,
  bookableRange,
  dayInZone,
  FunctionError,
  invalidField,
  isTrialActive,
  publicDayOf,
  readMessagingSettings,
  toE164,
  type BookableKind,
  type OnlineBookingStatus,
  type TBookingSettings,
  type TOnlineBookingOptions,
  type TPublicBookingDay,
  type TPublicBookingOptions,
  type TPublicBookingService,
  type TServiceItem,
} from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { workshops } from '../db/schema.ts';
import { catalogueItems } from '../data/catalogue.ts';
import { bookingSettingsOf } from '../data/booking-settings.ts';
import { loadsOfDays } from '../data/bookings.ts';
import { onlineBookingOptionsOf, workshopOfSlug } from '../data/online-booking-settings.ts';

/** The public description's length: the page shows a line or two of each service. */
const DESCRIPTION_MAX = 280;

export interface BookingWorkshop {
  id: string;
  name: string;
  address: string;
  phone: string;
  currency: { code: string; symbol: string };
  status: OnlineBookingStatus;
  options: TOnlineBookingOptions;
  settings: TBookingSettings;
  /** The country a phone written without its code is read in. */
  country: string;
}

export function pageNotFound(): FunctionError {
  return new FunctionError('not-found', 'There is no booking page at this address.');
}

/** The workshop whose page `slug` is; not-found when none is. */
export async function bookingWorkshopOf(db: Executor, slug: string, now: Date): Promise<BookingWorkshop> {
  // The slug's workshop first, then its row by id: two key reads that stay on one node under Citus (docs/scale-out.md).
  const workshopId = await workshopOfSlug(db, slug.trim().toLowerCase());
  if (workshopId === undefined) throw pageNotFound();
  const [row] = await db
    .select({
      id: workshops.id,
      name: workshops.name,
      address: workshops.address,
      phone: workshops.phone,
      currencyCode: workshops.currencyName,
      currencySymbol: workshops.currencySymbol,
      subscriptionStatus: workshops.subscriptionStatus,
      trialEndsAt: workshops.trialEndsAt,
      isFree: workshops.isFree,
      onlineBooking: workshops.onlineBooking,
      bookingSettings: workshops.bookingSettings,
      messagingSettings: workshops.messagingSettings,
    })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!row) throw pageNotFound();
  const options = onlineBookingOptionsOf(row.onlineBooking);
  // docs/product.md §6: a workshop needs active, trial or free; an expired one's page takes no bookings.
  const subscribed = row.subscriptionStatus === 'active' || row.isFree || isTrialActive(row.subscriptionStatus, row.trialEndsAt, now);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    status: !subscribed ? 'unavailable' : options.paused ? 'paused' : 'open',
    options,
    settings: bookingSettingsOf(row.bookingSettings),
    country: readMessagingSettings(row.messagingSettings).country,
  };
}

function publicServiceOf(kind: BookableKind, item: TServiceItem<BookableKind>): TPublicBookingService {
  const description = item.description.length > DESCRIPTION_MAX ? `${item.description.slice(0, DESCRIPTION_MAX - 1)}…` : item.description;
  const priceFrom = kind === 'maintenances' ? ((item as TServiceItem<'maintenances'>).price_from ?? null) : null;
  const bikeTypes = kind === 'packs' ? (item as TServiceItem<'packs'>).allowedDisciplines : [];
  return { kind, id: item.id, title: item.title, description, price: item.price, priceFrom, minutes: item.estimatedMinutes, bikeTypes };
}

/** The services the page offers, in the catalogue's order: the bookable ones that exist and are not archived. */
export async function bookableServices(db: Executor, workshop: BookingWorkshop): Promise<TPublicBookingService[]> {
  const kinds = await Promise.all(
    BOOKABLE_KINDS.map(async (kind) => {
      const items = await catalogueItems(db, workshop.id, kind, workshop.options.bookable[kind]);
      return [...items.values()]
        .filter((item) => !item.archived)
        .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title))
        .map((item) => publicServiceOf(kind, item));
    }),
  );
  return kinds.flat();
}

/** Each day a customer may book now, with its state and free minutes (the calendar's capacity, docs/product.md §15.2). */
export async function bookableDaysOf(db: Executor, workshop: BookingWorkshop, now: Date): Promise<TPublicBookingDay[]> {
  const today = dayInZone(now.getTime(), workshop.settings.timeZone);
  const { first, last } = bookableRange(today, workshop.options.minimumNoticeDays);
  const loads = await loadsOfDays(db, workshop.id, workshop.settings, first, last);
  return loads.map(publicDayOf);
}

export async function publicBookingOptions(
  db: Executor,
  slug: string,
  now: Date,
  formToken: (workshopId: string) => string,
): Promise<TPublicBookingOptions> {
  const workshop = await bookingWorkshopOf(db, slug, now);
  const open = workshop.status === 'open';
  const [services, days] = open ? await Promise.all([bookableServices(db, workshop), bookableDaysOf(db, workshop, now)]) : [[], []];
  return {
    workshop: { name: workshop.name, address: workshop.address, phone: workshop.phone, currency: workshop.currency },
    status: workshop.status,
    services,
    days,
    country: workshop.country,
    formToken: open ? formToken(workshop.id) : '',
  };
}

// ---------------------------------------------------------------------------------------------
// What a booking's request must be, beyond its schema

/** The request's services, each one the page offers (by kind and id); invalid-argument on `services` otherwise. */
export function chosenServices(
  offered: readonly TPublicBookingService[],
  requested: readonly { kind: BookableKind; id: string }[],
): TPublicBookingService[] {
  const byKey = new Map(offered.map((service) => [`${service.kind}:${service.id}`, service]));
  const chosen = new Map<string, TPublicBookingService>();
  for (const { kind, id } of requested) {
    const service = byKey.get(`${kind}:${id}`);
    if (!service) throw invalidField('services', 'This service cannot be booked online.');
    chosen.set(`${kind}:${id}`, service);
  }
  return [...chosen.values()];
}

/** The built-in manufacturer's label for its value ('' stays ''); invalid-argument on `bike.manufacturer` otherwise. */
export function manufacturerLabelOf(value: string): string {
  if (value === '') return '';
  const option = BIKE_MANUFACTURERS.find((candidate) => candidate.value === value);
  if (!option) throw invalidField('bike.manufacturer', 'Not a manufacturer of the list.');
  return option.label;
}

/** The phone, which must be a number of some country (the workshop's for one written without its code). */
export function checkPhone(phone: string, country: string): void {
  if (!toE164(phone, country)) throw invalidField('customer.phone', 'Not a phone number.');
}

/** The day, which must be one the page offers and open; the booking's work must fit what is left of it. */
export function checkDay(days: readonly TPublicBookingDay[], day: string): TPublicBookingDay {
  const offered = days.find((candidate) => candidate.day === day);
  if (!offered || offered.state === 'closed')
    throw new FunctionError('invalid-argument', 'This day cannot be booked.', {
      reason: 'day-not-open',
      fields: [{ field: 'day', message: 'This day cannot be booked.' }],
    });
  return offered;
}
