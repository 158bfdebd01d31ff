// GET /api/events in the fake server (docs/product.md §19.1): streams of server-sent events the test writes to.
// Each request opens one; `send` writes a notifications document to every open one, `end` closes them (the
// app then opens a new one, as it does when a server ends its streams).
import type { TNotifications } from '@rueda/domain';
import type { Handler } from './fake-server';

export function eventStreams(first?: () => TNotifications | Response | Promise<TNotifications | Response>) {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  const write = (controller: ReadableStreamDefaultController<Uint8Array>, doc: TNotifications) =>
    controller.enqueue(encoder.encode(`event: notifications\ndata: ${JSON.stringify(doc)}\n\n`));
  let opened = 0;
  const handler: Handler = async () => {
    const doc = first ? await first() : undefined;
    if (doc instanceof Response) return doc;
    opened += 1;
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        open.add(controller);
        if (doc) write(controller, doc);
      },
      cancel() {
        if (own) open.delete(own);
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  };
  return {
    handler,
    /** How many streams the app opened so far. */
    get opened() {
      return opened;
    },
    /** How many are open now. */
    get openCount() {
      return open.size;
    },
    send(doc: TNotifications) {
      for (const controller of open) write(controller, doc);
    },
    end() {
      for (const controller of open) controller.close();
      open.clear();
    },
  };
}
