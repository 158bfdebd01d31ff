// Sending the queue (docs/product.md §30.3): the account's waiting changes, one after another in the order they were
// made, each with its change id, so that a change whose answer was lost is applied once however often it is sent. A
// round stops at the first change the server could not be reached for (the next round starts with it) and when the
// session is no longer the account's. A change someone else's edit made stale, or an intake whose customer was merged,
// waits for the user's decision, and the later changes of its repair wait behind it; a change the server refused for
// good stays, with its reason, until the user lets it go or tries it again. An intake's photos wait inside it: once the
// server has made the repair, they are queued for it and sent in the same round.
import { FunctionError } from '@rueda/domain';
import { call } from '@/lib/call';
import { valueStore } from '@/lib/value-store';
import { type QueuedCall, type QueuedChange, type QueuedProblem } from './queued-change';
import { queuedChanges, removeQueued, settleIntake, subscribeToOutbox, updateQueued } from './outbox-store';

/** One queued call, as lib/call.ts sends any (with the account's token): what the app sends the queue with. */
export function sendQueuedCall(queued: QueuedCall): Promise<unknown> {
  const send = call as (fn: QueuedCall['fn'], input: QueuedCall['input']) => Promise<unknown>;
  return send(queued.fn, queued.input);
}

export interface SendQueuedOptions {
  account: string;
  /** Sends one call: sendQueuedCall, or a test's own. */
  send: (call: QueuedCall) => Promise<unknown>;
  /** A change the server applied, with its answer: the screens ask again for what it changed. */
  onApplied: (change: QueuedChange, answer: unknown) => void;
}

/** How a round ended: all sent it could, the server not reached, the session gone, or another round already sending. */
export type RoundEnd = 'done' | 'unreachable' | 'signed-out' | 'busy';

const sending = valueStore<number | null>(null);

/** The queued change being sent now in this tab, or null. */
export const sendingChange = sending.get;

/** Calls `listener` when the change being sent, or the queue, changes. */
export function subscribeToSending(listener: () => void): () => void {
  const unsubscribeSending = sending.subscribe(listener);
  const unsubscribeOutbox = subscribeToOutbox(listener);
  return () => {
    unsubscribeSending();
    unsubscribeOutbox();
  };
}

const setSending = sending.set;

function problemOf(error: unknown): QueuedProblem {
  if (!(error instanceof FunctionError)) return { code: 'internal', reason: null, details: null, message: String(error) };
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return { code: error.code, reason: typeof reason === 'string' ? reason : null, details: error.details ?? null, message: error.message };
}

/** What a refusal makes of a change: the round stops, the user decides, or it failed for good. */
function outcomeOf(problem: QueuedProblem): 'stop-unreachable' | 'stop-signed-out' | 'needs-decision' | 'failed' {
  if (problem.code === 'unavailable' || problem.code === 'deadline-exceeded' || problem.code === 'cancelled') return 'stop-unreachable';
  if (problem.code === 'unauthenticated') return 'stop-signed-out';
  if (problem.code === 'aborted' && problem.reason === 'stale') return 'needs-decision';
  if (problem.code === 'failed-precondition' && problem.reason === 'customer-merged') return 'needs-decision';
  return 'failed';
}

/** The lastUpdate a repair's answer gives, when the answer is a repair. */
function lastUpdateOf(answer: unknown): string | null {
  const lastUpdate = (answer as { lastUpdate?: unknown } | null)?.lastUpdate;
  return typeof lastUpdate === 'string' ? lastUpdate : null;
}

/** The repair an applied intake made, by its answer: the photos taken with it are for it. */
function createdRepairIdOf(change: QueuedChange, answer: unknown): string | null {
  if (change.call.fn !== 'repairsCreate' || !change.intakePhotos?.length) return null;
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/** A repair's changes applied in a round: the version the first was made on, and the version the last one's answer gave. */
interface AppliedChain {
  base: string;
  now: string;
}

const expectedLastUpdateOf = (change: QueuedChange) => (change.call.input as { expectedLastUpdate?: string }).expectedLastUpdate;

/**
 * A repair's changes made one after another on the device each carry the version the device knew before the first; once
 * one is applied, the next stands on the version its answer gave (it was made on top of it), and is kept so. A change
 * made on another version (one made before a change the user rewrote on the workshop's newer version, §30.4) is not:
 * the server checks it as it was made, and refuses it as stale if the repair changed since.
 */
async function rebased(change: QueuedChange, chains: ReadonlyMap<string, AppliedChain>): Promise<QueuedChange> {
  const chain = change.repairId ? chains.get(change.repairId) : undefined;
  const expected = expectedLastUpdateOf(change);
  if (!chain || expected === undefined || expected !== chain.base) return change;
  const next = { ...change, call: { ...change.call, input: { ...change.call.input, expectedLastUpdate: chain.now } } as QueuedCall };
  await updateQueued(next);
  return next;
}

async function round({ account, send, onApplied }: SendQueuedOptions): Promise<RoundEnd> {
  const waitingRepairs = new Set<string>();
  const chains = new Map<string, AppliedChain>();
  const queue = await queuedChanges(account);
  // An applied intake's photos join the end of the queue, and this round sends them too (an array's for…of sees them).
  for (const queued of queue) {
    let change = queued;
    if (change.state !== 'waiting') {
      if (change.state === 'needs-decision' && change.repairId) waitingRepairs.add(change.repairId);
      continue;
    }
    // A repair's changes keep their order: behind one that waits for a decision, they wait too.
    if (change.repairId && waitingRepairs.has(change.repairId)) continue;
    setSending(change.seq ?? null);
    try {
      // The version the change was made on, which the next change made on it will carry too.
      const base = expectedLastUpdateOf(change);
      change = await rebased(change, chains);
      const answer = await send(change.call);
      const createdRepairId = createdRepairIdOf(change, answer);
      if (createdRepairId) queue.push(...(await settleIntake(change, createdRepairId)));
      else await removeQueued(change.seq!);
      const lastUpdate = lastUpdateOf(answer);
      if (change.repairId && lastUpdate && base) chains.set(change.repairId, { base, now: lastUpdate });
      onApplied(change, answer);
    } catch (error) {
      const problem = problemOf(error);
      const outcome = outcomeOf(problem);
      if (outcome === 'stop-unreachable') return 'unreachable';
      if (outcome === 'stop-signed-out') return 'signed-out';
      await updateQueued({ ...change, state: outcome, problem });
      if (outcome === 'needs-decision' && change.repairId) waitingRepairs.add(change.repairId);
    } finally {
      setSending(null);
    }
  }
  return 'done';
}

let current: Promise<RoundEnd> | null = null;

/**
 * Sends the account's queue once; a call while a round runs in this tab joins it. Across the browser's tabs, one sends
 * at a time (the Web Locks API, where there is one; a change sent by two tabs would still apply once).
 */
export function sendQueued(options: SendQueuedOptions): Promise<RoundEnd> {
  current ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return await round(options);
      return await locks.request('rueda-outbox-send', { ifAvailable: true }, (lock) => (lock ? round(options) : ('busy' as const)));
    } finally {
      current = null;
    }
  })();
  return current;
}
