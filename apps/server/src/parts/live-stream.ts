// docs/product.md §19.1: the notifications document, live (docs/architecture.md §11, decision 050): this
// instance's feed of open streams, GET /api/events, and the end of every stream when the server closes. Its
// changes come through the change feed that parts/list-caches.ts connects.
import { registerEventsRoute } from '../functions/notifications/events-route.ts';
import { NotificationsFeed } from '../services/cache/notifications-feed.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';

export interface LiveStreamGives {
  notificationsFeed: NotificationsFeed;
}

export const liveStream: ServerPart<Pick<SharedContext, 'env' | 'db' | 'verifyIdToken'>, LiveStreamGives> = {
  name: 'live stream',
  register: async (app, { env, db, verifyIdToken }) => {
    const notificationsFeed = new NotificationsFeed(db, (error) => app.log.warn({ err: error }, 'a notifications read failed'));
    registerEventsRoute(app, {
      db,
      verifyIdToken,
      feed: notificationsFeed,
      heartbeatMs: env.EVENTS_HEARTBEAT_MS,
      maxMs: env.EVENTS_STREAM_MAX_MS,
    });
    // Open streams would hold the server's close: they end first, and the app reconnects to another instance.
    app.addHook('preClose', (done) => {
      notificationsFeed.endAll();
      done();
    });
    return { notificationsFeed };
  },
};
