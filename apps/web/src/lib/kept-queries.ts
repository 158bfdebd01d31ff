// What the device keeps of the server's answers, to show them when the connection is gone (docs/product.md §30.2):
// the board, the repairs opened in the last days with what their page reads, the bookings, the catalogue, the
// mechanics and the account. The screens that need the server (charging, the till, invoices, the subscription, the
// team, the settings) keep nothing. A query is named by its key, as the features make them (their api/query-keys.ts).

/** How a kept answer is grouped, which decides how long it stays (pruneKept). */
export type KeptKind = 'board' | 'repair' | 'bookings' | 'reference' | 'account';

export interface KeptSort {
  kind: KeptKind;
  /** The answers that come and go together: a repair's page, or one answer alone. */
  group: string;
}

/** The repairs a user opened stay this long after they were last read (docs/product.md §30.2). */
export const KEPT_REPAIR_DAYS = 7;
/** The boards kept: the filters last read, newest first. */
export const KEPT_BOARDS = 4;
/** The bookings' ranges kept (a day, a week, the capacity of each): newest first. */
export const KEPT_BOOKING_RANGES = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parts of a repair's page, by the key's second and third parts (features/repairs, features/photos). */
function repairIdOf(key: readonly unknown[]): string | null {
  const [root, part, third, fourth] = key;
  if (root === 'repairs' && (part === 'detail' || part === 'events' || part === 'booking-contact') && typeof third === 'string')
    return third;
  if (root === 'repairs' && part === 'work' && third === 'repair' && typeof fourth === 'string') return fourth;
  if (root === 'photos' && part === 'repair' && typeof third === 'string') return third;
  return null;
}

/** Whether, and how, the device keeps the answer of a query with this key; null for what it never keeps. */
export function keptSortOf(key: readonly unknown[]): KeptSort | null {
  const [root, part] = key;
  const repairId = repairIdOf(key);
  if (repairId) return { kind: 'repair', group: `repair:${repairId}` };
  if (root === 'repairs' && part === 'list' && key.length === 3) return { kind: 'board', group: 'board' };
  if (root === 'repairs' && part === 'work' && key[2] === 'current') return { kind: 'reference', group: 'work' };
  if (root === 'bookings' && (part === 'list' || part === 'capacity' || part === 'settings'))
    return { kind: 'bookings', group: 'bookings' };
  if (root === 'catalogue' && part === 'list') return { kind: 'reference', group: 'catalogue' };
  if (root === 'mechanics') return { kind: 'reference', group: 'mechanics' };
  if (root === 'account') return { kind: 'account', group: 'account' };
  return null;
}

export interface KeptEntry {
  hash: string;
  sort: KeptSort;
  savedAt: number;
}

/**
 * The kept answers to forget at `now`: a repair's page not read for KEPT_REPAIR_DAYS (its parts together, by the last
 * read of any), the boards beyond the KEPT_BOARDS newest, the bookings' ranges beyond the KEPT_BOOKING_RANGES newest.
 */
export function prunedHashes(entries: readonly KeptEntry[], now: number): string[] {
  const lastReadOfGroup = new Map<string, number>();
  for (const entry of entries) lastReadOfGroup.set(entry.sort.group, Math.max(lastReadOfGroup.get(entry.sort.group) ?? 0, entry.savedAt));
  const pruned: string[] = [];
  for (const entry of entries)
    if (entry.sort.kind === 'repair' && now - (lastReadOfGroup.get(entry.sort.group) ?? 0) > KEPT_REPAIR_DAYS * DAY_MS)
      pruned.push(entry.hash);
  const beyondNewest = (kind: KeptKind, keep: number) =>
    entries
      .filter((entry) => entry.sort.kind === kind)
      .sort((a, b) => b.savedAt - a.savedAt)
      .slice(keep)
      .map((entry) => entry.hash);
  return [...pruned, ...beyondNewest('board', KEPT_BOARDS), ...beyondNewest('bookings', KEPT_BOOKING_RANGES)];
}
