// `npm start`'s server process, started for real: embedded PostgreSQL in $DATA_DIR/postgres, a clean
// stop on SIGINT/SIGTERM, the same data on the next start, and no embedded database with DATABASE_URL.
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { TestClient } from './http-client.ts';
import { DEMO_PASSWORD, startMain, stopMain, useTemporaryDirs } from './real-process.ts';
import { createTestDatabase, dropTestDatabase } from './test-server.ts';

const tempDataDir = useTemporaryDirs('rueda-main-');

describe('the server process', () => {
  it('starts the embedded PostgreSQL, stops it cleanly, and finds the same data next time', async () => {
    const dataDir = tempDataDir();
    const first = await startMain({ DATA_DIR: dataDir });
    expect(first.output()).toContain(`Demo sign-in: demo@rueda.app / ${DEMO_PASSWORD}`);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const client = new TestClient(first.url);
    expect((await client.signIn('demo@rueda.app', DEMO_PASSWORD)).status).toBe(200);
    expect((await client.signUp('kept@example.com', 'a password to keep')).status).toBe(200);
    const accountBefore = JSON.parse(Buffer.from((await client.idToken()).split('.')[1]!, 'base64url').toString()) as { sub: string };

    expect(await stopMain(first, 'SIGINT')).toBe(0);
    // PostgreSQL removes its pid file only on a clean shutdown.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // Without PUBLIC_URL, links are written for http://localhost:PORT: the start says so and what to do.
    const second = await startMain({ DATA_DIR: dataDir, PUBLIC_URL: '' });
    const { port } = new URL(second.url);
    expect(second.output()).toContain(
      `Warning: links sent to customers (repair links, WhatsApp messages, invitations) carry http://localhost:${port},`,
    );
    expect(second.output()).toContain('PUBLIC_URL is not set.');
    expect(second.output()).toContain('Set PUBLIC_URL to the address customers can reach Rueda at');
    // …and the app, so the staff are warned before sending such a link.
    expect(await (await fetch(`${second.url}/api/config`)).json()).toMatchObject({ linksOnlyHere: `http://localhost:${port}` });
    const again = new TestClient(second.url);
    expect((await again.signIn('kept@example.com', 'a password to keep')).status).toBe(200);
    const accountAfter = JSON.parse(Buffer.from((await again.idToken()).split('.')[1]!, 'base64url').toString()) as { sub: string };
    expect(accountAfter.sub).toBe(accountBefore.sub);
    expect(await stopMain(second, 'SIGTERM')).toBe(0);
    expect(readFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  }, 120_000);

  it('with DATABASE_URL uses that server and starts no PostgreSQL of its own', async () => {
    const dataDir = tempDataDir();
    const database = await createTestDatabase();
    try {
      const started = await startMain({ DATA_DIR: dataDir, DATABASE_URL: database.url });
      expect(started.output()).toContain('Database: DATABASE_URL');
      // PUBLIC_URL set, here to 127.0.0.1: still this machine only. The warning goes to stderr, which may reach the test
      // a moment after stdout's "Rueda is running at".
      await expect
        .poll(() => started.output())
        .toContain(`Warning: links sent to customers (repair links, WhatsApp messages, invitations) carry ${started.url},`);
      expect(started.output()).toContain('PUBLIC_URL names this machine only.');
      expect((await fetch(`${started.url}/api/health`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
      const code = await stopMain(started, 'SIGTERM');
      expect(code, started.output()).toBe(0);
    } finally {
      await dropTestDatabase(database.name);
    }
  }, 120_000);

  it('stops its embedded PostgreSQL when the start fails after it came up', async () => {
    const dataDir = tempDataDir();
    const taken = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      // The embedded PostgreSQL starts and migrations run; listening on a taken port then fails.
      await expect(startMain({ DATA_DIR: dataDir, PORT: String(port) })).rejects.toThrow(/Port \d+ on 127.0.0.1 is already in use/);
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      taken.close();
    }
  }, 120_000);

  it('refuses to start with bad configuration, naming every bad variable', async () => {
    await expect(startMain({ PORT: 'x', PAYMENTS_PROVIDER: 'cash' })).rejects.toThrow(
      /PORT[\s\S]*PAYMENTS_PROVIDER|PAYMENTS_PROVIDER[\s\S]*PORT/,
    );
  });
});
