// docs/product.md §32.2 "The chain's view": the chain's repairs, every workshop's, all statuses or one. Each workshop's
// are its own repairs list's (data/repairs-list.ts, its answers kept as repairsList keeps them: list-cache.ts), read
// through data/chain-reads.ts, each naming its own workshop (docs/scale-out.md "Chain-wide reads"), then merged in
// the filtered list's order by the domain's chainRepairsPage.
import {
  chainRepairsPage,
  REPAIR_STATUSES,
  type RepairStatus,
  type TChainRepair,
  type TChainsRepairsOutput,
  type TRepairsListOutput,
} from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { readEachWorkshop } from '../data/chain-reads.ts';
import { listRepairs } from '../data/repairs-list.ts';
import type { ListCache } from './cache/list-cache.ts';

export interface ChainRepairsDeps {
  db: Db;
  repairLists: ListCache<TRepairsListOutput>;
  /** Before a kept answer is used, the workshop's lists' versions are checked (decision 055). */
  listsFresh: (workshopId: string) => Promise<void>;
}

/** A workshop's list as repairsList answers it, from what it keeps when it can. */
async function workshopList(deps: ChainRepairsDeps, workshopId: string, input: { status: RepairStatus[]; limit: number }, now: Date) {
  await deps.listsFresh(workshopId);
  const key = JSON.stringify(input);
  const kept = deps.repairLists.get(workshopId, key);
  if (kept !== undefined) return kept.result() as TRepairsListOutput;
  const generation = deps.repairLists.generation(workshopId);
  const answer = await listRepairs(deps.db, workshopId, input, now);
  deps.repairLists.set(workshopId, key, generation, answer);
  return answer.result() as TRepairsListOutput;
}

/**
 * A page of the chain's repairs. Every status is asked as a filter, so that each workshop's list comes in the filtered
 * list's order (docs/product.md §4): a workshop's own board order means nothing beside another's.
 */
export async function chainRepairs(
  deps: ChainRepairsDeps,
  chainId: string,
  input: { status?: RepairStatus; limit: number; offset: number },
  now: Date,
): Promise<TChainsRepairsOutput> {
  const asked = { status: input.status ? [input.status] : [...REPAIR_STATUSES], limit: input.offset + input.limit };
  const read = await readEachWorkshop(deps.db, chainId, (workshop) => workshopList(deps, workshop.id, asked, now));
  const counts = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])) as Record<RepairStatus, number>;
  const lists: TChainRepair[][] = read.map(({ workshop, result }) => {
    for (const status of REPAIR_STATUSES) counts[status] += result.counts[status];
    return result.repairs.map((repair) => ({ ...repair, workshopId: workshop.id, workshopName: workshop.name }));
  });
  const total = input.status ? counts[input.status] : REPAIR_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return { ...chainRepairsPage(lists, input.offset, input.limit), counts, total };
}
