// GET /api/events (docs/product.md §19.1, docs/architecture.md §11): a server-sent-events stream of the caller's
// workshop's notifications document, for its signed-in staff (Authorization: Bearer, as the callable functions;
// 401 without a valid token). It sends the document at once, then again whenever it changes on any instance
// (services/cache/notifications-feed.ts), with a comment line as heartbeat so proxies keep it open. It ends after
// `maxMs` (EVENTS_STREAM_MAX_MS), and at once when the account's access changes: the app reconnects with a fresh token,
// so a stream never outlives the right to read it.
import { EVENTS_PATH, type TNotifications } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../../auth/id-token.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationsFeed } from '../../services/cache/notifications-feed.ts';
import { readNotifications } from '../../data/notifications.ts';
import { Access } from '../access.ts';
import { registerMemberRoute } from '../member-route.ts';

export interface EventsRouteOptions {
  db: Db;
  verifyIdToken: IdTokenVerifier;
  feed: NotificationsFeed;
  heartbeatMs: number;
  maxMs: number;
}

export function registerEventsRoute(app: FastifyInstance, options: EventsRouteOptions): void {
  registerMemberRoute(app, options.verifyIdToken, {
    path: EVENTS_PATH,
    // As notificationsGet: every role and the read mode (docs/product.md §32.2), and an expired workshop still hears of
    // its subscription.
    access: Access.permission('workshop.use', { withoutSubscription: true }),
    failure: 'events stream failed to start',
    serve: async ({ workshopId, user }, request, reply) => {
      // Read before the stream opens: a database that does not answer is the functions' 503, not a silent stream.
      const first = await readNotifications(options.db, workshopId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // nginx and similar proxies would otherwise hold the events back in their buffers.
        'x-accel-buffering': 'no',
      });
      let lastSent = '';
      const send = (doc: TNotifications) => {
        const data = JSON.stringify(doc);
        if (data === lastSent || raw.writableEnded) return;
        lastSent = data;
        raw.write(`event: notifications\ndata: ${data}\n\n`);
      };
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), options.heartbeatMs);
      const end = () => {
        if (!raw.writableEnded) raw.end();
      };
      const expiry = setTimeout(end, options.maxMs);
      const unwatch = options.feed.watch(workshopId, { userId: user.id, send, end });
      raw.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unwatch();
      });
      send(first);
      request.log.debug({ workshopId }, 'events stream opened');
    },
  });
}
