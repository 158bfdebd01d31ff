// The demo's bike with a long history (docs/product.md §31.3): the bike of the newest delivered repair without a fork
// line (the suspensions' demo takes those) gets two visits more, delivered in each of the two years before, so its page
// shows what it cost over three calendar years, and its frame number lets a journey find its owner.
import { randomUUID } from 'node:crypto';
import { convertRepair, repairBikeId, withDerivedFields, type TRepair } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bikes, repairs } from '../db/schema.ts';
import { refreshCustomerSearch } from '../data/customers.ts';
import { repairRow } from '../data/repairs.ts';

/** The frame number of the demo bike with repairs over three years: the end-to-end journey finds its owner by it. */
export const DEMO_HISTORY_FRAME = 'RD-HIST-001';

const HOUR = 3_600_000;

/** Each earlier visit: how many years back, its month and day (UTC), and the days it stayed in the workshop. */
const VISITS = [
  { yearsBack: 1, month: 2, day: 14, days: 2 },
  { yearsBack: 2, month: 9, day: 20, days: 3 },
] as const;

export async function seedDemoBikeHistory(
  tx: Executor,
  workshopId: string,
  demoRepairs: readonly { doc: unknown; created: Date }[],
  now: Date,
): Promise<void> {
  const documents = demoRepairs.map((row) => row.doc as TRepair);
  const withFork = new Set(documents.filter((repair) => repair.form.suspensions.length > 0).map(repairBikeId));
  const template = [...documents]
    .sort((a, b) => b.created.localeCompare(a.created))
    .find((repair) => repair.status === 'delivered' && repairBikeId(repair) !== null && !withFork.has(repairBikeId(repair)));
  if (!template) return;
  const bikeId = repairBikeId(template)!;
  for (const visit of VISITS) {
    const entered = Date.UTC(now.getUTCFullYear() - visit.yearsBack, visit.month, visit.day, 9, 30);
    const finished = entered + visit.days * 24 * HOUR - 2 * HOUR;
    const delivered = finished + 18 * HOUR;
    const at = (instant: number) => new Date(instant).toISOString();
    const id = randomUUID();
    const doc: TRepair = {
      ...structuredClone(template),
      id,
      created: at(entered - HOUR),
      lastUpdate: at(delivered),
      payment: 'paid',
      entryDate: at(entered),
      deliveryDate: at(delivered),
      state: {
        ...structuredClone(template.state),
        created: at(entered - HOUR),
        lastUpdate: at(delivered),
        booking: { confirmedDate: at(entered), postponedDate: null, finishedDate: null, observations: '' },
        status: [
          { status: 'confirmed', date: at(entered - HOUR), observations: '' },
          { status: 'workshopEntrance', date: at(entered), observations: '' },
          { status: 'inProgress', date: at(entered + 2 * HOUR), observations: '' },
          { status: 'finished', date: at(finished), observations: '' },
          { status: 'delivered', date: at(delivered), observations: 'Entregada' },
        ],
      },
    };
    const repair = withDerivedFields(convertRepair(doc, { now, id }));
    await tx.insert(repairs).values(repairRow(workshopId, repair, repair));
  }
  const [bike] = await tx
    .update(bikes)
    .set({ frameNumber: DEMO_HISTORY_FRAME })
    .where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, bikeId)))
    .returning({ customerId: bikes.customerId });
  if (bike) await refreshCustomerSearch(tx, workshopId, bike.customerId);
}
