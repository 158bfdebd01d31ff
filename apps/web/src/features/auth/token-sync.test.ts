import { describe, expect, it, vi } from 'vitest';
import { fakeIdToken, fakeServer, json } from '@/testing/fake-server';
import { createIdTokenStore } from './id-token';
import { startTokenSync } from './token-sync';

const SYNC_URL = 'https://sync.example.test/tokens';

function setUp(tokenSyncUrl: string | null) {
  const tokens = [fakeIdToken({ n: 1 }), fakeIdToken({ n: 2 })];
  let calls = 0;
  const store = createIdTokenStore({ fetchToken: async () => tokens[calls++] ?? null });
  const sync = startTokenSync({ store, getTokenSyncUrl: async () => tokenSyncUrl });
  return { store, sync, tokens };
}

describe('token sync', () => {
  it('POSTs each new token and DELETEs the last one on sign-out, in order', async () => {
    const server = fakeServer({
      [`POST ${SYNC_URL}`]: () => new Response(null, { status: 204 }),
      [`DELETE ${SYNC_URL}`]: () => new Response(null, { status: 204 }),
    });
    const { store, sync, tokens } = setUp(SYNC_URL);
    await store.getIdToken();
    await store.getIdToken(true);
    store.clearIdToken();
    await sync.settled();
    expect(server.requests.map((request) => [request.method, request.url, request.headers.get('authorization')])).toEqual([
      ['POST', SYNC_URL, `Bearer ${tokens[0]}`],
      ['POST', SYNC_URL, `Bearer ${tokens[1]}`],
      ['DELETE', SYNC_URL, `Bearer ${tokens[1]}`],
    ]);
  });

  it('sends nothing when no URL is configured', async () => {
    const server = fakeServer({});
    const { store, sync } = setUp(null);
    await store.getIdToken();
    store.clearIdToken();
    await sync.settled();
    expect(server.requests).toEqual([]);
  });

  it('logs a failure as a warning and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let isDown = true;
    const server = fakeServer({
      [`POST ${SYNC_URL}`]: () => {
        if (isDown) throw new TypeError('Failed to fetch');
        return json({}, 500);
      },
      [`DELETE ${SYNC_URL}`]: () => new Response(null, { status: 204 }),
    });
    const { store, sync } = setUp(SYNC_URL);
    await expect(store.getIdToken()).resolves.toBeTruthy();
    isDown = false;
    await store.getIdToken(true);
    store.clearIdToken();
    await sync.settled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST', 'DELETE']);
  });

  it('stops following the tokens when stopped', async () => {
    const server = fakeServer({ [`POST ${SYNC_URL}`]: () => new Response(null, { status: 204 }) });
    const { store, sync } = setUp(SYNC_URL);
    sync.stop();
    await store.getIdToken();
    await sync.settled();
    expect(server.requests).toEqual([]);
  });
});
