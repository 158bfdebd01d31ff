// docs/product.md §30.4: a queued change the server refused as stale (someone changed the repair meanwhile) is shown
// item by item beside the repair as it is now. For each item that differs the user keeps theirs or the workshop's, and
// the change is rewritten to carry only what they kept, on the current version of the repair, with a new change id; a
// change of which they kept nothing is let go. An intake whose customer was merged into another is made for the
// customer kept instead, or let go.
import type { RepairStatus, TRepair } from '@rueda/domain';
import { seenSheetsOf, type QueuedCall, type QueuedChange, type SeenSheet } from '@/lib/outbox/queued-change';

export type Choice = 'mine' | 'theirs';

interface RowBase {
  /** Unique among a change's rows: what a choice is kept under. */
  key: string;
  /** What the change says holds already: shown as the same, nothing to choose. */
  isSame: boolean;
  /** Whether the change's value may still be applied (a control sheet taken off the repair takes its items with it). */
  canKeepMine: boolean;
}

export interface StatusRow extends RowBase {
  kind: 'status';
  mine: { status: RepairStatus; observations: string };
  /** The repair's status now, its observations and since when. */
  theirs: { status: RepairStatus; observations: string; since: string };
}

export interface CheckRow extends RowBase {
  kind: 'check';
  controlSheetId: string;
  /** The pack's or maintenance's title the sheet is for, when the repair still names it. */
  sheetTitle: string | null;
  label: string;
  mine: boolean;
  /** Null: the item (or its whole sheet) is not on the repair now. */
  theirs: boolean | null;
}

export interface FieldRow extends RowBase {
  kind: 'field';
  /** The key of repairsUpdate's `changes`. */
  field: string;
  mine: unknown;
  /** Undefined for a field whose value on the repair the app does not read. */
  theirs: unknown;
}

export type ConflictRow = StatusRow | CheckRow | FieldRow;

/** What the user's choices make of the change: let go, or sent again as this call. */
export type Resolution = { kind: 'remove' } | { kind: 'send'; call: QueuedCall };

/** What a change waiting for a decision asks of the user, if the app can ask it. */
export function decisionOf(change: QueuedChange): 'stale' | 'merged' | null {
  if (change.state !== 'needs-decision' || !change.problem) return null;
  const { fn } = change.call;
  if (change.problem.reason === 'stale') return fn === 'repairsUpdate' || fn === 'repairsUpdateStatus' ? 'stale' : null;
  if (change.problem.reason === 'customer-merged' && keptCustomerIdOf(change)) {
    if (fn === 'repairsCreate') return 'merged';
    if (fn === 'repairsUpdate' && change.call.input.changes.customer) return 'merged';
  }
  return null;
}

/** The customer a merged one was merged into, as the server's refusal names it. */
export function keptCustomerIdOf(change: QueuedChange): string | null {
  const kept = (change.problem?.details as { keptCustomerId?: unknown } | null | undefined)?.keptCustomerId;
  return typeof kept === 'string' && kept !== '' ? kept : null;
}

/** A repairsUpdate field's value on the repair now, where the app reads it. */
const CURRENT_VALUES: Record<string, (repair: TRepair) => unknown> = {
  technicalNotes: (repair) => repair.technicalNotes,
  priority: (repair) => repair.priority,
  mechanics: (repair) => repair.mechanics,
  entryDate: (repair) => repair.entryDate,
  deliveryDate: (repair) => repair.deliveryDate,
  booking: (repair) => repair.state.booking,
  additionalData: (repair) => repair.form.additionalData,
  customer: (repair) => repair.customer,
  services: (repair) => ({ ...repair.form.services, suspensions: repair.form.suspensions }),
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether what the change says already holds on the repair: each field it gives is the repair's (a customer chosen by
 * id is the repair's customer whatever else the repair's copy says), lists item by item, instants as instants.
 */
export function holds(mine: unknown, theirs: unknown): boolean {
  if (Array.isArray(mine))
    return Array.isArray(theirs) && mine.length === theirs.length && mine.every((item, index) => holds(item, theirs[index]));
  if (isRecord(mine)) return isRecord(theirs) && Object.entries(mine).every(([key, value]) => holds(value, theirs[key]));
  if (typeof mine === 'string' && typeof theirs === 'string' && ISO_INSTANT.test(mine) && ISO_INSTANT.test(theirs))
    return Date.parse(mine) === Date.parse(theirs);
  return Object.is(mine, theirs);
}

function sheetTitleOf(repair: TRepair, controlSheetId: string): string | null {
  const sheet = repair.state.controlSheets.find((candidate) => candidate.controlSheetId === controlSheetId);
  if (!sheet) return null;
  const service =
    repair.form.services.packs.find((pack) => pack.id === sheet.packId) ??
    repair.form.services.maintenances.find((maintenance) => maintenance.id === sheet.maintenanceId);
  return service?.title ?? null;
}

/** Whether the user ticked or unticked the item: so it is, unless the device knew it as the change has it. */
function isTouched(seenSheets: readonly SeenSheet[] | undefined, controlSheetId: string, item: { label: string; checked: boolean }) {
  const seen = seenSheets
    ?.find((sheet) => sheet.controlSheetId === controlSheetId)
    ?.items.find((candidate) => candidate.label === item.label);
  return seen === undefined || seen.checked !== item.checked;
}

/**
 * The items of the sheets the change sends that the user ticked or unticked: an item they left as the device knew it
 * is not theirs to choose on, and stays as the workshop has it now.
 */
function checkRows(
  repair: TRepair,
  sheets: readonly { controlSheetId: string; items: readonly { label: string; checked: boolean }[] }[],
  seenSheets: readonly SeenSheet[] | undefined,
): CheckRow[] {
  return sheets.flatMap((sheet) => {
    const now = repair.state.controlSheets.find((candidate) => candidate.controlSheetId === sheet.controlSheetId);
    const sheetTitle = sheetTitleOf(repair, sheet.controlSheetId);
    return sheet.items.flatMap((item, index): CheckRow[] => {
      if (!isTouched(seenSheets, sheet.controlSheetId, item)) return [];
      const theirs = now?.items.find((candidate) => candidate.label === item.label)?.checked ?? null;
      const row: CheckRow = {
        key: `check:${sheet.controlSheetId}:${index}`,
        kind: 'check',
        controlSheetId: sheet.controlSheetId,
        sheetTitle,
        label: item.label,
        mine: item.checked,
        theirs,
        isSame: theirs === item.checked,
        // The server refuses checks on a sheet the repair no longer has (docs/product.md §4).
        canKeepMine: now !== undefined,
      };
      return [row];
    });
  });
}

/** Every item the change touches, beside the repair as it is now; `seenSheets`, the checklist the change was made on. */
export function conflictRows(call: QueuedCall, repair: TRepair, seenSheets?: readonly SeenSheet[]): ConflictRow[] {
  if (call.fn === 'repairsUpdateStatus') {
    const last = repair.state.status.at(-1);
    const mine = { status: call.input.status, observations: call.input.observations ?? '' };
    const theirs = { status: repair.status, observations: last?.observations ?? '', since: last?.date ?? repair.lastUpdate };
    const isSame = mine.status === theirs.status && (mine.observations === '' || mine.observations === theirs.observations);
    return [{ key: 'status', kind: 'status', mine, theirs, isSame, canKeepMine: true }];
  }
  if (call.fn !== 'repairsUpdate') return [];
  return Object.entries(call.input.changes).flatMap(([field, mine]): ConflictRow[] => {
    if (field === 'controlSheets') return checkRows(repair, call.input.changes.controlSheets ?? [], seenSheets);
    const readCurrent = CURRENT_VALUES[field];
    const theirs = readCurrent ? readCurrent(repair) : undefined;
    return [
      {
        key: `field:${field}`,
        kind: 'field',
        field,
        mine,
        theirs,
        isSame: readCurrent !== undefined && holds(mine, theirs),
        canKeepMine: true,
      },
    ];
  });
}

/** The rows the user chooses on: those that differ and whose value may still be applied. */
export function rowsToChoose(rows: readonly ConflictRow[]): ConflictRow[] {
  return rows.filter((row) => !row.isSame && row.canKeepMine);
}

/** A row's choice: the user's, else the change's own. */
export function choiceOf(choices: Readonly<Record<string, Choice>>, row: ConflictRow): Choice {
  return choices[row.key] ?? 'mine';
}

/** The sheets of the kept checks: each as it is now, with the kept items ticked as the change had them. */
function keptSheets(
  repair: TRepair,
  kept: readonly CheckRow[],
): { controlSheetId: string; items: { label: string; checked: boolean }[] }[] {
  const ids = [...new Set(kept.map((row) => row.controlSheetId))];
  return ids.map((controlSheetId) => {
    const rows = kept.filter((row) => row.controlSheetId === controlSheetId);
    const now = repair.state.controlSheets.find((sheet) => sheet.controlSheetId === controlSheetId)?.items ?? [];
    const items = now.map((item) => ({ label: item.label, checked: rows.find((row) => row.label === item.label)?.mine ?? item.checked }));
    const added = rows
      .filter((row) => !now.some((item) => item.label === row.label))
      .map((row) => ({ label: row.label, checked: row.mine }));
    return { controlSheetId, items: [...items, ...added] };
  });
}

/** The change the choices leave, on the repair's current version and with `changeId`, or nothing to send. */
export function resolveConflict(
  call: QueuedCall,
  repair: TRepair,
  rows: readonly ConflictRow[],
  choices: Readonly<Record<string, Choice>>,
  changeId: string,
): Resolution {
  const kept = rowsToChoose(rows).filter((row) => choiceOf(choices, row) === 'mine');
  if (kept.length === 0) return { kind: 'remove' };
  if (call.fn === 'repairsUpdateStatus')
    return { kind: 'send', call: { fn: call.fn, input: { ...call.input, expectedLastUpdate: repair.lastUpdate, changeId } } };
  if (call.fn !== 'repairsUpdate') return { kind: 'remove' };
  const changes: Record<string, unknown> = {};
  for (const row of kept) if (row.kind === 'field') changes[row.field] = row.mine;
  const sheets = keptSheets(
    repair,
    kept.filter((row): row is CheckRow => row.kind === 'check'),
  );
  if (sheets.length > 0) changes.controlSheets = sheets;
  return {
    kind: 'send',
    call: { fn: call.fn, input: { id: call.input.id, expectedLastUpdate: repair.lastUpdate, changeId, changes } } as QueuedCall,
  };
}

/** The change made for the customer `keptCustomerId` instead of the merged one, with `changeId`. */
export function withKeptCustomer(call: QueuedCall, keptCustomerId: string, changeId: string): QueuedCall {
  if (call.fn === 'repairsCreate')
    return { fn: call.fn, input: { ...call.input, customer: { ...call.input.customer, id: keptCustomerId }, changeId } };
  if (call.fn === 'repairsUpdate' && call.input.changes.customer) {
    const changes = { ...call.input.changes, customer: { ...call.input.changes.customer, id: keptCustomerId } };
    return { fn: call.fn, input: { ...call.input, changes, changeId } };
  }
  return call;
}

/** The queued change, rewritten as `call` (on `repair` as it is now, when the user chose on it), to be sent again. */
export function toSendAgain(change: QueuedChange, call: QueuedCall, repair?: TRepair): QueuedChange {
  const again: QueuedChange = { ...change, call, changeId: call.input.changeId, state: 'waiting', problem: null };
  return repair ? { ...again, seenSheets: seenSheetsOf(repair) } : again;
}
