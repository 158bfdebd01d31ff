// docs/product.md "Online booking": the demo's online booking page (`/book/taller-rueda-demo`) and two bookings
// made through it, so that from the first start the page offers the demo's services and the board and the
// calendar show requests waiting to be confirmed. One is typed with the phone of a customer the workshop knows
// (written another way): her record is left as it is, and her repair page suggests linking it (docs/decisions/058).
// The other is from a new customer. Seeded once, through the code the page itself uses.
import { addDays, dayInZone, fitsOn, type TOnlineBookingSettings } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { bookOnline } from '../services/public-booking-create.ts';
import { bookableDaysOf, bookingWorkshopOf } from '../services/public-booking.ts';
import type { RepairLinks } from '../data/repair-links.ts';
import { saveOnlineBookingSettings, workshopOfSlug } from '../data/online-booking-settings.ts';

const SEEDED_KEY = 'demo-online-booking-seeded-at';
export const DEMO_BOOKING_SLUG = 'taller-rueda-demo';

const SETTINGS: TOnlineBookingSettings = {
  slug: DEMO_BOOKING_SLUG,
  paused: false,
  minimumNoticeDays: 1,
  bookable: {
    packs: ['pack-basica', 'pack-completa', 'pack-ebike'],
    maintenances: ['m-cadena', 'm-pastillas', 'm-purgado', 'm-centrado', 'm-tubeless', 'm-pinchazo'],
    suspensions: ['s-horquilla-50'],
  },
};

export async function seedDemoOnlineBooking(db: Db, options: { workshopId: string; repairLinks: RepairLinks; now: Date }) {
  if (await readSetting(db, SEEDED_KEY)) return;
  const { workshopId, repairLinks, now } = options;
  const taken = await workshopOfSlug(db, DEMO_BOOKING_SLUG);
  if (taken !== undefined && taken !== workshopId) return;
  await db.transaction((tx) => saveOnlineBookingSettings(tx, workshopId, SETTINGS, now));

  const workshop = await bookingWorkshopOf(db, DEMO_BOOKING_SLUG, now);
  const days = await bookableDaysOf(db, workshop, now);
  const today = dayInZone(now.getTime(), workshop.settings.timeZone);
  const openDay = (after: string) => days.find((day) => day.day >= after && fitsOn(day, 120))?.day;
  const requests = [
    {
      day: openDay(addDays(today, 2)),
      services: [{ kind: 'packs' as const, id: 'pack-basica' }],
      bike: { manufacturer: 'orbea', model: 'Vector 20', type: 'urban' as const },
      problem: 'Los frenos chirrían y el cambio no entra bien en los piñones grandes.',
      // Lucía (demo-alerts.ts) writes her number without the country code: the staff see it is hers, and link it.
      customer: { name: 'Lucía', surname: 'Herrera Campos', phone: '611402918', email: '', language: 'es' as const },
    },
    {
      day: openDay(addDays(today, 4)),
      services: [
        { kind: 'maintenances' as const, id: 'm-purgado' },
        { kind: 'maintenances' as const, id: 'm-pastillas' },
      ],
      bike: { manufacturer: 'specialized', model: 'Stumpjumper', type: 'mountain' as const },
      problem: '',
      customer: { name: 'João', surname: 'Almeida', phone: '+351 912 345 678', email: 'joao.almeida@example.com', language: 'pt' as const },
    },
  ];
  for (const { day, ...request } of requests) {
    if (!day) continue;
    await bookOnline(db, { repairLinks, now }, workshop, { ...request, day, consent: true });
  }
  await db.insert(serverSettings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
}
