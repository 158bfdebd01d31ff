// A change made on the device and waiting to be sent (docs/product.md §30.3): one call of a function that takes a change
// id, with the input it will be sent with, in the order it was made.
import type { ClientChangeFunction, FunctionErrorCode, FunctionInput, TRepair } from '@rueda/domain';

/** The call a queued change makes: a function of CLIENT_CHANGE_FUNCTIONS and its input, change id included. */
export type QueuedCall = { [N in ClientChangeFunction]: { fn: N; input: FunctionInput<N> & { changeId: string } } }[ClientChangeFunction];

/**
 * `sending`: sent at once, its answer not yet come; kept in case the page is closed before it does (outbox-store.ts
 * never lists it while it is on its way, and lists it as waiting once its page is gone). `waiting`: to be sent. `needs-decision`: the server refused it for a reason the user settles (someone changed the
 * repair meanwhile; the intake's customer was merged): it waits for them, and so do the later changes of its repair.
 * `failed`: the server refused it for good (the repair was deleted, the account may no longer do it): it stays, with
 * the reason, until the user has read it and lets it go. Nothing leaves the queue without being applied or let go.
 */
export type QueuedChangeState = 'sending' | 'waiting' | 'needs-decision' | 'failed';

export interface QueuedProblem {
  code: FunctionErrorCode;
  /** The error's `details.reason`, when it gives one ('stale', 'customer-merged', …). */
  reason: string | null;
  details: unknown;
  message: string;
}

/** A control sheet's items, by their labels. */
export interface SeenSheet {
  controlSheetId: string;
  items: { label: string; checked: boolean }[];
}

/** A repair's checklist, as a change made on it remembers it. */
export function seenSheetsOf(repair: TRepair): SeenSheet[] {
  return repair.state.controlSheets.map(({ controlSheetId, items }) => ({
    controlSheetId,
    items: items.map(({ label, checked }) => ({ label, checked })),
  }));
}

/** A photo taken in an intake made without a connection, kept with it until the server has made the repair. */
export interface IntakePhoto {
  /** The file's name, as the user chose or took it. */
  name: string;
  /** Its bytes as base64, as repairPhotosAdd takes them. */
  image: string;
}

export interface QueuedChange {
  /** The queue's order, given by the device's store. */
  seq?: number;
  /** The account (the user's id) that made it: it is only ever sent as that account. */
  account: string;
  /** The change id the server keeps, made here: sending it twice applies it once (§30.1). */
  changeId: string;
  call: QueuedCall;
  /** The repair it changes, when it changes one: the conflicts, and the order of a repair's changes. */
  repairId: string | null;
  /** What the user sees it as: the repair's bike and customer, or the new repair's. */
  subject: string;
  /** When it was made on the device, in epoch milliseconds. */
  madeAt: number;
  state: QueuedChangeState;
  problem: QueuedProblem | null;
  /**
   * A change of the checklist: the sheets as the device knew them when it was made (the version its expectedLastUpdate
   * names), so that a conflict asks only about the items the user ticked or unticked (docs/product.md §30.4).
   */
  seenSheets?: SeenSheet[];
  /**
   * An intake's photos (docs/product.md §30.3): they need the repair's id, which only the server gives, so they wait
   * inside the intake and become one repairPhotosAdd each, for the repair made, once it is applied (send-queued.ts).
   */
  intakePhotos?: IntakePhoto[];
}

/** The repair a call changes, by its input. */
export function repairIdOfCall(call: QueuedCall): string | null {
  switch (call.fn) {
    case 'repairsUpdate':
    case 'repairsUpdateStatus':
      return call.input.id;
    case 'repairPhotosAdd':
    case 'repairWorkStart':
    case 'repairWorkStop':
      return call.input.repairId;
    case 'repairsCreate':
    case 'repairsReorder':
      return null;
  }
}
