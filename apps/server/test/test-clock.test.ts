// The movable clock of the end-to-end journeys (decision 014 "The clock"): POST /api/test/clock moves the
// server's time and runs the billing scheduler on it; it exists only when asked for, never in production.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createMovableClock } from '../src/lib/clock.ts';
import { parseEnv } from '../src/lib/env.ts';
import { startTestServer } from './test-server.ts';
import { createWorkshop } from './workshop-fixture.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function post(url: string, body: unknown) {
  const response = await fetch(`${url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { now?: string } };
}

describe('the test clock', () => {
  it('moves the server’s time, ends a trial at once, and goes back to the system’s time', async () => {
    const server = await startTestServer({ clockRoute: true });
    try {
      const shop = await createWorkshop(server, 'Taller con reloj');
      const moved = await post(server.url, { advanceMs: 15 * DAY_MS });
      expect(moved.status).toBe(200);
      expect(Date.parse(moved.body.now!) - Date.now()).toBeGreaterThan(15 * DAY_MS - 60_000);
      // The scheduler ran on the new time: the workshop's state is expired before anyone asks.
      const [row] = (await server.database.pool.query('select subscription_status from workshops where id = $1', [shop.id])).rows;
      expect(row.subscription_status).toBe('expired');

      expect((await post(server.url, { advanceMs: -DAY_MS })).status).toBe(400);
      expect((await post(server.url, { advanceMs: 1, reset: true })).status).toBe(400);
      expect((await post(server.url, 'soon')).status).toBe(400);

      const reset = await post(server.url, { reset: true });
      expect(Math.abs(Date.parse(reset.body.now!) - Date.now())).toBeLessThan(60_000);
    } finally {
      await server.close();
    }
  });

  it('does not exist unless asked for', async () => {
    const server = await startTestServer();
    try {
      expect((await post(server.url, { advanceMs: DAY_MS })).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('cannot be switched on in production', async () => {
    expect(() => parseEnv({ RUEDA_TEST_CLOCK: '1' })).toThrow(/RUEDA_TEST_CLOCK: cannot be set when NODE_ENV is production/);
    expect(() => parseEnv({ RUEDA_TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/RUEDA_TEST_CLOCK/);
    expect(parseEnv({ RUEDA_TEST_CLOCK: '1', NODE_ENV: 'test' }).RUEDA_TEST_CLOCK).toBe(true);
    expect(parseEnv({}).RUEDA_TEST_CLOCK).toBe(false);
    // Even past the configuration, the app refuses to build with it.
    await expect(
      buildApp({ env: parseEnv({}), database: null as never, publicUrl: 'http://localhost', testClock: createMovableClock() }),
    ).rejects.toThrow(/production/);
  });
});
