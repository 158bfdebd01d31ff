// The demo workshop as a living workshop (docs/product.md §1) — a catalogue with euro prices, mechanics,
// customers with their bikes, and a few hundred repairs across every status over the past months.
// Generated from a fixed seed, so every fresh install shows the same workshop.
import { randomUUID } from 'node:crypto';
import {
  convertRepair,
  REPAIR_STATUSES,
  REPAIR_VERSION,
  withDerivedFields,
  type RepairPayment,
  type RepairStatus,
  type TChosenService,
  type TRepair,
} from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bikes, customers, mechanics, repairs, serverSettings, workshops } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { insertCatalogueItems } from '../data/catalogue.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { seedDemoAlerts } from './demo-alerts.ts';
import { seedDemoBikeHistory } from './demo-bike-history.ts';
import { BIKES, COLOURS, MECHANICS, NAMES, NOTES, STREETS, SURNAMES } from './demo-people.ts';
import { repairRow } from '../data/repairs.ts';
import { bikeModelOptionOf, bikeOptionOf, customerSearchText, foldText } from '@rueda/domain';
import { bikeColumns } from '../data/customers.ts';
import { seedDemoParts } from './demo-parts.ts';
import { seedDemoRecommendations } from './demo-recommendations.ts';
import { seedDemoSuspensions } from './demo-suspensions.ts';

const SEEDED_KEY = 'demo-data-seeded-at';
const DAY = 24 * 60 * 60 * 1000;

/** Mulberry32: a small, fixed-seed generator, so the demo is the same on every install. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** The statuses a repair passes through to reach `target`. */
const PATHS: Record<RepairStatus, RepairStatus[]> = {
  notReviewed: ['notReviewed'],
  managing: ['notReviewed', 'managing'],
  postponed: ['notReviewed', 'managing', 'postponed'],
  confirmed: ['notReviewed', 'managing', 'confirmed'],
  workshopEntrance: ['notReviewed', 'confirmed', 'workshopEntrance'],
  inProgress: ['notReviewed', 'confirmed', 'workshopEntrance', 'inProgress'],
  paused: ['notReviewed', 'confirmed', 'workshopEntrance', 'inProgress', 'paused'],
  finished: ['notReviewed', 'confirmed', 'workshopEntrance', 'inProgress', 'finished'],
  delivered: ['notReviewed', 'confirmed', 'workshopEntrance', 'inProgress', 'finished', 'delivered'],
};

function chosen(item: { id: string; title: string; price: number; estimatedMinutes?: number | null }, quantity = 1): TChosenService {
  const line: TChosenService = { id: item.id, title: item.title, price: item.price, quantity };
  // docs/product.md §15.2: the estimate is kept on the line, as the repair page keeps it (domain pricing.ts).
  if (typeof item.estimatedMinutes === 'number') line.estimatedMinutes = item.estimatedMinutes;
  return line;
}

/** That day (Monday if a Sunday), on the hour between 9:00 and 13:00 or 16:00 and 19:00 (UTC+1), the n-th of them. */
function atOpeningHour(day: Date, n: number): string {
  const date = new Date(day.getTime());
  if (date.getUTCDay() === 0) date.setTime(date.getTime() + DAY);
  const hours = [9, 10, 11, 12, 16, 17, 18][n % 7]!;
  date.setUTCHours(hours - 1, 0, 0, 0);
  return date.toISOString();
}

/** The n-th upcoming booking: a day of the next two weeks, at an opening hour. */
function upcomingBooking(now: Date, n: number): string {
  return atOpeningHour(new Date(now.getTime() + (1 + (n % 13)) * DAY), n);
}

export interface DemoData {
  customers: (typeof customers.$inferInsert)[];
  bikes: (typeof bikes.$inferInsert)[];
  mechanics: (typeof mechanics.$inferInsert)[];
  repairs: (typeof repairs.$inferInsert)[];
}

export interface DemoSize {
  customers: number;
  repairs: number;
  /** How far back the repairs go. */
  days: number;
  seed?: number;
  /** The share of customers with a second bike (a quarter unless told). */
  secondBike?: number;
}

/** The demo: 80 customers, their bikes and 360 repairs over six months. */
export const DEMO_SIZE: DemoSize = { customers: 80, repairs: 360, days: 180 };

/** The demo's rows for `workshopId` at `now` (the benchmarks ask for a much bigger workshop). */
export function demoData(workshopId: string, now: Date, size: DemoSize = DEMO_SIZE): DemoData {
  const random = generator(size.seed ?? 20261121);
  const mechanicRows = MECHANICS.map((name) => ({ workshopId, id: randomUUID(), name, active: true }));
  const customerRows: DemoData['customers'] = [];
  const bikeRows: DemoData['bikes'] = [];
  for (let n = 0; n < size.customers; n += 1) {
    const name = random.pick(NAMES);
    const surname = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
    const phone = `+34 6${random.int(0, 9)}${random.int(0, 9)} ${random.int(100, 999)} ${random.int(100, 999)}`;
    const created = new Date(now.getTime() - random.int(180, 400) * DAY);
    const customer = {
      workshopId,
      id: randomUUID(),
      name,
      surname,
      phone,
      email: `${foldText(name)}.${n}@example.com`,
      address: `${random.pick(STREETS)} ${random.int(1, 120)}, Madrid`,
      dni: '',
      created,
    };
    const theirBikes: Parameters<typeof customerSearchText>[1][number][] = [];
    for (let b = 0; b < (random.chance(size.secondBike ?? 0.25) ? 2 : 1); b += 1) {
      const [manufacturer, model, type] = random.pick(BIKES);
      // docs/product.md §12.1: manufacturer and model as options, resolved against the built-in list.
      theirBikes.push({ manufacturer: bikeOptionOf(manufacturer), model: bikeModelOptionOf(model), frameNumber: '' });
      bikeRows.push({
        workshopId,
        id: randomUUID(),
        customerId: customer.id,
        ...bikeColumns({ manufacturer, model }),
        color: random.pick(COLOURS),
        year: random.int(2015, now.getUTCFullYear()),
        type,
        created,
        lastUpdate: created,
      });
    }
    customerRows.push({ ...customer, lastUpdate: created, searchText: customerSearchText(customer, theirBikes) });
  }

  const repairRows: DemoData['repairs'] = [];
  const customerById = new Map(customerRows.map((row) => [row.id, row]));
  for (let n = 0; n < size.repairs; n += 1) {
    const ageDays = Math.floor(random.next() ** (size.days > 365 ? 1 : 1.6) * size.days);
    const created = new Date(now.getTime() - ageDays * DAY - random.int(0, 10) * 3600_000);
    created.setUTCHours(random.int(8, 18), random.pick([0, 15, 30, 45]), 0, 0);
    // Today's opening hours may not have come yet: nothing is created in the future.
    if (created.getTime() > now.getTime() - 3600_000) created.setTime(now.getTime() - random.int(1, 6) * 600_000 - 3600_000);
    // Old repairs are delivered; the last weeks hold every status.
    const target: RepairStatus =
      ageDays > 30
        ? random.chance(0.92)
          ? 'delivered'
          : random.pick(['finished', 'paused', 'postponed'] as const)
        : ageDays > 10
          ? random.pick(['inProgress', 'finished', 'delivered', 'delivered', 'paused', 'workshopEntrance'] as const)
          : random.pick(REPAIR_STATUSES);
    const bike = random.pick(bikeRows);
    const customer = customerById.get(bike.customerId)!;
    const packs = random.chance(0.7) ? [chosen(random.pick(DEMO_CATALOGUE.packs))] : [];
    const maintenances = Array.from({ length: random.int(0, 2) }, () => chosen(random.pick(DEMO_CATALOGUE.maintenances)));
    const suspensions = bike.type === 'mountain' && random.chance(0.4) ? [chosen(random.pick(DEMO_CATALOGUE.suspensions))] : [];
    const stockItems = Array.from({ length: random.int(0, 2) }, () => chosen(random.pick(DEMO_CATALOGUE.stockItems), random.int(1, 2)));
    if (packs.length + maintenances.length === 0) maintenances.push(chosen(random.pick(DEMO_CATALOGUE.maintenances)));

    let at = created.getTime();
    const statusList = PATHS[target].map((status, index) => {
      if (index > 0) at = Math.min(now.getTime() - 3600_000, at + random.int(2, 36) * 3600_000);
      return {
        status,
        date: new Date(at).toISOString(),
        observations:
          status === 'paused' ? 'Esperando piezas del proveedor' : status === 'postponed' ? 'El cliente pide cambiar la cita' : '',
      };
    });
    // A repair still confirmed is booked in the coming two weeks, in opening hours (the calendar's demo, docs/product.md §15);
    // one that went further was booked when it was confirmed. No extra draw: the rest of the demo stays as it was.
    const confirmedDate =
      target === 'confirmed'
        ? upcomingBooking(now, n)
        : PATHS[target].includes('confirmed')
          ? statusList.find((entry) => entry.status === 'confirmed')!.date
          : null;
    const payment: RepairPayment =
      target === 'delivered'
        ? random.chance(0.9)
          ? 'paid'
          : random.pick(['warranty', 'sponsorship', 'partial'] as const)
        : target === 'finished' && random.chance(0.3)
          ? 'paid'
          : 'pending';
    const lastUpdate = statusList[statusList.length - 1]!.date;
    const id = randomUUID();
    const draft = {
      id,
      version: REPAIR_VERSION,
      priority: random.chance(0.15) ? random.int(1, 3) : 0,
      payment,
      customer: {
        id: customer.id,
        name: customer.name,
        surname: customer.surname,
        phone: customer.phone,
        address: customer.address,
        dni: '',
        email: customer.email,
      },
      form: {
        phone: customer.phone,
        fullName: `${customer.name} ${customer.surname}`,
        services: { packs, maintenances, stockItems },
        suspensions,
        additionalData: {},
      },
      bike: {
        manufacturer: { value: bike.manufacturerValue, label: bike.manufacturer },
        model: { value: bike.model, label: bike.model },
        color: bike.color,
        year: bike.year,
        type: bike.type,
        owner_uid: customer.id,
        syncedServicePoint: workshopId,
      },
      mechanics: target === 'notReviewed' || target === 'managing' ? [] : [random.pick(mechanicRows).id],
      created: created.toISOString(),
      lastUpdate,
      technicalNotes: random.pick(NOTES),
      state: {
        booking: {
          confirmedDate,
          // Postponed some days after it came in: into the coming days for the last month's, long past for older ones.
          postponedDate:
            target === 'postponed'
              ? atOpeningHour(new Date((ageDays > 30 ? created.getTime() : now.getTime()) + random.int(1, 10) * DAY), n)
              : null,
          finishedDate: null,
          observations: '',
        },
        status: statusList,
        bike: { id: bike.id },
        controlSheets: packs.map((item) => ({
          controlSheetId: randomUUID(),
          packId: item.id,
          items: (DEMO_CATALOGUE.packs.find((entry) => entry.id === item.id)?.checklist ?? []).map((label) => ({
            label,
            checked: PATHS[target].includes('finished'),
          })),
        })),
      },
    };
    const repair: TRepair = withDerivedFields(convertRepair(draft, { now, id }));
    repairRows.push(repairRow(workshopId, repair, repair));
  }
  return { customers: customerRows, bikes: bikeRows, mechanics: mechanicRows, repairs: repairRows };
}

/** A few repairs as the older app stored them (docs/product.md §3), so the legacy page has something to show. */
function legacyRepairs(workshopId: string, now: Date): (typeof repairs.$inferInsert)[] {
  const year = now.getUTCFullYear() - 1;
  const documents = [
    {
      id: `legacy-${year}-001`,
      createdAt: { _seconds: Date.UTC(year, 2, 4, 9) / 1000, _nanoseconds: 0 },
      status: 'started',
      customer: { name: 'Rosa', surname: 'Vidal', phone: '612 345 678' },
      bike: { brand: 'Orbea', model: 'Alma', type: 'mtb' },
      packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500 }],
      booking: { confirmedDate: new Date(Date.UTC(year, 2, 5, 9, 30)).toISOString() },
      notes: 'Importada de la aplicación anterior',
    },
    {
      id: `legacy-${year}-002`,
      version: 2,
      created: new Date(Date.UTC(year, 5, 10, 11)).toISOString(),
      customer: { name: 'Tiago', surname: 'Costa', phone: { number: '+351 912 345 678' } },
      bike: { manufacturer: { value: 'bh', label: 'BH' }, model: 'Lynx', year: 2019 },
      state: {
        status: [
          { status: 'confirmed', date: new Date(Date.UTC(year, 5, 10, 12)).toISOString() },
          { status: 'in_progress', date: new Date(Date.UTC(year, 5, 12, 9)).toISOString() },
          { status: 'delivered', date: new Date(Date.UTC(year, 5, 14, 18)).toISOString(), observations: 'Entregada' },
        ],
        serviceTotals: { total: 8900 },
      },
      payment: 'paid',
    },
    {
      id: `legacy-${year}-003`,
      version: 3,
      created: new Date(Date.UTC(year, 9, 1, 10)).toISOString(),
      customer: { name: 'Nuria', surname: 'Prats' },
      form: {
        services: {
          packs: [{ id: 'pack-completa', title: 'Revisión completa', price: 7500 }],
          maintenances: [{ id: 'm-purgado', title: 'Purgado de frenos hidráulicos', price: 2400 }],
        },
      },
      state: {
        status: [
          { status: 'workshopEntrance', date: new Date(Date.UTC(year, 9, 2, 9)).toISOString() },
          { status: 'finished', date: new Date(Date.UTC(year, 9, 4, 17)).toISOString() },
        ],
      },
    },
  ];
  return documents.map((doc) => {
    return repairRow(workshopId, doc, convertRepair(doc, { now, id: doc.id }));
  });
}

/** Fills the demo workshop once (also on an install whose demo predates this data). */
export async function seedDemoData(db: Db, workshopId: string, now: Date): Promise<void> {
  if (await readSetting(db, SEEDED_KEY)) return;
  const data = demoData(workshopId, now);
  await db.transaction(async (tx) => {
    await tx.update(workshops).set({ currencySymbol: '€', currencyName: 'EUR' }).where(eq(workshops.id, workshopId));
    for (const kind of ['packs', 'maintenances', 'suspensions', 'stockItems'] as const)
      await insertCatalogueItems(tx, workshopId, kind, DEMO_CATALOGUE[kind]);
    await tx.insert(mechanics).values(data.mechanics);
    await tx.insert(customers).values(data.customers);
    await tx.insert(bikes).values(data.bikes);
    for (let start = 0; start < data.repairs.length; start += 100) await tx.insert(repairs).values(data.repairs.slice(start, start + 100));
    await tx.insert(repairs).values(legacyRepairs(workshopId, now));
    await seedDemoAlerts(tx, workshopId, now);
    await seedDemoSuspensions(tx, workshopId, data.repairs, now);
    await seedDemoBikeHistory(tx, workshopId, data.repairs, now);
    await seedDemoRecommendations(tx, workshopId, data.repairs, now);
    await seedDemoParts(tx, workshopId, data.repairs, now);
    await tx.insert(serverSettings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  });
}
