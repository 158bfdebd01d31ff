// The order of repairs in a list (docs/product.md §4 "Ordering"). The server sorts with the same rules in
// SQL (apps/server/src/data/repairs-list.ts); these comparators are the reference its tests check against.
import type { RepairPayment, RepairStatus } from './status.ts';

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

/** docs/product.md §4: repairs with orderPosition first, ascending, then newest created first (id breaks ties). */
export function compareForList(a: OrderedRepair, b: OrderedRepair): number {
  if (a.orderPosition !== null && b.orderPosition === null) return -1;
  if (a.orderPosition === null && b.orderPosition !== null) return 1;
  if (a.orderPosition !== null && b.orderPosition !== null && a.orderPosition !== b.orderPosition) return a.orderPosition - b.orderPosition;
  return newerFirst(a.created, b.created) || byId(a, b);
}

/** docs/product.md §4: the filtered list orders by priority first (highest first), then newest lastUpdate. */
export function compareForFilteredList(a: OrderedRepair, b: OrderedRepair): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return newerFirst(a.lastUpdate, b.lastUpdate) || byId(a, b);
}

export type RepairListOrder = 'list' | 'filtered';

/**
 * A list's filters, as the server's list input (`status`: one or several) or the web's filters
 * (`statuses`, empty for none) carry them. Absent, null and empty all mean "not filtered by this".
 */
export interface RepairListFilters {
  status?: RepairStatus | readonly RepairStatus[] | null;
  statuses?: readonly RepairStatus[];
  payment?: RepairPayment | null;
  mechanic?: string | null;
  search?: string | null;
}

function isSet<T>(value: T | readonly T[] | null | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
}

/** docs/product.md §4 "the filtered list": a status, payment, mechanic or non-blank search is set; the timeframe alone is no filter. */
export function isFilteredList(filters: RepairListFilters): boolean {
  return (
    isSet(filters.status) || isSet(filters.statuses) || isSet(filters.payment) || isSet(filters.mechanic) || Boolean(filters.search?.trim())
  );
}

/** docs/product.md §4: the order a list with these filters takes, the list's or the filtered list's. */
export function listOrderOf(filters: RepairListFilters): RepairListOrder {
  return isFilteredList(filters) ? 'filtered' : 'list';
}

export function sortRepairs<T extends OrderedRepair>(repairs: readonly T[], order: RepairListOrder): T[] {
  return [...repairs].sort(order === 'list' ? compareForList : compareForFilteredList);
}
