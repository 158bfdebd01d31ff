// docs/product.md §24.6: PostgreSQL stopped, frozen or dead. Every function that needs it answers
// `unavailable` (503) without waiting for it, /api/health answers 503, and everything works again
// when it is back, without restarting Rueda; the embedded PostgreSQL, if it dies, is started again,
// and if it cannot be, Rueda is told to stop. Each test runs its own PostgreSQL, to stop and freeze.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.ts';
import { superviseEmbedded } from '../src/db/embedded-supervisor.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { TestClient } from './http-client.ts';
import { useTemporaryDirs } from './real-process.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const tempDir = useTemporaryDirs('rueda-outage-');

async function ownPostgres(): Promise<{ embedded: EmbeddedDatabase; dataDir: string }> {
  const dataDir = path.join(tempDir(), 'postgres');
  const embedded = await startEmbeddedPostgres({ dataDir });
  const database = connectDatabase(embedded.appUrl, { max: 2 });
  await migrateDatabase(database.pool);
  await database.close();
  return { embedded, dataDir };
}

/** The postmaster and its backends: SIGSTOP on all of them freezes PostgreSQL as a hung machine would. */
function postgresProcesses(postmaster: number): number[] {
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

const health = async (server: TestServer) => (await fetch(`${server.url}/api/health`)).status;

/** Calls until one succeeds: PostgreSQL is back, and Rueda noticed on its own. */
async function untilAnswered(shop: Workshop): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await shop.admin.call('repairsList', { search: `back-${attempt}` })).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Rueda did not come back after PostgreSQL did');
}

describe.runIf(process.platform === 'linux')('when PostgreSQL does not answer', () => {
  let embedded: EmbeddedDatabase;
  let server: TestServer;
  let shop: Workshop;

  beforeAll(async () => {
    ({ embedded } = await ownPostgres());
    server = await startTestServer({ databaseUrl: embedded.appUrl });
    shop = await createWorkshop(server);
  });
  afterAll(async () => {
    await server?.close();
    await embedded?.stop();
  });

  it('frozen: calls answer unavailable while it is still frozen, health 503; all works again once it thaws', async () => {
    expect((await shop.admin.call('repairsList', { search: 'before' })).status).toBe(200);
    const frozen = postgresProcesses(embedded.server.child.pid!);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      // A list the cache has not seen, a write, and the health check: all answered while PostgreSQL is
      // still frozen (it thaws only after), so none waited for it.
      const [list, write, status, signIn] = await Promise.all([
        shop.admin.call('repairsList', { search: 'frozen' }),
        shop.admin.call('customersCreate', { name: 'Nora', surname: 'Gil', phone: '600 000 001' }),
        health(server),
        new TestClient(server.url).signIn('nobody@example.com', 'a good long password'),
      ]);
      // The auth API too (a browser's reload asks it first).
      expect(signIn.status).toBe(503);
      expect(list).toMatchObject({ status: 503, body: { error: { status: 'UNAVAILABLE' } } });
      expect(write.status).toBe(503);
      expect(status).toBe(503);
      // Known down: the next call does not even start.
      expect((await shop.admin.call('repairsList', { search: 'still frozen' })).status).toBe(503);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await untilAnswered(shop);
    expect(await health(server)).toBe(200);
  });

  it('stopped, then started again: unavailable meanwhile, then everything works without restarting Rueda', async () => {
    await embedded.stop();
    const answer = await shop.admin.call('customersCreate', { name: 'Iván', surname: 'Paz', phone: '600 000 002' });
    expect(answer).toMatchObject({ status: 503, body: { error: { status: 'UNAVAILABLE' } } });
    expect(await health(server)).toBe(503);
    await embedded.restart();
    await untilAnswered(shop);
    const created = await shop.admin.ok('customersCreate', { name: 'Iván', surname: 'Paz', phone: '600 000 002' });
    expect(created).toMatchObject({ name: 'Iván' });
    expect(await health(server)).toBe(200);
  });
});

describe.runIf(process.platform === 'linux')('the embedded PostgreSQL’s supervision', () => {
  const log = () => {
    const lines: string[] = [];
    const write = (line: string) => void lines.push(line);
    return { lines, info: write, warn: write, error: write };
  };

  it('starts it again when it dies, with the data it had', async () => {
    const { embedded } = await ownPostgres();
    const lines = log();
    let gaveUp = false;
    superviseEmbedded(embedded, lines, () => (gaveUp = true));
    const first = embedded.server;
    process.kill(first.child.pid!, 'SIGKILL');
    await first.exited;
    for (let attempt = 0; attempt < 300 && embedded.server === first; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(embedded.server).not.toBe(first);
    const database = connectDatabase(embedded.appUrl, { max: 1 });
    const { rows } = await database.pool.query<{ tables: string }>("SELECT count(*) AS tables FROM pg_tables WHERE tablename = 'repairs'");
    expect(rows[0]?.tables).toBe('1');
    await database.close();
    expect(lines.lines.join('\n')).toMatch(/stopped unexpectedly \(signal SIGKILL\)[\s\S]*running again/);
    expect(gaveUp).toBe(false);
    await embedded.stop();
  });

  it('gives up, and says so, when it cannot be started again', async () => {
    const { embedded, dataDir } = await ownPostgres();
    const lines = log();
    const gaveUp = new Promise<void>((resolve) => superviseEmbedded(embedded, lines, resolve, { attempts: 2, backoffMs: 100 }));
    writeFileSync(path.join(dataDir, 'PG_VERSION'), 'damaged\n');
    process.kill(embedded.server.child.pid!, 'SIGKILL');
    await gaveUp;
    expect(lines.lines.join('\n')).toMatch(/could not be started again[\s\S]*exit code 1/);
  });
});
