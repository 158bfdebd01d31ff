// Starts a real Rueda server on a random port against a fresh database copied from the migrated
// template, for tests over real HTTP.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type RuedaApp } from '../src/app.ts';
import { createMovableClock, type MovableClock } from '../src/lib/clock.ts';
import { connectDatabase, databaseUrlFor, type Database } from '../src/db/client.ts';
import { parseEnv } from '../src/lib/env.ts';
import type { CallableFunction } from '../src/functions/define-function.ts';

/** Moves the server's clock forward (lockouts, token expiry, trials, renewals). */
export type TestClock = MovableClock;

export interface TestServer extends RuedaApp {
  url: string;
  database: Database;
  databaseName: string;
  clock: TestClock;
  close(): Promise<void>;
}

/** A new database, copied from the migrated template. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const owner = inject('pgAppRole') ? ` OWNER ${inject('pgAppRole')}` : '';
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}${owner}`);
  } finally {
    await admin.end();
  }
  return { name, url: databaseUrlFor(inject('pgAppUrl'), name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export interface TestServerOptions {
  env?: Record<string, string>;
  extraFunctions?: readonly CallableFunction[];
  logStream?: { write(line: string): void };
  /** A second instance on the same database as this server (several instances behind a balancer). */
  sameDatabaseAs?: TestServer;
  /** Serves POST /api/test/clock, as `RUEDA_TEST_CLOCK=1` does for the end-to-end journeys. */
  clockRoute?: boolean;
  /** A migrated database of the test's own (a PostgreSQL it stops and starts), kept after close. */
  databaseUrl?: string;
  /** The change feed's own connection (AppOptions.changeFeedUrl). */
  changeFeedUrl?: string;
  /** Where the generated auth secret is kept (AppOptions.dataDir); one directory per test process by default. */
  dataDir?: string;
}

/** This test process's data directory: its servers share one generated auth secret, as instances on one machine do. */
const TEST_DATA_DIR = path.join(os.tmpdir(), `rueda-test-data-${process.pid}`);

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  const own = options.databaseUrl;
  const { name, url: connectionString } = shared
    ? { name: shared.databaseName, url: shared.database.pool.options.connectionString! }
    : own
      ? { name: new URL(own).pathname.slice(1), url: own }
      : await createTestDatabase();
  const database = connectDatabase(connectionString, { max: 10 });
  const clock = createMovableClock();
  // Every test's accounts come from 127.0.0.1: the per-address limits are tested on their own
  // (request-limits.test.ts, sign-in-limits.test.ts) and set out of the way elsewhere.
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_REQUESTS_PER_HOUR_PER_IP: '100000',
    SIGN_INS_PER_15_MINUTES_PER_IP: '100000',
    ...options.env,
  });
  // The public URL must be known before listening (it is the token issuer), so pick the port first.
  const { freePort } = await import('../src/db/embedded-postgres.ts');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Instances behind one balancer share the public URL, which is the tokens' issuer.
  const built = await buildApp({
    env,
    dataDir: options.dataDir ?? TEST_DATA_DIR,
    database,
    publicUrl: shared?.url ?? url,
    ...(options.clockRoute ? { testClock: clock } : { clock: clock.now }),
    extraFunctions: options.extraFunctions,
    logStream: options.logStream,
    changeFeedUrl: options.changeFeedUrl,
  });
  await built.app.listen({ port, host: '127.0.0.1' });
  return {
    ...built,
    url,
    database,
    databaseName: name,
    clock,
    async close() {
      await built.app.close();
      await database.close();
      if (!shared && !own) await dropTestDatabase(name);
    },
  };
}
