// docs/product.md §32.2 "The chain's view": the chain's consolidated figures. Each workshop's are what its own
// dashboard shows for the same timeframe (docs/product.md §16.1): its snapshot kept in memory (decision 027), added up
// by data/dashboard.ts; the domain's consolidateChainFigures adds the workshops up. The workshops are read through
// data/chain-reads.ts, each naming its own workshop (docs/scale-out.md "Chain-wide reads").
import {
  chainWorkshopOrder,
  consolidateChainFigures,
  type TChainsDashboardOutput,
  type TChainWorkshopFigures,
  type TDashboardGetInput,
} from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { readEachWorkshop } from '../data/chain-reads.ts';
import { readChain } from '../data/chains.ts';
import { dashboardOf, stayTotalOf } from '../data/dashboard.ts';
import type { DashboardDirectory } from './cache/dashboard-directory.ts';

export interface ChainDashboardDeps {
  db: Db;
  dashboardDirectory: Pick<DashboardDirectory, 'snapshotOf'>;
  /** Before a kept answer is used, the workshop's lists' versions are checked (decision 055). */
  listsFresh: (workshopId: string) => Promise<void>;
}

/** The chain's figures of a timeframe: each workshop's (the head office first) and the total. Revenue is shown: the chain's administrators run it. */
export async function chainDashboard(
  deps: ChainDashboardDeps,
  chainId: string,
  input: TDashboardGetInput,
  now: Date,
): Promise<TChainsDashboardOutput> {
  const range = { from: new Date(input.from), to: new Date(input.to) };
  const chain = await readChain(deps.db, chainId);
  const read = await readEachWorkshop(deps.db, chainId, async ({ id }) => {
    await deps.listsFresh(id);
    const snapshot = await deps.dashboardDirectory.snapshotOf(id, now);
    return { dashboard: dashboardOf(snapshot, range, { now, revenue: true }), stay: stayTotalOf(snapshot, range) };
  });
  const workshops: TChainWorkshopFigures[] = read.map(({ workshop, result: { dashboard, stay } }) => ({
    workshopId: workshop.id,
    workshopName: workshop.name,
    isHeadOffice: workshop.id === chain?.headWorkshopId,
    repairs: dashboard.total,
    repairsByStatus: dashboard.statuses,
    revenue: dashboard.revenue?.total ?? 0,
    stay: { averageDays: dashboard.stay.averageDays, repairs: stay.repairs, totalDays: stay.days },
    mechanics: dashboard.mechanics.map(({ id, name, repairs, workMinutes, trackedMinutes }) => ({
      id,
      name,
      repairs,
      workMinutes,
      trackedMinutes,
    })),
  }));
  workshops.sort((a, b) =>
    chainWorkshopOrder(
      { id: a.workshopId, name: a.workshopName, isHeadOffice: a.isHeadOffice },
      { id: b.workshopId, name: b.workshopName, isHeadOffice: b.isHeadOffice },
    ),
  );
  return { workshops, total: consolidateChainFigures(workshops) };
}
