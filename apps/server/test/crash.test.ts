// Issue 14 point 3: crashes lose nothing acknowledged. The whole app (the server process and its
// embedded PostgreSQL) is killed with SIGKILL in the middle of concurrent writes, 20 times, and
// started again each time; at the end every write that got a 200 is there, once, and every repair
// is readable. Some cycles kill only the server, leaving its PostgreSQL running without it: the next
// start must stop that leftover and go on.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { TestClient } from './http-client.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_PASSWORD = 'demo-password-for-tests';
const CYCLES = 20;
const WRITERS = 6;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-crash-'));
chmodSync(dataDir, 0o755); // the postgres system user enters it when the tests run as root
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A small deterministic generator: the kill times are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', DEMO_PASSWORD, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 900; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (output.includes('Rueda is running at')) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

interface Acknowledged {
  customers: Map<string, string>;
  repairs: Map<string, string>;
}

/** One writer: customers and repairs, one after another, until the server is gone. */
async function write(client: TestClient, token: string, label: string, acknowledged: Acknowledged): Promise<void> {
  for (let index = 0; ; index += 1) {
    const marker = `${label}-${index}`;
    try {
      if (index % 3 === 2) {
        const answer = await client.call(
          'repairsCreate',
          {
            customer: { name: 'Crash', surname: marker, phone: '600 000 000' },
            bike: { manufacturer: 'Orbea', model: 'Orca', color: 'azul', year: 2022, type: 'road' },
            services: { packs: [], maintenances: [], stockItems: [] },
            technicalNotes: marker,
          },
          { token },
        );
        if (answer.status === 200) acknowledged.repairs.set((answer.body.result as { id: string }).id, marker);
      } else {
        const answer = await client.call('customersCreate', { name: 'Crash', surname: marker, phone: '600 000 000' }, { token });
        if (answer.status === 200) acknowledged.customers.set((answer.body.result as { id: string }).id, marker);
      }
    } catch {
      return; // the connection went with the server
    }
  }
}

describe('the whole app killed with SIGKILL during concurrent writes', () => {
  it(`loses nothing acknowledged over ${CYCLES} crashes, and every repair stays readable`, async () => {
    const random = seeded(14);
    const acknowledged: Acknowledged = { customers: new Map(), repairs: new Map() };
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const { child, url } = await startServer();
      const client = new TestClient(url);
      expect((await client.signIn('demo@rueda.app', DEMO_PASSWORD)).status).toBe(200);
      const token = await client.idToken();
      const writers = Array.from({ length: WRITERS }, (_, writer) => write(client, token, `c${cycle}w${writer}`, acknowledged));
      await new Promise((resolve) => setTimeout(resolve, 200 + random() * 800));
      const postgres = postmasterPid();
      child.kill('SIGKILL');
      // Every fourth cycle the server dies alone and its PostgreSQL lives on, as after an out-of-memory kill.
      if (cycle % 4 !== 3) process.kill(postgres, 'SIGKILL');
      await Promise.all(writers);
      await new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
      );
    }
    expect(acknowledged.customers.size).toBeGreaterThan(CYCLES);
    expect(acknowledged.repairs.size).toBeGreaterThan(CYCLES / 2);

    const { child, url } = await startServer();
    try {
      const client = new TestClient(url);
      expect((await client.signIn('demo@rueda.app', DEMO_PASSWORD)).status).toBe(200);
      const token = await client.idToken();
      const missing: string[] = [];
      for (const [id, marker] of acknowledged.customers) {
        const answer = await client.call('customersGet', { id }, { token });
        if (answer.status !== 200 || (answer.body.result as { customer: { surname: string } }).customer.surname !== marker)
          missing.push(marker);
      }
      for (const [id, marker] of acknowledged.repairs) {
        const answer = await client.call('repairsGet', { id }, { token });
        if (answer.status !== 200) missing.push(marker);
      }
      expect(missing).toEqual([]);
      console.info(
        `${CYCLES} SIGKILL cycles: ${acknowledged.customers.size} customers and ${acknowledged.repairs.size} repairs acknowledged, ${missing.length} lost`,
      );
      // Every repair on the board is readable, and none was written twice.
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await client.call('repairsList', { limit: 100, ...(cursor ? { cursor } : {}) }, { token });
        expect(page.status).toBe(200);
        const { repairs, nextCursor } = page.body.result as { repairs: { id: string }[]; nextCursor: string | null };
        for (const { id } of repairs) {
          expect(seen.has(id)).toBe(false);
          seen.add(id);
          expect((await client.call('repairsGet', { id }, { token })).status).toBe(200);
        }
        cursor = nextCursor ?? undefined;
      } while (cursor);
      for (const id of acknowledged.repairs.keys()) expect(seen.has(id)).toBe(true);
    } finally {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 900_000);
});
