// Answers of repairsList and servicesList kept in memory, already serialised as the wire's bytes, until the workshop's list changes
// (docs/decisions/006-repairs-list-cache.md). Every write to a workshop's repairs bumps its
// generation here and, through PostgreSQL NOTIFY, in every other server instance; an answer
// computed under an older generation is never served. A time limit bounds what a missed
// notification (a dropped LISTEN connection) could leave behind.
import pg from 'pg';
import { LISTS_CHANNEL } from '../../data/change-feed.ts';
import type { RawJson } from '../../lib/raw-json.ts';

interface Entry<T> {
  workshopId: string;
  generation: number;
  storedAt: number;
  answer: RawJson<T>;
}

export interface ListCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Answers of type `T` (one cache per kind of list), by workshop and by the list's input. */
export class ListCache<T = unknown> {
  private readonly generations = new Map<string, number>();
  /** In least-recently-used order: the first entry is the next to go. */
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;
  private readonly listeners = new Set<(workshopId: string) => void>();
  private readonly clearListeners = new Set<() => void>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ListCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Read before computing an answer; pass it to `set` with the answer. */
  generation(workshopId: string): number {
    return this.generations.get(workshopId) ?? 0;
  }

  get(workshopId: string, key: string): RawJson<T> | undefined {
    const id = `${workshopId}\u0000${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.generation !== this.generation(workshopId) || this.now() - entry.storedAt > this.ttlMs) {
      this.delete(id, entry);
      return undefined;
    }
    // Most recently used goes last.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.answer;
  }

  set(workshopId: string, key: string, generation: number, answer: RawJson<T>): void {
    if (generation !== this.generation(workshopId) || answer.body.length > this.maxBytes / 4) return;
    const id = `${workshopId}\u0000${key}`;
    const previous = this.entries.get(id);
    if (previous) this.delete(id, previous);
    this.entries.set(id, { workshopId, generation, storedAt: this.now(), answer });
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest, entry);
    }
  }

  /** The workshop's repairs changed: nothing computed before this is served again. */
  invalidate(workshopId: string): void {
    this.generations.set(workshopId, this.generation(workshopId) + 1);
    for (const listener of this.listeners) listener(workshopId);
  }

  /** Forgets everything (the notifications may have been missed). */
  clear(): void {
    for (const workshopId of new Set([...this.entries.values()].map((entry) => entry.workshopId))) this.invalidate(workshopId);
    this.entries.clear();
    this.bytes = 0;
    for (const listener of this.clearListeners) listener();
  }

  /** `listener` runs whenever everything is forgotten: what is kept beside the answers (the customers directory) goes too. */
  onClear(listener: () => void): void {
    this.clearListeners.add(listener);
  }

  onInvalidate(listener: (workshopId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(id: string, entry: Entry<T>): void {
    this.entries.delete(id);
    this.bytes -= entry.answer.body.length;
  }
}

/** The lists kept in memory, one cache each; a write names the lists it changes. */
export const LIST_TOPICS = ['repairs', 'catalogue', 'customers'] as const;
export type ListTopic = (typeof LIST_TOPICS)[number];

/** What else is kept in step through the lists' channel, under a topic of its own (the sessions, docs/product.md §24.8). */
export interface ChangeFeedSubscriber {
  /** An instance announced a change under the subscriber's topic; `key` is the rest of the payload. */
  changed(key: string): void;
  /** Whether the channel is listened to now; while it is not, announcements may be missed. */
  setListening(isListening: boolean): void;
}

/**
 * Keeps the caches in step with every instance sharing the database: LISTENs on one channel, and
 * `changed(topic, workshopId)` invalidates here at once and NOTIFYs the others (payload
 * `topic:workshopId`). A lost connection clears every cache and reconnects. `subscribers` hear the
 * payloads of their own topics, and whether the channel is listened to.
 */
export function connectListCaches(
  caches: Readonly<Record<ListTopic, ListCache<unknown>>>,
  options: {
    connectionString: string;
    pool: pg.Pool;
    onError?: (error: unknown) => void;
    subscribers?: Readonly<Record<string, ChangeFeedSubscriber>>;
  },
) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const subscribers = Object.entries(options.subscribers ?? {}).filter(([topic]) => !(LIST_TOPICS as readonly string[]).includes(topic));
  const clearAll = (isListening: boolean) => {
    LIST_TOPICS.forEach((topic) => caches[topic].clear());
    for (const [, subscriber] of subscribers) subscriber.setListening(isListening);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      clearAll(false);
      if (error) options.onError?.(error);
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== LISTS_CHANNEL || !message.payload) return;
      const separator = message.payload.indexOf(':');
      const topic = message.payload.slice(0, separator);
      const key = message.payload.slice(separator + 1);
      if ((LIST_TOPICS as readonly string[]).includes(topic)) caches[topic as ListTopic].invalidate(key);
      else subscribers.find(([name]) => name === topic)?.[1].changed(key);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LISTS_CHANNEL}`);
      client = next;
      // What changed while nobody listened is unknown.
      clearAll(true);
    } catch (error) {
      options.onError?.(error);
      await next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1_000);
    }
  };

  /** The version of each workshop's list this instance's answers were computed under (`topic\0workshopId`). */
  const known = new Map<string, number>();
  const learn = (topic: ListTopic, workshopId: string, version: number) => {
    const key = `${topic}\u0000${workshopId}`;
    if (known.get(key) === version) return;
    // What this instance computed before it knew this version may predate the write behind it.
    caches[topic].invalidate(workshopId);
    known.set(key, version);
  };

  const readVersions = async (workshopId: string): Promise<void> => {
    const { rows } = await options.pool.query<{ topic: string; version: string }>({
      name: 'list_versions_of',
      text: 'select topic, version from list_versions where workshop_id = $1',
      values: [workshopId],
    });
    for (const topic of LIST_TOPICS) {
      const row = rows.find((candidate) => candidate.topic === topic);
      learn(topic, workshopId, row ? Number(row.version) : 0);
    }
  };

  /**
   * The reads of one workshop share their versions' query: a read joins the next query to start, never one already
   * under way (it may have started before a write this read must see). Under load, one query serves every read that
   * arrived while the one before was out, instead of one each.
   */
  const batches = new Map<string, { running: Promise<void> | null; queued: Promise<void> | null }>();
  const fresh = (workshopId: string): Promise<void> => {
    let batch = batches.get(workshopId);
    if (!batch) {
      batch = { running: null, queued: null };
      batches.set(workshopId, batch);
    }
    const own = batch;
    const start = (): Promise<void> => {
      const run: Promise<void> = readVersions(workshopId).finally(() => {
        if (own.running === run) own.running = null;
        if (!own.running && !own.queued && batches.get(workshopId) === own) batches.delete(workshopId);
      });
      own.running = run;
      return run;
    };
    if (!own.running) return start();
    own.queued ??= own.running
      .catch(() => {})
      .then(() => {
        own.queued = null;
        return start();
      });
    return own.queued;
  };

  return {
    ready: connect(),
    /**
     * Call after a write to a workshop's list has committed, and before the write is answered (docs/product.md §25.2,
     * decision 055): the list's version moves in PostgreSQL, so a read on any instance that starts after the answer
     * finds it; the NOTIFY only tells the other instances early.
     */
    async changed(topic: ListTopic, workshopId: string): Promise<void> {
      caches[topic].invalidate(workshopId);
      const { rows } = await options.pool.query<{ version: string }>({
        name: 'list_version_bump',
        text: `with bumped as (
            insert into list_versions (workshop_id, topic, version) values ($1, $2, 1)
            on conflict (workshop_id, topic) do update set version = list_versions.version + 1
            returning version)
          select version, pg_notify($3, $2 || ':' || $1) from bumped`,
        values: [workshopId, topic, LISTS_CHANNEL],
      });
      if (rows[0]) learn(topic, workshopId, Number(rows[0].version));
    },
    /**
     * Before a cached read of a workshop's lists: reads their versions (one indexed row each) and forgets whatever
     * this instance computed under an older one. A write acknowledged to anyone is then in every later answer.
     */
    fresh,
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      for (const [, subscriber] of subscribers) subscriber.setListening(false);
      await current?.end().catch(() => {});
    },
  };
}

export type ListCachesConnection = ReturnType<typeof connectListCaches>;
