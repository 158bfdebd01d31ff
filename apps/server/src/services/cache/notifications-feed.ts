// docs/product.md §19.1: the live side of the workshops' notifications documents, per server instance. The open
// streams (GET /api/events) subscribe to their workshop; when any instance announces that a workshop's document
// changed (data/notifications.ts, through the lists' channel), the document is read once here and handed to
// that workshop's streams. A reconnected channel may have missed announcements, so every watched workshop is
// read again. An account whose sessions or membership changed has its streams ended at once: it reconnects
// with a new token, or not at all.
import type { TNotifications } from '@rueda/domain';
import type { Executor } from '../../db/client.ts';
import type { ChangeFeedSubscriber } from './list-cache.ts';
import { readNotifications } from '../../data/notifications.ts';

export interface NotificationsWatcher {
  userId: string;
  /** The document, read after a change (the stream sends it if it differs from the last it sent). */
  send(doc: TNotifications): void;
  /** The account's access changed: the stream ends. */
  end(): void;
}

export class NotificationsFeed implements ChangeFeedSubscriber {
  private readonly watchers = new Map<string, Set<NotificationsWatcher>>();
  /** Workshops being read now, and whether another change came in meanwhile. */
  private readonly reading = new Map<string, { again: boolean }>();

  constructor(
    private readonly db: Executor,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** `watcher` hears `workshopId`'s changes until the returned function is called. */
  watch(workshopId: string, watcher: NotificationsWatcher): () => void {
    let set = this.watchers.get(workshopId);
    if (!set) this.watchers.set(workshopId, (set = new Set()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(workshopId) === set) this.watchers.delete(workshopId);
    };
  }

  /** How many streams are open on this instance. */
  get size(): number {
    let count = 0;
    for (const set of this.watchers.values()) count += set.size;
    return count;
  }

  /** An instance announced that `workshopId`'s document changed. */
  changed(workshopId: string): void {
    if (this.watchers.has(workshopId)) void this.read(workshopId);
  }

  setListening(isListening: boolean): void {
    if (isListening) for (const workshopId of this.watchers.keys()) void this.read(workshopId);
  }

  /** docs/product.md §19.1: an account's role, state or sessions changed; its streams end (sessions topic, data/sessions.ts). */
  accountChanged(userId: string): void {
    for (const set of this.watchers.values()) for (const watcher of [...set]) if (watcher.userId === userId) watcher.end();
  }

  /** Ends every stream (the instance is closing). */
  endAll(): void {
    for (const set of this.watchers.values()) for (const watcher of [...set]) watcher.end();
  }

  /** One read at a time per workshop; changes that arrive meanwhile are read once more after it. */
  private async read(workshopId: string): Promise<void> {
    const current = this.reading.get(workshopId);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: false };
    this.reading.set(workshopId, state);
    try {
      do {
        state.again = false;
        const doc = await readNotifications(this.db, workshopId);
        for (const watcher of this.watchers.get(workshopId) ?? []) watcher.send(doc);
      } while (state.again);
    } catch (error) {
      this.onError(error);
    } finally {
      this.reading.delete(workshopId);
    }
  }
}
