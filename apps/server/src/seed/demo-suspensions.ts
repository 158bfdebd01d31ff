// The demo's suspensions (docs/product.md §13, decision 021): forks and a shock on the bikes of the newest
// repairs that carry a fork line, so a visitor can record the service from the repair and see it counted.
// One fork is overdue (registered 14 months ago, never serviced), one is up to date with reported hours,
// and one is at a suspension service centre.
import { randomUUID } from 'node:crypto';
import { DEFAULT_SUSPENSION_INTERVALS, repairBikeId, type TRepair } from '@rueda/domain';
import { eq, and } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bikes, suspensionUnits } from '../db/schema.ts';
import { refreshCustomerSearch } from '../data/customers.ts';

const DAY = 86_400_000;
/** The frame number of the demo bike with the overdue fork: the end-to-end journey finds its owner by it. */
export const DEMO_FORK_FRAME = 'RD-SUSP-001';

const intervals = {
  lowerLegHours: DEFAULT_SUSPENSION_INTERVALS.lowerLeg.hours,
  lowerLegMonths: DEFAULT_SUSPENSION_INTERVALS.lowerLeg.months,
  fullHours: DEFAULT_SUSPENSION_INTERVALS.full.hours,
  fullMonths: DEFAULT_SUSPENSION_INTERVALS.full.months,
};

export async function seedDemoSuspensions(
  tx: Executor,
  workshopId: string,
  demoRepairs: readonly { doc: unknown; created: Date }[],
  now: Date,
): Promise<void> {
  // The bikes of the newest repairs with a fork line, each once.
  const bikeIds: string[] = [];
  for (const row of [...demoRepairs].sort((a, b) => b.created.getTime() - a.created.getTime())) {
    const repair = row.doc as TRepair;
    const bikeId = repairBikeId(repair);
    if (bikeId && !bikeIds.includes(bikeId) && repair.form.suspensions.some((line) => line.id.startsWith('s-horquilla')))
      bikeIds.push(bikeId);
    if (bikeIds.length === 3) break;
  }
  const [overdue, upToDate, sentOut] = bikeIds;
  const unit = (bikeId: string, position: 'fork' | 'shock', fields: Partial<typeof suspensionUnits.$inferInsert>) => ({
    workshopId,
    id: randomUUID(),
    bikeId,
    position,
    ...intervals,
    created: now,
    lastUpdate: now,
    ...fields,
  });
  const rows = [];
  if (overdue) {
    const registered = new Date(now.getTime() - 425 * DAY);
    rows.push(
      unit(overdue, 'fork', {
        brandValue: 'fox',
        brandLabel: 'Fox',
        model: '36 Factory',
        serialNumber: 'FX36-2291',
        travel: 150,
        created: registered,
      }),
      unit(overdue, 'shock', {
        brandValue: 'fox',
        brandLabel: 'Fox',
        model: 'Float X',
        serialNumber: 'FX-8810',
        travel: 140,
        created: registered,
      }),
    );
    const [bike] = await tx
      .update(bikes)
      .set({ frameNumber: DEMO_FORK_FRAME })
      .where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, overdue)))
      .returning({ customerId: bikes.customerId });
    if (bike) await refreshCustomerSearch(tx, workshopId, bike.customerId);
  }
  if (upToDate) {
    rows.push(
      unit(upToDate, 'fork', {
        brandValue: 'rockshox',
        brandLabel: 'RockShox',
        model: 'Pike Ultimate',
        travel: 140,
        reportedHours: 20,
        reportedAt: new Date(now.getTime() - 10 * DAY),
        created: new Date(now.getTime() - 120 * DAY),
      }),
    );
  }
  if (sentOut) {
    rows.push(
      unit(sentOut, 'fork', {
        brandValue: 'ohlins',
        brandLabel: 'Öhlins',
        model: 'RXF 36',
        travel: 160,
        sentOutCentre: 'Centro de Suspensiones Madrid',
        sentOutAt: new Date(now.getTime() - 5 * DAY),
        created: new Date(now.getTime() - 300 * DAY),
      }),
    );
  }
  if (rows.length > 0) await tx.insert(suspensionUnits).values(rows);
}
