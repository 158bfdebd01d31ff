// The board's rules: which cards sit in which column and in what order (docs/product.md §4), and what a
// drag changes, so the screen can show it at once and undo it if the server refuses.
import {
  REPAIR_STATUSES,
  calendarColour,
  compareForFilteredList,
  compareForList,
  hasEveryWord,
  searchTextOf,
  searchWordsOf,
  type CalendarColour,
  type RepairListOrder,
  type RepairStatus,
  type TRepairSummary,
} from '@rueda/domain';
import type { RepairsBoardData } from './api/list-repairs';

export type BoardColumns = Record<RepairStatus, TRepairSummary[]>;

/** docs/product.md §4 colour names, as the Mantine theme's colours (the board's and the booking calendar's). */
export const MANTINE_COLOURS: Record<CalendarColour, string> = {
  negative: 'red',
  orange: 'orange',
  'light-blue': 'cyan',
  positive: 'green',
  purple: 'grape',
  teal: 'teal',
  black: 'dark',
};

export function statusColour(status: RepairStatus): string {
  return MANTINE_COLOURS[calendarColour(status)];
}

export const PAYMENT_COLOURS = {
  pending: 'yellow',
  paid: 'green',
  partial: 'orange',
  warranty: 'blue',
  sponsorship: 'grape',
} as const;

/**
 * Each loaded repair's search text, made once: summaries from the server are never changed in place
 * (a change brings a new object), and folding accents for 2,000 repairs on every key was most of
 * the cost of typing in the search box.
 */
const searchTexts = new WeakMap<TRepairSummary, string>();

function searchTextOfLoaded(repair: TRepairSummary): string {
  let text = searchTexts.get(repair);
  if (text === undefined) {
    text = searchTextOf(repair);
    searchTexts.set(repair, text);
  }
  return text;
}

/** The cards the board shows: the loaded list, narrowed at once by what is typed in the search box. */
export function visibleRepairs(repairs: readonly TRepairSummary[], typedSearch: string): TRepairSummary[] {
  const words = searchWordsOf(typedSearch);
  return words.length > 0 ? repairs.filter((repair) => hasEveryWord(searchTextOfLoaded(repair), words)) : [...repairs];
}

/** One column per status, in REPAIR_STATUSES order, each in the list's or the filtered list's order. */
export function groupByStatus(repairs: readonly TRepairSummary[], order: RepairListOrder): BoardColumns {
  const columns = Object.fromEntries(REPAIR_STATUSES.map((status) => [status, [] as TRepairSummary[]])) as BoardColumns;
  for (const repair of repairs) columns[repair.status].push(repair);
  const compare = order === 'list' ? compareForList : compareForFilteredList;
  for (const status of REPAIR_STATUSES) columns[status].sort(compare);
  return columns;
}

/**
 * The new columns, with each column that holds the same cards as before given back as it was (and the
 * whole previous board when none changed): a keystroke or a move then redraws only the columns it changes.
 */
export function shareColumns(previous: BoardColumns | null, next: BoardColumns): BoardColumns {
  if (!previous) return next;
  let isSame = true;
  const shared = { ...next };
  for (const status of REPAIR_STATUSES) {
    const before = previous[status];
    const after = next[status];
    if (before.length === after.length && before.every((repair, index) => repair === after[index])) shared[status] = before;
    else isSame = false;
  }
  return isSame ? previous : shared;
}

/**
 * The counts per status to show. The server's counts cover every filter but the status; while a
 * typed search has not reached the server yet, the visible cards (the loaded list searched with it,
 * visibleRepairs) give them instead (the list holds every status unless a status filter is on, and
 * then only the filtered ones change).
 */
export function displayCounts(
  data: RepairsBoardData,
  visible: readonly TRepairSummary[],
  typedSearch: string,
  statusFilter: readonly RepairStatus[],
): Record<RepairStatus, number> {
  if (typedSearch.trim() === data.search.trim()) return data.counts;
  const counts = { ...data.counts };
  const recount = statusFilter.length > 0 ? statusFilter : REPAIR_STATUSES;
  for (const status of recount) counts[status] = 0;
  for (const repair of visible) if (recount.includes(repair.status)) counts[repair.status] += 1;
  return counts;
}

/** A card dropped at `toIndex` of the `toStatus` column (its index once it is there). */
export interface BoardMove {
  id: string;
  toStatus: RepairStatus;
  toIndex: number;
}

/** Where a card sits: its column and its index among the column's other cards (BoardMove's `toIndex`). */
export interface CardPlace {
  status: RepairStatus;
  index: number;
}

/** Where a card is on the board, or null when no column holds it. */
export function placeOf(columns: BoardColumns, id: string): CardPlace | null {
  for (const status of REPAIR_STATUSES) {
    const index = columns[status].findIndex((repair) => repair.id === id);
    if (index >= 0) return { status, index };
  }
  return null;
}

/** How many places a column offers a card: its cards other than that one, plus the end. */
export function placesIn(columns: BoardColumns, status: RepairStatus, id: string): number {
  return columns[status].filter((repair) => repair.id !== id).length + 1;
}

/**
 * The board with a card shown at `place` on its way (a keyboard move not yet dropped): the one or two
 * columns it changes are new arrays, every other column is the same one, so only they redraw.
 */
export function withCardAt(columns: BoardColumns, id: string, place: CardPlace): BoardColumns {
  const from = placeOf(columns, id);
  if (!from || (from.status === place.status && from.index === place.index)) return columns;
  const repair = columns[from.status][from.index]!;
  const next = { ...columns, [from.status]: columns[from.status].filter((other) => other.id !== id) };
  const target = [...next[place.status]];
  target.splice(Math.max(0, Math.min(place.index, target.length)), 0, repair);
  next[place.status] = target;
  return next;
}

export interface PlannedMove {
  fromStatus: RepairStatus;
  toStatus: RepairStatus;
  /** The target column's ids in their new order, for repairsReorder; null when the order does not change. */
  reorderedIds: string[] | null;
}

/**
 * What a drop means. In the list order the target column takes the new order (repairsReorder); in the
 * filtered-list order positions do not show, so only the status changes.
 */
export function planMove(columns: BoardColumns, move: BoardMove, order: RepairListOrder): PlannedMove | null {
  const fromStatus = REPAIR_STATUSES.find((status) => columns[status].some((repair) => repair.id === move.id));
  if (!fromStatus) return null;
  const target = columns[move.toStatus].filter((repair) => repair.id !== move.id).map((repair) => repair.id);
  const index = Math.max(0, Math.min(move.toIndex, target.length));
  target.splice(index, 0, move.id);
  if (fromStatus === move.toStatus) {
    const before = columns[fromStatus].map((repair) => repair.id);
    if (order === 'filtered' || before.every((id, position) => id === target[position])) return null;
    return { fromStatus, toStatus: move.toStatus, reorderedIds: target };
  }
  return { fromStatus, toStatus: move.toStatus, reorderedIds: order === 'list' ? target : null };
}

/** The board's data once a planned move is done: the status, the positions and the counts. */
export function applyMove(data: RepairsBoardData, id: string, plan: PlannedMove, now: string): RepairsBoardData {
  const positions = new Map(plan.reorderedIds?.map((repairId, index) => [repairId, index]));
  const isStatusChange = plan.fromStatus !== plan.toStatus;
  const repairs = data.repairs.map((repair) => {
    let next = repair;
    if (repair.id === id && isStatusChange) next = { ...next, status: plan.toStatus, lastUpdate: now };
    // A card whose place does not change keeps its object, so the board leaves it as it is.
    const position = positions.get(repair.id);
    if (position !== undefined && position !== repair.orderPosition) next = { ...next, orderPosition: position };
    return next;
  });
  const counts = { ...data.counts };
  if (isStatusChange) {
    counts[plan.fromStatus] = Math.max(0, counts[plan.fromStatus] - 1);
    counts[plan.toStatus] += 1;
  }
  return { ...data, repairs, counts };
}
