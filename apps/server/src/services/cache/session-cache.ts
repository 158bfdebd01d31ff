// One instance's kept answers of findLiveSession (data/sessions.ts, docs/product.md §24.8,
// docs/decisions/033-sessions-end-at-once.md): every function call asks whether its token's session
// still exists, and the answers are kept here until any instance announces that the account's sessions
// or membership changed (the change feed's `sessions` topic, list-cache.ts). Answers are read again
// after ENTRY_TTL_MS anyway, so a missed notification cannot keep an ended session alive for long, and
// while the channel is not listened to nothing is kept at all.
import type { Db } from '../../db/client.ts';
import { announceSessionsChanged, findLiveSession, type LiveSession, type SessionKey } from '../../data/sessions.ts';
import type { ChangeFeedSubscriber } from './list-cache.ts';

/** A kept answer is read again from the database after this long, notification or not. */
const ENTRY_TTL_MS = 60_000;

/** Kept answers per instance; the oldest go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  userId: string;
  session: LiveSession | null;
  validUntil: number;
}

/** One instance's kept answers of `findLiveSession`, in step with the others through the lists' channel. */
export class SessionCache implements ChangeFeedSubscriber {
  private readonly entries = new Map<string, Entry>();
  /** Lookups under way, so the calls a page makes at once read the database once. */
  private readonly pending = new Map<string, Promise<LiveSession | null>>();
  /** Moves with every change heard of: a lookup that started before one does not keep its answer. */
  private generation = 0;
  private isListening = false;

  constructor(
    private readonly db: Db,
    private readonly options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  /** The session as last known here, or read from the database when not kept, too old, or when `fresh`. */
  async check(key: SessionKey, { fresh = false } = {}): Promise<LiveSession | null> {
    const id = key.sessionId ?? `user:${key.userId}`;
    if (!fresh && this.isListening) {
      const entry = this.entries.get(id);
      if (entry && entry.userId === key.userId && entry.validUntil > this.now()) return entry.session;
      const running = this.pending.get(id);
      if (running) return running;
    }
    const generation = this.generation;
    const lookup = findLiveSession(this.db, key).then((found) => {
      if (this.isListening && generation === this.generation) this.keep(id, key.userId, found);
      return found;
    });
    this.pending.set(id, lookup);
    const settle = () => {
      if (this.pending.get(id) === lookup) this.pending.delete(id);
    };
    lookup.then(settle, settle);
    return lookup;
  }

  /** Forgets `userId`'s kept sessions here and tells every other instance to do the same. */
  async ended(userId: string): Promise<void> {
    this.changed(userId);
    await announceSessionsChanged(this.db, userId);
  }

  /** An instance announced that `userId`'s sessions or membership changed. */
  changed(userId: string): void {
    this.generation += 1;
    this.pending.clear();
    // A scan: announcements are rare (sign-outs, resets, role changes) and the entries few.
    for (const [id, entry] of this.entries) if (entry.userId === userId) this.entries.delete(id);
  }

  /** Until the channel is listened to again, every call reads the database: an announcement could be missed. */
  setListening(isListening: boolean): void {
    this.isListening = isListening;
    this.generation += 1;
    this.pending.clear();
    this.entries.clear();
  }

  /** Moves whenever an account's sessions or membership change here or are heard of, and when listening starts or stops. */
  get changes(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(id: string, userId: string, found: LiveSession | null): void {
    const now = this.now();
    this.entries.delete(id);
    this.entries.set(id, {
      userId,
      session: found,
      validUntil: Math.min(now + (this.options.ttlMs ?? ENTRY_TTL_MS), found?.expiresAt ?? Infinity),
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= (this.options.maxEntries ?? MAX_ENTRIES)) break;
      this.entries.delete(oldest);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
