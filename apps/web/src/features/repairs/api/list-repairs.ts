import {
  REPAIRS_PAGE_MAX,
  REPAIR_STATUSES,
  timeframeRange,
  type RepairStatus,
  type TRepairSummary,
  type TRepairsListInput,
} from '@rueda/domain';
import { keepPreviousData, queryOptions, replaceEqualDeep, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/call';
import { usePendingChanges } from '../hooks/use-pending-changes';
import { overlayBoard } from '../board-overlay';
import type { RepairFilters } from '../filters';
import { repairsKeys } from './query-keys';

/** Every repair of a timeframe with the filters, all pages loaded, and the counts per status. */
export interface RepairsBoardData {
  repairs: TRepairSummary[];
  counts: Record<RepairStatus, number>;
  total: number;
  /** The search the server answered for (the screen narrows further with what is typed since). */
  search: string;
}

export function listInputOf(filters: RepairFilters, now: Date): Omit<TRepairsListInput, 'cursor' | 'limit'> {
  const range = timeframeRange(filters.timeframe, now, filters.custom ?? undefined);
  return {
    ...range,
    ...(filters.statuses.length > 0 ? { status: filters.statuses } : {}),
    ...(filters.payment ? { payment: filters.payment } : {}),
    ...(filters.mechanic ? { mechanic: filters.mechanic } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  };
}

/** The board needs the whole timeframe: pages of REPAIRS_PAGE_MAX are fetched until the last one. */
export async function listAllRepairs(filters: RepairFilters, signal?: AbortSignal): Promise<RepairsBoardData> {
  const input = listInputOf(filters, new Date());
  const repairs: TRepairSummary[] = [];
  let cursor: string | undefined;
  let counts = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, 0])) as Record<RepairStatus, number>;
  let total = 0;
  do {
    const page = await call('repairsList', { ...input, limit: REPAIRS_PAGE_MAX, ...(cursor ? { cursor } : {}) }, { signal });
    repairs.push(...page.repairs);
    // The first page's counts describe the whole list; later pages repeat them.
    if (cursor === undefined) {
      counts = page.counts;
      total = page.total;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { repairs, counts, total, search: filters.search };
}

/**
 * Each search and filter is a query of its own, which TanStack Query's structural sharing does not
 * reach across: a repair the board already holds keeps its object when the server sends it unchanged,
 * so its card is not drawn again when the answer lands.
 */
function withKnownRepairs(queryClient: QueryClient, data: RepairsBoardData): RepairsBoardData {
  const known = new Map<string, TRepairSummary>();
  for (const [, cached] of queryClient.getQueriesData<RepairsBoardData>({ queryKey: repairsKeys.lists() }))
    for (const repair of cached?.repairs ?? []) known.set(repair.id, repair);
  if (known.size === 0) return data;
  const repairs = data.repairs.map((repair) => {
    const before = known.get(repair.id);
    return before ? replaceEqualDeep(before, repair) : repair;
  });
  return { ...data, repairs };
}

export function repairsListQueryOptions(filters: RepairFilters) {
  return queryOptions({
    queryKey: repairsKeys.list(filters),
    queryFn: async ({ signal, client }) => withKnownRepairs(client, await listAllRepairs(filters, signal)),
    staleTime: 15_000,
    // While the next search or filter loads, the board keeps showing the last list (filtered as
    // the user types), instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}

/** The board, with the statuses set on this device and not yet applied on top (docs/product.md §30.3). */
export function useRepairsList(filters: RepairFilters) {
  const pending = usePendingChanges();
  const select = useCallback((data: RepairsBoardData) => overlayBoard(data, pending), [pending]);
  return useQuery({ ...repairsListQueryOptions(filters), select });
}
