// The order of repairs in a list (SPEC.md §4 "Ordering"). The server sorts with the same rules in
// SQL (apps/server/src/data/repairs.ts); these comparators are the reference its tests check against.

export interface OrderedRepair {
  id: string;
  orderPosition: number | null;
  priority: number;
  created: string;
  lastUpdate: string;
}

/** Dates are ISO 8601 strings in UTC as toISOString writes them, so they compare as text. */
function newerFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

function byId(a: OrderedRepair, b: OrderedRepair): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** SPEC.md §4: repairs with orderPosition first, ascending, then newest created first (id breaks ties). */
export function compareForList(a: OrderedRepair, b: OrderedRepair): number {
  if (a.orderPosition !== null && b.orderPosition === null) return -1;
  if (a.orderPosition === null && b.orderPosition !== null) return 1;
  if (a.orderPosition !== null && b.orderPosition !== null && a.orderPosition !== b.orderPosition) return a.orderPosition - b.orderPosition;
  return newerFirst(a.created, b.created) || byId(a, b);
}

/** SPEC.md §4: the filtered list orders by priority first (highest first), then newest lastUpdate. */
export function compareForFilteredList(a: OrderedRepair, b: OrderedRepair): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return newerFirst(a.lastUpdate, b.lastUpdate) || byId(a, b);
}

export type RepairListOrder = 'list' | 'filtered';

export function sortRepairs<T extends OrderedRepair>(repairs: readonly T[], order: RepairListOrder): T[] {
  return [...repairs].sort(order === 'list' ? compareForList : compareForFilteredList);
}
