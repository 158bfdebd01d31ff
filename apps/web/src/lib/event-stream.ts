// A server-sent-events stream read with fetch (docs/product.md §19.1), so it carries the Bearer token that the
// browser's EventSource cannot send. It opens again whenever it ends or fails, each time with the current
// token (a new one after a 401), waiting longer after each failure in a row; a stream that goes quiet for
// longer than its heartbeats allow is taken for dead and opened again. It stops when told to.
import { createParser } from 'eventsource-parser';

export interface EventStreamOptions {
  url: string;
  /** The ID token to send; a new one when `forceRefresh`; null when signed out (the stream then stops). */
  token: (forceRefresh: boolean) => Promise<string | null>;
  onEvent: (name: string, data: string) => void;
  /** The waits before the attempts after 1, 2, … failures in a row; the last serves for every later one. */
  retryMs: readonly number[];
  /** Silence longer than this means the connection is dead (a few of the server's heartbeats). */
  quietMs: number;
  /** Whether the stream is open now. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** Starts the stream; the function it returns stops it for good. */
export function openEventStream(options: EventStreamOptions): () => void {
  let isStopped = false;
  let abort: AbortController | undefined;
  let reader: ReadableStreamDefaultReader<string> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let isTokenRefused = false;

  const drop = () => {
    abort?.abort();
    void reader?.cancel().catch(() => undefined);
  };
  const watchQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(drop, options.quietMs);
  };

  const attempt = async () => {
    let isOpened = false;
    try {
      const token = await options.token(isTokenRefused);
      if (!token || isStopped) return;
      abort = new AbortController();
      const response = await fetch(options.url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: abort.signal,
      });
      isTokenRefused = response.status === 401;
      if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}.`);
      isOpened = true;
      failures = 0;
      options.onOpenChange?.(true);
      const parser = createParser({ onEvent: (event) => options.onEvent(event.event ?? 'message', event.data) });
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      watchQuiet();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || isStopped) break;
        watchQuiet();
        parser.feed(value);
      }
    } catch {
      // A failed attempt: the next one waits (below).
    } finally {
      clearTimeout(quiet);
      reader = undefined;
      if (isOpened) options.onOpenChange?.(false);
    }
    if (isStopped) return;
    // An ended stream opens again at once; a failed attempt waits, longer each time in a row.
    const wait = isOpened ? 0 : options.retryMs[Math.min(failures, options.retryMs.length - 1)]!;
    if (!isOpened) failures += 1;
    retry = setTimeout(() => void attempt(), wait);
  };

  void attempt();
  return () => {
    isStopped = true;
    clearTimeout(retry);
    clearTimeout(quiet);
    drop();
  };
}
