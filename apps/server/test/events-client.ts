// A client of GET /api/events as the app is one: fetch with the Bearer token, the body read as server-sent
// events. It keeps every notifications document it hears, and waits for the one a test expects.
import type { TNotifications } from '@rueda/domain';
import { EVENTS_PATH } from '@rueda/domain';
import { createParser } from 'eventsource-parser';

export interface EventsStream {
  status: number;
  headers: Headers;
  /** Every document heard, in order. */
  documents: TNotifications[];
  /** How many heartbeat comments came. */
  heartbeats: number;
  /** The first document heard since `from` (the stream's start unless given) that `matches`, waiting for it if need be. */
  next(matches: (doc: TNotifications) => boolean, from?: number): Promise<TNotifications>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Waits this long at most for an expected document before failing the test (a liveness bound, not a measure). */
const PATIENCE_MS = 15_000;

export async function openEvents(baseUrl: string, token: string | null): Promise<EventsStream> {
  const abort = new AbortController();
  const response = await fetch(baseUrl + EVENTS_PATH, {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const waiters = new Set<() => void>();
  const stream: EventsStream = {
    status: response.status,
    headers: response.headers,
    documents: [],
    heartbeats: 0,
    next(matches, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = stream.documents.slice(from).find(matches);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such document within ${PATIENCE_MS} ms; heard ${JSON.stringify(stream.documents)}`));
        }, PATIENCE_MS);
        if (!check()) waiters.add(check);
      });
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  if (response.status !== 200 || !response.body) return stream;
  const parser = createParser({
    onEvent(event) {
      if (event.event !== 'notifications') return;
      stream.documents.push(JSON.parse(event.data) as TNotifications);
      for (const waiter of [...waiters]) waiter();
    },
    onComment() {
      stream.heartbeats += 1;
    },
  });
  const body = response.body.pipeThrough(new TextDecoderStream());
  stream.ended = (async () => {
    try {
      for await (const chunk of body) parser.feed(chunk);
    } catch {
      // Closed by the test.
    }
  })();
  return stream;
}
