// The demo's recommendations (docs/product.md §31.1): work recommended on a bike and not done, on three bikes that
// came back since, so a visitor opening the bike's newest repair finds them under "Recomendaciones pendientes". One
// was declined by the customer 75 days ago (its bike's alert is open, §14.1); the others the mechanic left for another
// visit, with a note.
import { repairBikeId, type TRepair } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { user, workshopUsers } from '../db/schema.ts';
import { addRecommendations, type NewRecommendation } from '../data/recommendations.ts';

const DAY = 86_400_000;

type Recommended = Omit<NewRecommendation, 'bikeId' | 'fromRepairId'> & { daysAgo: number };

const RECOMMENDED: readonly Recommended[][] = [
  [
    {
      lineId: 'maintenances:m-cadena',
      kind: 'maintenances',
      serviceId: 'm-cadena',
      title: 'Cambio de cadena',
      priceAtTheTime: 1100,
      quantity: 1,
      reason: 'declined',
      note: '',
      daysAgo: 75,
    },
  ],
  [
    {
      lineId: 'maintenances:m-pastillas',
      kind: 'maintenances',
      serviceId: 'm-pastillas',
      title: 'Cambio de pastillas de freno',
      priceAtTheTime: 1000,
      quantity: 2,
      reason: 'notDone',
      note: 'Pastillas traseras al 20 %',
      daysAgo: 20,
    },
    {
      lineId: 'stockItems:st-cubierta-mtb',
      kind: 'stockItems',
      serviceId: 'st-cubierta-mtb',
      title: 'Cubierta MTB 29x2.4',
      priceAtTheTime: 4200,
      quantity: 1,
      reason: 'notDone',
      note: 'Cubierta trasera cortada en el flanco',
      daysAgo: 20,
    },
  ],
  [
    {
      lineId: 'maintenances:m-direccion',
      kind: 'maintenances',
      serviceId: 'm-direccion',
      title: 'Engrase de dirección',
      priceAtTheTime: 1800,
      quantity: 1,
      reason: 'declined',
      note: '',
      daysAgo: 10,
    },
  ],
];

/** The bikes with two repairs or more, newest repair first: each gets a recommendation from its older repair. */
export async function seedDemoRecommendations(
  tx: Executor,
  workshopId: string,
  demoRepairs: readonly { doc: unknown; created: Date }[],
  now: Date,
): Promise<void> {
  const byBike = new Map<string, TRepair[]>();
  for (const row of [...demoRepairs].sort((a, b) => b.created.getTime() - a.created.getTime())) {
    const repair = row.doc as TRepair;
    const bikeId = repairBikeId(repair);
    if (bikeId) byBike.set(bikeId, [...(byBike.get(bikeId) ?? []), repair]);
  }
  const bikes = [...byBike.entries()].filter(([, repairs]) => repairs.length >= 2).slice(0, RECOMMENDED.length);
  // What the mechanic left for another visit is the demo member's; what the customer declined is nobody's.
  const [member] = await tx
    .select({ userId: user.id, name: user.name })
    .from(workshopUsers)
    .innerJoin(user, eq(user.id, workshopUsers.userId))
    .where(eq(workshopUsers.workshopId, workshopId))
    .limit(1);
  for (const [index, [bikeId, repairs]] of bikes.entries()) {
    const from = repairs[1]!;
    for (const { daysAgo, ...line } of RECOMMENDED[index]!) {
      const by = line.reason === 'notDone' ? (member ?? null) : null;
      await addRecommendations(tx, workshopId, [{ ...line, bikeId, fromRepairId: from.id }], by, new Date(now.getTime() - daysAgo * DAY));
    }
  }
}
