// The demo's parts on order (docs/product.md §31.2): on five of its repairs in the workshop, parts to order from two
// suppliers, one ordered and late, one ordered and due, and a repair whose part arrived yesterday, whose customer is
// still to call — so a visitor finds every section of the Pedidos view filled, and "Esperando piezas" on the board.
import { dayInZone, partsCountOf, repairWithArrivedPart, repairWithPartsCount, type TRepair } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { user, workshopUsers } from '../db/schema.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { catalogueItems } from '../data/catalogue.ts';
import { insertPart, partsOfRepair, setPart, type NewPart } from '../data/parts.ts';
import { lockRepair, saveRepair } from '../data/repairs.ts';

const DAY = 86_400_000;

/** A part as the demo asks for it: ordered `orderedDaysAgo` (null: still to order), due in `dueInDays`, arrived or not. */
type DemoPart = Omit<NewPart, 'repairId' | 'orderedOn' | 'expectedOn'> & {
  orderedDaysAgo: number | null;
  dueInDays: number | null;
  arrivedDaysAgo?: number;
};

const free = (title: string, fields: Partial<DemoPart>): DemoPart => ({
  serviceId: null,
  title,
  supplier: '',
  reference: '',
  quantity: 1,
  cost: 0,
  price: null,
  note: '',
  orderedDaysAgo: null,
  dueInDays: null,
  ...fields,
});

const PLANS: readonly DemoPart[][] = [
  [
    free('Patilla de cambio Orbea #12', { supplier: 'Ciclos Norte', reference: 'ORB-12', cost: 900, price: 1800 }),
    free('Cadena 12 velocidades', { serviceId: 'st-cadena-12', supplier: 'Ciclos Norte', reference: 'CN-M8100', cost: 2200 }),
  ],
  [free('Maneta de freno Shimano BL-M6100', { supplier: 'Shimano Iberia', reference: 'BL-M6100-R', cost: 2400, price: 3900 })],
  [
    free('Rodamientos de buje traseros', {
      supplier: 'Ciclos Norte',
      reference: 'RB-6902',
      quantity: 2,
      cost: 450,
      price: 900,
      orderedDaysAgo: 6,
      dueInDays: -2,
      note: 'Pedido por teléfono',
    }),
  ],
  [
    free('Kit de retenes Fox 36', {
      supplier: 'Bike Parts SL',
      reference: 'FOX-803-00-141',
      cost: 2100,
      price: 3500,
      orderedDaysAgo: 1,
      dueInDays: 3,
    }),
  ],
  [
    free('Disco de freno 180 mm', {
      supplier: 'Bike Parts SL',
      reference: 'SM-RT76-180',
      cost: 1500,
      price: 2900,
      orderedDaysAgo: 4,
      dueInDays: 0,
      arrivedDaysAgo: 1,
    }),
  ],
];

/** Repairs at the workshop, not delivered, the newest first: each of the first five gets a plan. */
export async function seedDemoParts(tx: Executor, workshopId: string, demoRepairs: readonly { doc: unknown; created: Date }[], now: Date) {
  const atTheWorkshop = new Set(['workshopEntrance', 'inProgress', 'paused']);
  const repairs = [...demoRepairs]
    .sort((a, b) => b.created.getTime() - a.created.getTime())
    .map((row) => row.doc as TRepair)
    .filter((repair) => atTheWorkshop.has(repair.status))
    .slice(0, PLANS.length);
  const [member] = await tx
    .select({ userId: user.id, name: user.name })
    .from(workshopUsers)
    .innerJoin(user, eq(user.id, workshopUsers.userId))
    .where(eq(workshopUsers.workshopId, workshopId))
    .limit(1);
  if (!member) return;
  const { timeZone } = await readBookingSettings(tx, workshopId);
  const day = (days: number | null) => (days === null ? null : dayInZone(now.getTime() + days * DAY, timeZone));
  for (const [index, repair] of repairs.entries()) {
    for (const { orderedDaysAgo, dueInDays, arrivedDaysAgo, ...fields } of PLANS[index]!) {
      const asked = new Date(now.getTime() - ((orderedDaysAgo ?? 0) + 1) * DAY);
      const part = await insertPart(
        tx,
        workshopId,
        { ...fields, repairId: repair.id, orderedOn: day(orderedDaysAgo === null ? null : -orderedDaysAgo), expectedOn: day(dueInDays) },
        member,
        asked,
      );
      if (arrivedDaysAgo === undefined) continue;
      const at = new Date(now.getTime() - arrivedDaysAgo * DAY);
      const arrived = await setPart(tx, workshopId, part.id, {
        state: 'arrived',
        arrivedAt: at,
        arrivedByUserId: member.userId,
        arrivedByName: member.name,
        lastUpdate: at,
      });
      const item = part.serviceId ? (await catalogueItems(tx, workshopId, 'stockItems', [part.serviceId])).get(part.serviceId) : undefined;
      const count = partsCountOf(await partsOfRepair(tx, workshopId, repair.id));
      const current = await lockRepair(tx, workshopId, repair.id, now);
      await saveRepair(
        tx,
        workshopId,
        repairWithArrivedPart(current, arrived, item ? { title: item.title, price: item.price } : null, count, now),
        now,
      );
    }
    const current = await lockRepair(tx, workshopId, repair.id, now);
    const counted = repairWithPartsCount(current, partsCountOf(await partsOfRepair(tx, workshopId, repair.id)), now);
    if (counted !== current) await saveRepair(tx, workshopId, counted, now);
  }
}
