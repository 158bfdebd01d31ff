// docs/product.md §19.1: GET /api/events, the live notifications document, against real PostgreSQL and, for the
// changes made on another instance, two servers sharing one database (LISTEN/NOTIFY).
import type { TNotifications } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyGarage, notifySubscriptionChange } from '../src/data/notifications.ts';
import { workshopNotifications } from '../src/db/schema.ts';
import { openEvents, type EventsStream } from './events-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, newAccount, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
const streams: EventsStream[] = [];

async function open(url: string, token: string | null) {
  const stream = await openEvents(url, token);
  streams.push(stream);
  return stream;
}

beforeAll(async () => {
  // Heartbeats and the stream's end come quickly here, so a test can see them.
  server = await startTestServer({ env: { EVENTS_HEARTBEAT_MS: '200', EVENTS_STREAM_MAX_MS: '60000' } });
  shop = await createWorkshop(server, 'Taller A');
  other = await createWorkshop(server, 'Taller B');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

const garageRaised = (doc: TNotifications) => doc.sources.garage;

describe('GET /api/events', () => {
  it('answers 401 without a valid token and 403 to an account of no workshop, in the functions’ error shape', async () => {
    const none = await open(server.url, null);
    expect(none.status).toBe(401);
    const forged = await open(server.url, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
    const stranger = await newAccount(server);
    const refused = await open(server.url, await stranger.caller.token());
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the document at once, then each change, with heartbeats between', async () => {
    const stream = await open(server.url, await shop.admin.token());
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const first = await stream.next(() => true);
    expect(first.sources).toEqual({ garage: false, appointments: false, subscription: false });

    await notifyGarage(server.database.db, shop.id, true, server.clock.now());
    const raised = await stream.next(garageRaised);
    expect(raised.count).toBe(1);
    // A write that leaves the document as it was sends nothing new.
    const heard = stream.documents.length;
    await notifyGarage(server.database.db, shop.id, true, server.clock.now());
    await notifyGarage(server.database.db, shop.id, false, server.clock.now());
    await stream.next((doc) => !doc.sources.garage, heard);
    expect(stream.documents.slice(heard).map((doc) => doc.sources.garage)).toEqual([false]);
    await expect.poll(() => stream.heartbeats).toBeGreaterThan(1);
  });

  it('tells the streams of a change made through another instance on the same database, and only its own workshop’s', async () => {
    const second = await startTestServer({ sameDatabaseAs: server });
    try {
      await notifySubscriptionChange(server.database.db, shop.id, 'active', server.clock.now());
      const onFirst = await open(server.url, await shop.admin.token());
      const ofOther = await open(server.url, await other.admin.token());
      await onFirst.next((doc) => doc.sources.subscription);
      await ofOther.next(() => true);

      // §7's clearing write, made through the second instance, reaches the first one's stream.
      expect((await shop.admin.send('notificationsClear', { what: 'subscription' })).status).toBe(200);
      const viaSecond = await fetch(`${second.url}/api/functions/notificationsClear`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await shop.admin.token()}` },
        body: JSON.stringify({ data: { what: 'appointmentIdentifiers' } }),
      });
      expect(viaSecond.status).toBe(200);
      const cleared = await onFirst.next((doc) => !doc.sources.subscription);
      expect(cleared).toMatchObject({ subscriptionStatus: 'active', count: 0 });

      // A client of the second instance hears a change made on the first.
      const onSecond = await open(second.url, await shop.admin.token());
      await onSecond.next(() => true);
      await notifyGarage(server.database.db, shop.id, true, server.clock.now());
      await onSecond.next(garageRaised);
      await onFirst.next(garageRaised);

      // Workshop B heard its own document once, and nothing of A's.
      expect(ofOther.documents).toHaveLength(1);
      expect(ofOther.documents[0]!.sources).toEqual({ garage: false, appointments: false, subscription: false });
    } finally {
      await second.close();
    }
  });

  it('ends a member’s stream at once when their access changes; their next attempt is refused', async () => {
    const mechanic = await shop.member('mechanic');
    const stream = await open(server.url, await mechanic.token());
    await stream.next(() => true);
    await shop.admin.ok('teamUpdate', { userId: mechanic.userId, active: false });
    await stream.ended;
    expect((await open(server.url, await mechanic.token())).status).toBe(401);
  });

  it('sends the document as it is now once the change feed listens again (what it missed is unknown)', async () => {
    const stream = await open(server.url, await other.admin.token());
    await stream.next(() => true);
    // Written behind the feed's back, as a change whose announcement was lost.
    const doc = { sources: { garage: true, appointments: true, subscription: false }, count: 2, identifiers: { appointments: ['r-1'] } };
    await server.database.db
      .insert(workshopNotifications)
      .values({ workshopId: other.id, doc, updated: server.clock.now() })
      .onConflictDoUpdate({ target: workshopNotifications.workshopId, set: { doc } });
    server.notificationsFeed.setListening(true);
    expect(await stream.next((doc) => doc.sources.appointments)).toMatchObject({ count: 2, identifiers: { appointments: ['r-1'] } });
  });

  it('ends after its time, so the app comes back with a fresh token; and every stream when the instance closes', async () => {
    const second = await startTestServer({ sameDatabaseAs: server, env: { EVENTS_STREAM_MAX_MS: '1000' } });
    const short = await open(second.url, await shop.admin.token());
    await short.next(() => true);
    await short.ended;
    await expect.poll(() => second.notificationsFeed.size).toBe(0);

    const stream = await open(second.url, await shop.admin.token());
    await stream.next(() => true);
    expect(second.notificationsFeed.size).toBe(1);
    await second.close();
    await stream.ended;
  });
});
