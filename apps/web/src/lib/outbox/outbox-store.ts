// The queue of changes made on the device (docs/product.md §30.3), in its IndexedDB store (lib/device-db.ts): added in
// the order they are made, read in that order, changed as the server answers, taken out once applied or let go. A
// change sent at once is kept here too while it is on its way, so that a page closed mid-send loses nothing.
// Whoever shows the queue subscribes; other tabs of the same browser hear of every change through a BroadcastChannel.
import { deviceDb } from '@/lib/device-db';
import { newChangeId } from './change-id';
import type { QueuedChange } from './queued-change';

const CHANNEL = 'rueda-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function tabsChannel(): BroadcastChannel | null {
  if (channel === null && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => notifyHere();
  }
  return channel;
}

function notifyHere(): void {
  for (const listener of listeners) listener();
}

function changed(): void {
  notifyHere();
  tabsChannel()?.postMessage('changed');
}

/** Calls `listener` on every change of the queue, in this tab or another; returns the unsubscribe. */
export function subscribeToOutbox(listener: () => void): () => void {
  tabsChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The device has no room for it: the change was not kept, and the user must be told so at once. */
export class DeviceFullError extends Error {
  constructor(options?: ErrorOptions) {
    super('The device has no room left to keep this change.', options);
    this.name = 'DeviceFullError';
  }
}

/** The store's failure, as DeviceFullError when the device had no room for what was written. */
function asDeviceFull(error: unknown): unknown {
  return error instanceof DOMException && error.name === 'QuotaExceededError' ? new DeviceFullError({ cause: error }) : error;
}

/** Adds a change at the end of the queue; throws DeviceFullError when the device has no room for it. */
export async function enqueue(change: Omit<QueuedChange, 'seq'>): Promise<QueuedChange> {
  const db = await deviceDb();
  const seq = await db.add('outbox', change as QueuedChange).catch((error: unknown) => {
    throw asDeviceFull(error);
  });
  changed();
  return { ...change, seq };
}

const SENDER_LOCK_PREFIX = 'rueda-change-';
/** The changes this tab is sending at once (sendOrQueue), for a browser without the Web Locks API. */
const sendingHere = new Set<string>();

/**
 * Runs `send` as the one sending the change kept as `sending`: while it runs, in this tab or another, the change is on
 * its way and no one else sends it; once the page that ran it is gone (a reload mid-send), the change waits again
 * (docs/product.md §30.3). The Web Locks API tells the browser's tabs apart; without it, only this tab's are known.
 */
export async function asSenderOf<T>(changeId: string, send: () => Promise<T>): Promise<T> {
  sendingHere.add(changeId);
  try {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? await locks.request(SENDER_LOCK_PREFIX + changeId, send) : await send();
  } finally {
    sendingHere.delete(changeId);
  }
}

/** The change ids some page of the browser is sending now. */
async function changesOnTheirWay(): Promise<Set<string>> {
  const onTheirWay = new Set(sendingHere);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  for (const lock of locks ? ((await locks.query()).held ?? []) : []) {
    if (lock.name?.startsWith(SENDER_LOCK_PREFIX)) onTheirWay.add(lock.name.slice(SENDER_LOCK_PREFIX.length));
  }
  return onTheirWay;
}

/**
 * The account's changes to send or settle, in the order they were made. A change being sent at once is not among
 * them; one whose sending page is gone is, as waiting: its change id makes sending it again safe (§30.1).
 */
export async function queuedChanges(account: string): Promise<QueuedChange[]> {
  const db = await deviceDb();
  const kept = (await db.getAllFromIndex('outbox', 'account', account)).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  if (!kept.some((change) => change.state === 'sending')) return kept;
  const onTheirWay = await changesOnTheirWay();
  return kept.flatMap((change) => {
    if (change.state !== 'sending') return [change];
    return onTheirWay.has(change.changeId) ? [] : [{ ...change, state: 'waiting' as const }];
  });
}

/** Writes a change's new state (the server's answer to it, or the user's decision); DeviceFullError without room. */
export async function updateQueued(change: QueuedChange): Promise<void> {
  const db = await deviceDb();
  await db.put('outbox', change).catch((error: unknown) => {
    throw asDeviceFull(error);
  });
  changed();
}

/** Takes a change out of the queue: applied, or let go by the user. */
export async function removeQueued(seq: number): Promise<void> {
  const db = await deviceDb();
  await db.delete('outbox', seq);
  changed();
}

/**
 * An intake the server applied, as `repairId`: taken out of the queue, and its photos (QueuedChange's intakePhotos)
 * queued in the same transaction as one repairPhotosAdd each, for that repair, each with a change id of its own
 * (docs/product.md §30.3). Either both happen or neither: a page gone in between sends the intake again, which its
 * change id answers with the same repair. Returns the photos' changes, in their order.
 */
export async function settleIntake(intake: QueuedChange, repairId: string): Promise<QueuedChange[]> {
  const db = await deviceDb();
  const tx = db.transaction('outbox', 'readwrite');
  const photos = (intake.intakePhotos ?? []).map((photo): Omit<QueuedChange, 'seq'> => {
    const changeId = newChangeId();
    return {
      account: intake.account,
      changeId,
      call: { fn: 'repairPhotosAdd', input: { repairId, image: photo.image, changeId } },
      repairId,
      subject: `${intake.subject} · ${photo.name}`,
      madeAt: intake.madeAt,
      state: 'waiting',
      problem: null,
    };
  });
  const [, ...seqs] = await Promise.all([
    tx.store.delete(intake.seq!),
    ...photos.map((photo) => tx.store.add(photo as QueuedChange)),
    tx.done,
  ]);
  changed();
  return photos.map((photo, index) => ({ ...photo, seq: seqs[index] as number }));
}

/** Forgets every change of the account (signing out, docs/product.md §30.2). */
export async function forgetQueued(account: string): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction('outbox', 'readwrite');
  const keys = await tx.store.index('account').getAllKeys(account);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  changed();
}
