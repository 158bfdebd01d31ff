// docs/product.md §30.3: a write a device may make without a connection. While the server answers and nothing of the
// account waits before it, it is sent at once, as any call, and kept on the device until the answer comes, so that a
// page closed mid-send loses nothing. With the connection gone, behind changes still waiting, or when the call finds
// the server unreachable, it is kept in the device's queue (with the same change id, so a call that did reach the
// server is not applied twice) and sent later, in order. The queue's code and IndexedDB's load with the first such
// write, out of the screens' first load.
import { FunctionError, type ClientChangeFunction, type FunctionInput, type FunctionOutput } from '@rueda/domain';
import { call } from '@/lib/call';
import { connectionStatus, isConnectionFailure } from '@/lib/connection';
import { i18n, loadTexts } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { newChangeId } from './change-id';
import { addPendingChange } from './pending-changes';
import type { IntakePhoto, QueuedCall, QueuedChange, SeenSheet } from './queued-change';

export type SendOrQueueOutcome<N extends ClientChangeFunction> =
  { sent: true; answer: FunctionOutput<N> } | { sent: false; change: QueuedChange };

export interface SendOrQueueMeta {
  /** The signed-in account: the change is only ever sent as it. Null (nobody known): sent at once, never kept. */
  account: string | null;
  /** The repair it changes, if any. */
  repairId: string | null;
  /** How the queue shows it: the repair's bike and customer, say. */
  subject: string;
  /** The work timer's start and stop: a queued one carries the time it was pressed (`at`, §30.1). */
  stampsTime?: boolean;
  /**
   * The repair's lastUpdate as the device knows it, for a write that sends none online (a move on the board): a queued
   * change carries it, so that the server refuses it as stale if someone changed the repair meanwhile (§30.3).
   */
  queuedExpectedLastUpdate?: string;
  /** A change of the checklist: the sheets as the device knew them (QueuedChange's seenSheets). */
  seenSheets?: SeenSheet[];
  /**
   * An intake's photos, read only if the intake is kept on the device (QueuedChange's intakePhotos): sent at once, the
   * intake's answer gives the repair its photos are then added to.
   */
  intakePhotos?: () => Promise<IntakePhoto[]>;
}

const loadStore = () => import('./outbox-store');
type Store = Awaited<ReturnType<typeof loadStore>>;
type KeptChange = Omit<QueuedChange, 'seq'>;

/** Whether a new change must queue behind what waits: any waiting change, or one of its repair awaiting a decision. */
function mustWaitBehind(queued: readonly QueuedChange[], repairId: string | null): boolean {
  return queued.some(
    (change) => change.state === 'waiting' || (repairId !== null && change.repairId === repairId && change.state === 'needs-decision'),
  );
}

/**
 * Writes the change to the device's queue. A device out of space keeps nothing: the user is told at once, in a toast
 * (docs/product.md §30.3's bad input), and the write fails as one without a connection does, so its form keeps what
 * was typed.
 */
async function keep(store: Store, write: () => Promise<QueuedChange>): Promise<QueuedChange> {
  try {
    const change = await write();
    addPendingChange(change);
    return change;
  } catch (error) {
    if (!(error instanceof store.DeviceFullError)) throw error;
    await loadTexts(['offline']).catch(() => undefined);
    notifyError(i18n.t('device.fullChange', { ns: 'offline' }));
    throw new FunctionError('unavailable', 'The device has no room left to keep this change.', { reason: 'device-full' });
  }
}

/** What a change keeps beyond its call when it is kept to be sent later: an intake's photos. */
type KeptExtras = () => Promise<Pick<KeptChange, 'intakePhotos'>>;

/**
 * Sends the change at once, kept on the device as `sending` while it is on its way: a page closed before the answer
 * leaves it to the queue, which sends it again with the same change id. A device that cannot keep it still sends it.
 */
async function sendKept<N extends ClientChangeFunction>(
  store: Store,
  fn: N,
  input: FunctionInput<N> & { changeId: string },
  toKeep: KeptChange,
  extras: KeptExtras,
): Promise<SendOrQueueOutcome<N>> {
  return store.asSenderOf(input.changeId, async () => {
    const kept = await store.enqueue({ ...toKeep, state: 'sending' }).catch(() => null);
    // Answered, it leaves the device; a record the store failed to take out is sent again later, and answered as
    // applied by its change id (§30.1).
    const letGo = () => (kept ? store.removeQueued(kept.seq!).catch(() => undefined) : undefined);
    try {
      const answer = await call(fn, input);
      await letGo();
      return { sent: true, answer };
    } catch (error) {
      if (!isConnectionFailure(error)) {
        await letGo();
        throw error;
      }
      try {
        const waiting = { ...(kept ?? toKeep), ...(await extras()), state: 'waiting' as const };
        const write = kept ? () => store.updateQueued(waiting).then(() => waiting) : () => store.enqueue(waiting);
        return { sent: false, change: await keep(store, write) };
      } catch (failure) {
        // What cannot be kept whole (no room on the device) is not kept at all: the form still has it.
        await letGo();
        throw failure;
      }
    }
  });
}

export async function sendOrQueue<N extends ClientChangeFunction>(
  fn: N,
  input: FunctionInput<N>,
  meta: SendOrQueueMeta,
): Promise<SendOrQueueOutcome<N>> {
  const changeId = newChangeId();
  const withId = { ...(input as object), changeId } as FunctionInput<N> & { changeId: string };
  if (meta.account === null) return { sent: true, answer: await call(fn, withId) };
  const store = await loadStore();
  const madeAt = Date.now();
  // Sent again later, it says when it was made and which version of the repair it was made on.
  const queuedInput = {
    ...withId,
    ...(meta.stampsTime ? { at: new Date(madeAt).toISOString() } : {}),
    ...(meta.queuedExpectedLastUpdate && !('expectedLastUpdate' in withId) ? { expectedLastUpdate: meta.queuedExpectedLastUpdate } : {}),
  };
  const toKeep: KeptChange = {
    account: meta.account,
    changeId,
    call: { fn, input: queuedInput } as QueuedCall,
    repairId: meta.repairId,
    subject: meta.subject,
    madeAt,
    state: 'waiting',
    problem: null,
    ...(meta.seenSheets ? { seenSheets: meta.seenSheets } : {}),
  };
  const extras: KeptExtras = async () => (meta.intakePhotos ? { intakePhotos: await meta.intakePhotos() } : {});
  if (connectionStatus() === 'online' && !mustWaitBehind(await store.queuedChanges(meta.account), meta.repairId))
    return sendKept(store, fn, withId, toKeep, extras);
  const change = { ...toKeep, ...(await extras()) };
  return { sent: false, change: await keep(store, () => store.enqueue(change)) };
}
